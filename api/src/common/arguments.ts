import type { GraphQLFieldResolver, GraphQLSchema } from "graphql";
import { MSG, type FieldErrors } from "@cgm/domain";
import { badInput } from "./errors";
import { fieldKeyOf, type ArgumentPath as Path } from "./fieldKey";

/**
 * Checks every root field's coerced arguments before anything else runs (the shield's rules, the resolver,
 * a subscription's subscribe), on HTTP and on the WebSocket alike, for what no field may take because the
 * database cannot: NUL characters (PostgreSQL text refuses them), strings past any column's length, and
 * dates outside the years 1 to 9999. Each problem is BAD_USER_INPUT naming the field.
 */

/** The longest string an argument may carry, unless its root field allows more (`maxStringLength`). */
export const MAX_STRING_LENGTH = 2_000;

/** Set on a root field with type-graphql's `@Extensions` to allow longer strings (a CSV file, say). */
export const MAX_STRING_LENGTH_EXTENSION = "maxStringLength";

const MIN_TIME = Date.parse("0001-01-01T00:00:00.000Z");
const MAX_TIME = Date.parse("9999-12-31T23:59:59.999Z");

function collect(value: unknown, path: Path, maxLength: number, out: FieldErrors): void {
  if (typeof value === "string") {
    if (value.includes("\u0000")) out[fieldKeyOf(path)] = MSG.specialChars;
    else if (value.length > maxLength) out[fieldKeyOf(path)] = MSG.tooLong;
  } else if (value instanceof Date) {
    const t = value.getTime();
    if (!(t >= MIN_TIME && t <= MAX_TIME)) out[fieldKeyOf(path)] = MSG.range;
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => collect(v, [...path, i], maxLength, out));
  } else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) collect(v, [...path, k], maxLength, out);
  }
}

/** The problems of a field's coerced arguments, or null when there are none. */
export function argumentErrors(
  args: Record<string, unknown>,
  maxLength = MAX_STRING_LENGTH,
): FieldErrors | null {
  const out: FieldErrors = {};
  for (const [name, value] of Object.entries(args)) collect(value, [name], maxLength, out);
  return Object.keys(out).length ? out : null;
}

/** Wraps every root field that takes arguments so that they are checked first; returns the same schema. */
export function guardArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      if (!field.args.length) continue;
      const maxLength = Number(field.extensions?.[MAX_STRING_LENGTH_EXTENSION] ?? MAX_STRING_LENGTH);
      const guard = (inner: GraphQLFieldResolver<unknown, unknown>): GraphQLFieldResolver<unknown, unknown> =>
        function checked(source, args, context, info) {
          const errors = argumentErrors(args, maxLength);
          if (errors) throw badInput(errors);
          return inner(source, args, context, info);
        };
      // A subscription's arguments are checked once, when it starts; each event's resolve reads the event.
      if (field.subscribe) field.subscribe = guard(field.subscribe);
      else if (field.resolve) field.resolve = guard(field.resolve);
    }
  }
  return schema;
}
