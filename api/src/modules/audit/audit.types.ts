import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { GraphQLJSON } from "graphql-scalars";
import { Paginated } from "../../common/paging";

@ObjectType({ description: "One audit row: who did what to which record, with secrets redacted" })
export class AuditEntry {
  @Field(() => ID) id: string;
  @Field(() => Date) at: Date;
  @Field(() => Int, { nullable: true }) actorId: number | null;
  @Field(() => String, { nullable: true, description: "Account name of the actor" }) actor: string | null;
  @Field(() => String) action: string;
  @Field(() => String) entity: string;
  @Field(() => String, { nullable: true }) entityId: string | null;
  @Field(() => GraphQLJSON, { nullable: true }) before: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) after: unknown;
  @Field(() => String, { nullable: true }) ip: string | null;
}

@ObjectType()
export class AuditPage extends Paginated(AuditEntry) {}

@InputType()
export class AuditFilter {
  @Field(() => String, { nullable: true, description: "Substring of the actor's account name" }) actor?:
    string | null;
  @Field(() => String, { nullable: true }) entity?: string | null;
  @Field(() => String, { nullable: true, description: "Action prefix, e.g. login or organisation." })
  action?: string | null;
  @Field(() => Date, { nullable: true }) from?: Date | null;
  @Field(() => Date, { nullable: true }) to?: Date | null;
}
