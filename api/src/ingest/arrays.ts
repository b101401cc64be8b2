/** A value of a row passed to the database as an element of an array parameter. */
export type Value = string | number | boolean | null;

/** A PostgreSQL array literal of quoted elements, which both drivers pass as text to a cast. */
export function arrayLiteral(values: Value[]): string {
  return `{${values.map((v) => (v === null ? "NULL" : `"${String(v).replace(/[\\"]/g, "\\$&")}"`)).join(",")}}`;
}
