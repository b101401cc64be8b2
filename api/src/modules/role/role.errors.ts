import { badInput, conflict, notFound } from "../../common/errors";

/** Message ids this module introduces (English text: web/src/i18n/pending/role.en.json). */
export const ROLE_MSG = {
  levelTooHigh: "role.levelTooHigh",
  menuNotGrantable: "role.menuNotGrantable",
  nameTaken: "role.nameTaken",
  inUse: "role.inUse",
  builtin: "role.builtin",
  ownRole: "role.ownRole",
  heldOutsideScope: "role.heldOutsideScope",
} as const;

export const roleNotFound = () => notFound("The role");
export const nameTaken = () => conflict("A role with this name already exists", ROLE_MSG.nameTaken);
export const builtinRole = () =>
  conflict("The super-admin role is built in and cannot be changed or deleted", ROLE_MSG.builtin);
export const ownRole = () =>
  conflict("You cannot change or delete the role you hold yourself", ROLE_MSG.ownRole);
/** Shared roles reach every holder: one held outside the caller's account scope is not the caller's to change. */
export const heldOutsideScope = () =>
  conflict(
    "This role is also held by accounts outside your data scope, so you cannot change or delete it",
    ROLE_MSG.heldOutsideScope,
  );
/** Carries `extensions.values.count` for the message's {count} placeholder. */
export function roleInUse(count: number) {
  const e = conflict(`This role is still held by ${count} account${count === 1 ? "" : "s"}`, ROLE_MSG.inUse);
  e.extensions.values = { count };
  return e;
}
export const menuNotGrantable = () => badInput({ menuIds: ROLE_MSG.menuNotGrantable });

/** The SQLSTATE of a database error, whether thrown by the driver or wrapped by drizzle (`cause`). */
export function pgCode(e: unknown): string | undefined {
  for (let cur = e, depth = 0; cur && typeof cur === "object" && depth < 4; depth++) {
    const c = (cur as { code?: unknown }).code;
    if (typeof c === "string" && /^[0-9A-Z]{5}$/.test(c)) return c;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";

/** A database id from the API, or null when it cannot be one: the helper every module shares. */
export { parseId } from "../../common/ids";
