import { GraphQLError, Kind } from "graphql";
import { MSG, type FieldErrors } from "@cgm/domain";
import { fieldKeyOf } from "./fieldKey";

/**
 * Errors of the request's variables, found by graphql-js before execution. Apollo marks most of them
 * BAD_USER_INPUT on HTTP; graphql-ws does not, so without this they were masked as internal errors on the
 * WebSocket, and graphql-js's "too many errors" abort was one on both transports. Recognised here, once,
 * so that both transports answer the same: BAD_USER_INPUT naming the variable (or the place inside it).
 */

/** The start of graphql-js's message when it stops after 50 invalid variable values. */
const TOO_MANY = "Too many errors processing variables";

/** The message id for what graphql-js says is wrong with a value. */
function messageIdOf(problem: string): string {
  if (/was not provided|must not be null/.test(problem)) return MSG.required;
  if (/cannot represent non 32-bit|non-integer value: -?\d/.test(problem)) return MSG.range;
  if (/^(Int|Float) cannot represent/.test(problem)) return MSG.integer;
  return MSG.invalid;
}

/** `input.columns[0].label` (graphql-js's printed path) as path segments after the variable's name. */
function segments(printed: string): (string | number)[] {
  return [...printed.matchAll(/\.([_A-Za-z][_0-9A-Za-z]*)|\[(\d+)\]/g)].map((m) =>
    m[1] !== undefined ? m[1] : Number(m[2]),
  );
}

/** The field errors of a variable error, or null when `error` is none. */
export function variableFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof GraphQLError)) return null;
  const node = error.nodes?.[0];
  if (node?.kind !== Kind.VARIABLE_DEFINITION) return null;
  const name = node.variable.name.value;
  const at = new RegExp(
    `^Variable "\\$${name}" got invalid value .*? at "${name}((?:\\.[_A-Za-z][_0-9A-Za-z]*|\\[\\d+\\])*)"; `,
    "s",
  ).exec(error.message);
  const path: (string | number)[] = [name, ...segments(at?.[1] ?? "")];
  // What graphql-js found wrong with the value: the error it wraps, else its own message.
  const inner = error.originalError;
  const problem = inner && inner.message !== error.message ? inner.message : error.message;
  // A field of an input object missing or unknown: name that field.
  const field = /^Field "([_A-Za-z][_0-9A-Za-z]*)" (of required type|is not defined)/.exec(problem);
  if (field?.[1]) path.push(field[1]);
  const messageId = messageIdOf(problem);
  return { [fieldKeyOf(path)]: messageId };
}

/** Whether `error` is graphql-js's abort after too many invalid variable values. */
export function isTooManyVariableErrors(error: unknown): boolean {
  return error instanceof GraphQLError && !error.path && error.message.startsWith(TOO_MANY);
}
