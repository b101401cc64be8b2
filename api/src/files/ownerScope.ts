import type { Db } from "@cgm/db";
import type { Principal } from "../context";

/**
 * Records whose files follow their own data scope: a file attached to `<prefix>:<id>` is downloadable
 * only when the record is visible to the caller (an app log follows its device). Registered by the
 * record's module; files of other records follow their kind's read permission alone.
 */
type Visible = (db: Db, p: Principal, ownerId: string) => Promise<boolean>;
const scopes = new Map<string, Visible>();

export function registerOwnerScope(prefix: string, visible: Visible): void {
  scopes.set(prefix, visible);
}

/** Whether the caller sees the record a file is attached to (true when its kind has no scope). */
export async function ownerVisible(db: Db, p: Principal, attachedTo: string | null): Promise<boolean> {
  const m = /^([A-Za-z]+):(.+)$/.exec(attachedTo ?? "");
  const visible = m ? scopes.get(m[1]!) : undefined;
  return visible ? visible(db, p, m![2]!) : true;
}
