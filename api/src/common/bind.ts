import { sql, type Placeholder } from "drizzle-orm";

/**
 * How a condition takes a value from the request: as the value itself (`inline`), or as a named
 * placeholder of a statement prepared once for every request of the same shape (`collect`).
 */
export type Bind = <T>(name: string, value: T) => T;

export const inline: Bind = (_name, value) => value;

/**
 * A binder that puts a placeholder in the SQL and records the value under its name, in `values`, and
 * the names in binding order in `names` (part of the statement's shape).
 */
export function collect(values: Record<string, unknown>, names: string[]): Bind {
  return <T>(name: string, value: T): T => {
    // A placeholder is filled as given, without the column's encoding: a time goes as its ISO text, which
    // both drivers send as the column's type.
    values[name] = value instanceof Date ? value.toISOString() : value;
    names.push(name);
    // Typed as the value it stands for: drizzle's operators take a Placeholder wherever a value goes.
    return sql.placeholder(name) as Placeholder<string, T> as unknown as T;
  };
}
