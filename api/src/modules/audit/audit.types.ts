import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { GraphQLJSON } from "graphql-scalars";
import { Paginated } from "../../common/paging";

@ObjectType({ description: "One field an entry changed, with its value before and after, as text" })
export class AuditChange {
  @Field(() => String, {
    description:
      "The field's name; a nested field as a dotted path (labels.en). A field pointing at other records reads under the name of what it points at, with their names as values (roleId as role, orgId as organisation, parentId as parent; a role's menus as authorization and an organisation's menuIds as functions, both as menu codes); a list's change reads as list.added and list.removed",
  })
  field: string;
  @Field(() => String, { nullable: true, description: "The value before the change; null when it had none" })
  before: string | null;
  @Field(() => String, { nullable: true, description: "The value after the change; null when it has none" })
  after: string | null;
}

@ObjectType({ description: "One audit row: who did what to which record, with secrets redacted" })
export class AuditEntry {
  @Field(() => ID, { description: "The entry's id" }) id: string;
  @Field(() => Date, { description: "When it happened" }) at: Date;
  @Field(() => Int, { nullable: true, description: "The actor's account id; null for unknown sign-in names" })
  actorId: number | null;
  @Field(() => String, { nullable: true, description: "Account name of the actor" }) actor: string | null;
  @Field(() => String, { description: "The action code as written, e.g. organisation.status or login" })
  action: string;
  @Field(() => String, { description: "The object's kind: account, organisation, role, device, file, ..." })
  entity: string;
  @Field(() => String, { nullable: true, description: "The object's id, when it has one" })
  entityId: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The object's name when the entry was written (account name, organisation name, SN, file name); for older entries its current name; null when neither is known",
  })
  entityName: string | null;
  @Field(() => String, {
    description:
      "What was done, without the object's kind: create, update, delete, disable, enable, login, logout, export, download, ...; a status change reads disable or enable from its new value",
  })
  verb: string;
  @Field(() => [AuditChange], {
    description: "The fields that changed, old and new; empty for sign-ins, exports and downloads",
  })
  changes: AuditChange[];
  @Field(() => Int, {
    nullable: true,
    description: "For exports, template downloads and imports: how many rows",
  })
  rows: number | null;
  @Field(() => GraphQLJSON, {
    nullable: true,
    description:
      "For exports: the list filter used, only the fields that were set; an organisation as its name",
  })
  filter: unknown;
  @Field(() => GraphQLJSON, { nullable: true, description: "The object before, secrets redacted" })
  before: unknown;
  @Field(() => GraphQLJSON, { nullable: true, description: "The object after, secrets redacted" })
  after: unknown;
  @Field(() => String, { nullable: true, description: "The client address the request came from" })
  ip: string | null;
}

@ObjectType({ description: "One page of the operation log, newest first, and the total" })
export class AuditPage extends Paginated(AuditEntry) {}

@InputType({ description: "Filters of the operation log; all optional, combined with and" })
export class AuditFilter {
  @Field(() => String, { nullable: true, description: "Substring of the actor's account name" }) actor?:
    string | null;
  @Field(() => String, { nullable: true, description: "The object's kind, exactly" })
  entity?: string | null;
  @Field(() => String, { nullable: true, description: "Action prefix, e.g. login or organisation." })
  action?: string | null;
  @Field(() => Date, { nullable: true, description: "From this instant on" }) from?: Date | null;
  @Field(() => Date, { nullable: true, description: "Up to this instant" }) to?: Date | null;
}
