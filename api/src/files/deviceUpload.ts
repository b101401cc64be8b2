import type { FileKind } from "@cgm/domain";

/** What a device app may upload with its device token (api/src/files/tus.ts): its logs. */
export const DEVICE_UPLOAD_KINDS: FileKind[] = ["appLog"];

const uploaders = new WeakMap<object, number>();

/** The device (id) an upload request was let through for by its device token. */
export function setDeviceUploader(req: object, deviceId: number): void {
  uploaders.set(req, deviceId);
}

/** The device an upload request comes from, or undefined for staff. */
export const deviceUploaderOf = (req: object): number | undefined => uploaders.get(req);
