/** The authenticated download of a stored file (the server logs each download in the operation log). */
export const fileUrl = (id: string) => `/files/v1/${encodeURIComponent(id)}`;
