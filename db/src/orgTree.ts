import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { organisations } from "./schema/index";

export type NewOrganisation = Omit<typeof organisations.$inferInsert, "id" | "path">;

/** Inserts an organisation under its parent and fills its materialised path ("/1/4/9/"). */
export async function insertOrganisation(
  db: Db,
  values: NewOrganisation,
): Promise<{ id: number; path: string }> {
  let parentPath = "/";
  if (values.parentId != null) {
    const [parent] = await db
      .select({ path: organisations.path })
      .from(organisations)
      .where(eq(organisations.id, values.parentId));
    if (!parent) throw new Error(`parent organisation ${values.parentId} does not exist`);
    parentPath = parent.path;
  }
  const [row] = await db
    .insert(organisations)
    .values({ ...values, path: parentPath })
    .returning({ id: organisations.id });
  if (!row) throw new Error("organisation was not written");
  const path = `${parentPath}${row.id}/`;
  await db.update(organisations).set({ path }).where(eq(organisations.id, row.id));
  return { id: row.id, path };
}
