import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";

/**
 * Builds arguments for every root field from the argument types: valid values everywhere (so that the
 * one bad value is the only reason to refuse), with one bad value at one place.
 */

/** Ids and names of real rows, so that a valid baseline reaches past "not found". */
export interface Fixture {
  orgId: number;
  /** The parent of orgId: a valid new parent for it. */
  parentOrgId: number;
  accountId: number;
  roleId: number;
  menuId: number;
  sn: string;
}

/** One leaf of an argument: its path from the argument (`input.name`, `sn`) and its scalar type. */
export interface Leaf {
  path: (string | number)[];
  scalar: string;
}

export const BAD = {
  nul: "bad\u0000value",
  huge: "x".repeat(100_000),
  int31: 2 ** 31,
  int53: 2 ** 53,
  year0: "0000-01-01T00:00:00Z",
  year10000: "9999-12-31T23:00:00-05:00",
} as const;

/** The bad values that apply to a scalar type. */
export function badValuesFor(scalar: string): { kind: keyof typeof BAD; value: unknown }[] {
  const of = (...kinds: (keyof typeof BAD)[]) => kinds.map((kind) => ({ kind, value: BAD[kind] }));
  switch (scalar) {
    case "String":
      return of("nul", "huge");
    case "ID":
      return [
        ...of("nul", "huge"),
        { kind: "int31", value: String(BAD.int31) },
        { kind: "int53", value: String(BAD.int53) },
      ];
    case "Int":
    case "Float":
      return of("int31", "int53");
    case "DateTimeISO":
      return of("year0", "year10000");
    default:
      return [];
  }
}

/** A valid value for a named input field or argument, by its name (and its parent type's name). */
function knownValue(owner: string, name: string, f: Fixture): unknown {
  const byName: Record<string, unknown> = {
    "DeviceInput.sn": "ZZBADINPUT01",
    sn: f.sn,
    "LoginInput.account": "admin",
    password: "admin123",
    currentPassword: "admin123",
    newPassword: "admin12345",
    confirmPassword: "admin12345",
    phone: "13800138000",
    contactPhone: "13800138000",
    emails: "ops@example.com",
    callbackUrl: "https://erp.example.com/callback",
    account: "bad-input-probe",
    number: "ORG-BADINPUT",
    erpNumber: "ERP-1",
    goodsCode: "G-1",
    timeZone: "UTC",
    csv: "SN,goodsCode,organisation\nZZBADINPUT02,G-1,ORG-0101\n",
    orgId: f.orgId,
    parentId: f.parentOrgId,
    customOrgIds: f.orgId,
    roleId: f.roleId,
    menuIds: f.menuId,
    level: 50,
    canUseDay: 15,
    from: "2026-11-01T00:00:00Z",
    to: "2026-11-02T00:00:00Z",
  };
  return byName[`${owner}.${name}`] ?? byName[name];
}

function validScalar(owner: string, name: string, scalar: string, f: Fixture): unknown {
  const known = knownValue(owner, name, f);
  if (known !== undefined) return scalar === "ID" ? String(known) : known;
  switch (scalar) {
    case "String":
      return "Probe";
    case "ID":
      return String(idFor(owner, f));
    case "Int":
      return 1;
    case "Float":
      return 1;
    case "Boolean":
      return owner === "Mutation.importDevices";
    case "DateTimeISO":
      return "2026-11-01T00:00:00Z";
    default:
      return {};
  }
}

/** The id of a row the root field `owner` (Query.x / Mutation.x / Subscription.x) acts on. */
function idFor(owner: string, f: Fixture): number {
  if (/rganisation|Erp/.test(owner)) return f.orgId;
  if (/Role/i.test(owner)) return f.roleId;
  if (/Account/.test(owner)) return f.accountId;
  return 1;
}

/** A valid value of `type`; nullable parts are left out unless `target` runs through them. */
function build(
  type: GraphQLInputType,
  owner: string,
  name: string,
  f: Fixture,
  target: Leaf["path"] | null,
  bad: unknown,
): unknown {
  if (target && target.length === 0) return bad;
  if (isNonNullType(type)) return build(type.ofType, owner, name, f, target, bad);
  if (isListType(type)) {
    if (target) return [build(type.ofType, owner, name, f, target.slice(1), bad)];
    return [build(type.ofType, owner, name, f, null, bad)];
  }
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      const through = target?.[0] === field.name;
      const wanted = isNonNullType(field.type) || knownValue(type.name, field.name, f) !== undefined;
      if (!through && !wanted) continue;
      if (!through && field.defaultValue !== undefined) continue;
      out[field.name] = build(field.type, type.name, field.name, f, through ? target!.slice(1) : null, bad);
    }
    return out;
  }
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isScalarType(type)) return validScalar(owner, name, type.name, f);
  return null;
}

/** Every scalar leaf under an argument type (lists as index 0). */
export function leavesOf(type: GraphQLInputType, path: Leaf["path"] = [], seen = new Set<string>()): Leaf[] {
  if (isNonNullType(type)) return leavesOf(type.ofType, path, seen);
  if (isListType(type)) return leavesOf(type.ofType, [...path, 0], seen);
  if (isInputObjectType(type)) {
    if (seen.has(type.name)) return [];
    const inner = new Set(seen).add(type.name);
    return Object.values(type.getFields()).flatMap((fl) => leavesOf(fl.type, [...path, fl.name], inner));
  }
  if (isScalarType(type)) return [{ path, scalar: type.name }];
  return [];
}

/** Variables for `field` with `bad` at `arg`'s `leaf`, valid values elsewhere. */
export function variablesFor(
  root: string,
  field: GraphQLField<unknown, unknown>,
  target: { arg: GraphQLArgument; leaf: Leaf; bad: unknown },
  f: Fixture,
): Record<string, unknown> {
  const owner = `${root}.${field.name}`;
  const vars: Record<string, unknown> = {};
  for (const arg of field.args) {
    const hit = arg === target.arg;
    if (!hit && !isNonNullType(arg.type)) continue;
    vars[arg.name] = build(arg.type, owner, arg.name, f, hit ? target.leaf.path : null, target.bad);
  }
  return vars;
}

/** `query($a: T!) { field(a: $a) { __typename } }` for a root field. */
export function documentFor(
  root: "query" | "mutation" | "subscription",
  field: GraphQLField<unknown, unknown>,
) {
  const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(", ");
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(", ");
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? "" : " { __typename }";
  return `${root}${defs ? `(${defs})` : ""} { ${field.name}${args ? `(${args})` : ""}${selection} }`;
}
