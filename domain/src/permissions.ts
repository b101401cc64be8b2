/** Permission codes the API checks beyond page access. */
export const PERMISSIONS = {
  apiExplorer: "sys:api:explorer",
  auditList: "sys:audit",
  /** Release a device's pairing with its phone app (a button of the device detail page). */
  releaseDevicePairing: "cgm:list:releasePairing",
} as const;
