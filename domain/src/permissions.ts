/** Permission codes the API checks beyond page access. */
export const PERMISSIONS = {
  apiExplorer: "sys:api:explorer",
  auditList: "sys:audit",
} as const;
