/** A place in a field's arguments: the argument's name, then input-object field names and list indexes. */
export type ArgumentPath = readonly (string | number)[];

/**
 * The `fieldErrors` key of a place in the arguments, as the forms name their fields (and as the domain's
 * yup schemas report them): the argument itself (`sn`, `menuIds[2]`), or the place inside an input
 * object (`name`, `columns[0].label`).
 */
export function fieldKeyOf(path: ArgumentPath): string {
  const inside = path.length > 1 && typeof path[1] === "string" ? path.slice(1) : path;
  return inside.map((p, i) => (typeof p === "number" ? `[${p}]` : i ? `.${p}` : p)).join("");
}
