import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./common";

export const roles = pgTable(
  "roles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: varchar("name", { length: 15 }).notNull().unique(),
    level: integer("level").notNull(),
    remark: varchar("remark", { length: 50 }),
    createdBy: integer("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("roles_level_chk", sql`${t.level} between 1 and 99`),
    uniqueIndex("roles_name_lower_idx").on(sql`lower(${t.name})`),
  ],
);

/** Console menus: directories, pages, buttons (permission codes) and frame links, at most three levels. */
export const menus = pgTable(
  "menus",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer("parent_id").references((): AnyPgColumn => menus.id, { onDelete: "cascade" }),
    code: varchar("code", { length: 64 }).notNull().unique(),
    name: varchar("name", { length: 100 }).notNull(),
    type: varchar("type", { length: 16 }).notNull(),
    url: varchar("url", { length: 500 }),
    icon: varchar("icon", { length: 32 }),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    index("menus_parent_idx").on(t.parentId),
    check("menus_type_chk", sql`${t.type} in ('DIRECTORY', 'PAGE', 'BUTTON', 'LINK')`),
  ],
);

export const roleMenus = pgTable(
  "role_menus",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    menuId: integer("menu_id")
      .notNull()
      .references(() => menus.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index("role_menus_menu_idx").on(t.menuId)],
);
