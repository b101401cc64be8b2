import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { erpConnectionSchema, organisationSchema } from "@cgm/domain";
import { Paginated } from "../../common/paging";

export enum OrganisationStatus {
  ACTIVE = "ACTIVE",
  DISABLED = "DISABLED",
}
registerEnumType(OrganisationStatus, { name: "OrganisationStatus" });

@ObjectType({ description: "An organisation or sub-organisation" })
export class Organisation {
  @Field(() => ID) id: string;
  @Field(() => Int, { nullable: true }) parentId: number | null;
  @Field(() => String) name: string;
  @Field(() => String) number: string;
  @Field(() => String, { description: "Business director" }) director: string;
  @Field(() => String) contact: string;
  @Field(() => String) contactPhone: string;
  @Field(() => String, { description: "Comma-separated e-mail addresses" }) emails: string;
  @Field(() => String, { nullable: true }) label: string | null;
  @Field(() => OrganisationStatus) status: OrganisationStatus;
  @Field(() => Date) createdAt: Date;
  @Field(() => Int, { description: "Sub-organisations the caller can see" }) childCount: number;
  @Field(() => String, { nullable: true }) erpNumber: string | null;
  @Field(() => String, { nullable: true }) callbackUrl: string | null;
  @Field(() => Boolean, { description: "Whether an authorization key is set (the key is never shown again)" })
  erpKeySet: boolean;
  @Field(() => Date, { nullable: true }) erpKeyCreatedAt: Date | null;
}

@ObjectType()
export class OrganisationPage extends Paginated(Organisation) {}

@ObjectType({ description: "An organisation to pick in a form, with its place in the tree" })
export class OrganisationOption {
  @Field(() => Int) id: number;
  @Field(() => Int, { nullable: true }) parentId: number | null;
  @Field(() => String) name: string;
  @Field(() => String) number: string;
  @Field(() => OrganisationStatus) status: OrganisationStatus;
}

@InputType({
  description: "Without name, number or status: the children of parentId, or the top of the caller's tree",
})
export class OrganisationFilter {
  @Field(() => Int, { nullable: true }) parentId?: number | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) number?: string | null;
  @Field(() => OrganisationStatus, { nullable: true }) status?: OrganisationStatus | null;
}

@InputType()
export class OrganisationInput {
  static schema = organisationSchema;
  @Field(() => Int, { nullable: true }) parentId: number | null;
  @Field(() => String) name: string;
  @Field(() => String) number: string;
  @Field(() => String) director: string;
  @Field(() => String) contact: string;
  @Field(() => String) contactPhone: string;
  @Field(() => String, { defaultValue: "" }) emails: string;
  @Field(() => String, { defaultValue: "" }) label: string;
}

@InputType()
export class ErpConnectionInput {
  static schema = erpConnectionSchema;
  @Field(() => String) erpNumber: string;
  @Field(() => String, { defaultValue: "" }) emails: string;
  @Field(() => String, { defaultValue: "" }) callbackUrl: string;
}

@ObjectType({ description: "A new ERP authorization key: shown once, stored only as a hash" })
export class ErpKey {
  @Field(() => String) key: string;
  @Field(() => Organisation) organisation: Organisation;
}
