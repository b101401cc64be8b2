import { Field, ID, InputType, ObjectType, registerEnumType } from "type-graphql";
import { object, string } from "yup";
import { ENTITY_STATUSES, LIMITS, MSG, clientSchema } from "@cgm/domain";
import { Paginated, SortDirection } from "../../common/paging";
import { RecordRef } from "../country/country.types";
import { CenterCountry } from "../center/center.types";

export enum ClientStatus {
  ACTIVE = "ACTIVE",
  DISABLED = "DISABLED",
}
registerEnumType(ClientStatus, {
  name: "ClientStatus",
  description: "Whether a client's apps may pair devices",
  valuesConfig: {
    ACTIVE: { description: "Enabled: its apps pair devices with its client ID and secret" },
    DISABLED: { description: "Disabled: its credentials are refused" },
  },
});
if (Object.values(ClientStatus).join() !== ENTITY_STATUSES.join()) {
  throw new Error("ClientStatus must list the domain's ENTITY_STATUSES");
}

@ObjectType({ description: "A device app allowed to pair devices (Client management)" })
export class Client {
  @Field(() => ID, { description: "Record id" }) id: string;
  @Field(() => String, { description: "Client name" }) clientName: string;
  @Field(() => String, { description: "Client ID the apps authenticate with; made by the server, unique" })
  clientId: string;
  @Field(() => String, {
    description: "Client type: an item code of the terminalType dictionary (such as ANDROID or IOS)",
  })
  clientType: string;
  @Field(() => RecordRef, {
    nullable: true,
    description: "The center; null only for a client made before Client management",
  })
  center: RecordRef | null;
  @Field(() => [CenterCountry], { description: "Support countries, by country code" })
  countries: CenterCountry[];
  @Field(() => String, { nullable: true, description: "Remark" }) remark: string | null;
  @Field(() => ClientStatus, { description: "Enabled or disabled" }) status: ClientStatus;
  @Field(() => Date, { description: "When the client was created" }) createdAt: Date;
  @Field(() => Date, { description: "When the client was last changed (update time)" }) updatedAt: Date;
}

@ObjectType({ description: "A client with its secret, shown this once and never again" })
export class ClientCredentials {
  @Field(() => Client, { description: "The client" }) client: Client;
  @Field(() => String, {
    description: "The client secret: the apps send clientId:secret as HTTP Basic; only its hash is kept",
  })
  secret: string;
}

@ObjectType({ description: "One page of clients" })
export class ClientPage extends Paginated(Client) {}

export enum ClientSortField {
  CLIENT_NAME = "CLIENT_NAME",
  CLIENT_ID = "CLIENT_ID",
  CLIENT_TYPE = "CLIENT_TYPE",
  STATUS = "STATUS",
  CREATED_AT = "CREATED_AT",
  UPDATED_AT = "UPDATED_AT",
}
registerEnumType(ClientSortField, {
  name: "ClientSortField",
  description: "What a client list is sorted by",
  valuesConfig: {
    CLIENT_NAME: { description: "The client name (ignoring case)" },
    CLIENT_ID: { description: "The client ID (ignoring case)" },
    CLIENT_TYPE: { description: "The client type (ignoring case)" },
    STATUS: { description: "Enabled before disabled (ascending)" },
    CREATED_AT: { description: "When the client was created" },
    UPDATED_AT: { description: "When the client was last changed" },
  },
});

@InputType({ description: "Sort order of a client list" })
export class ClientSort {
  @Field(() => ClientSortField, { description: "Column to sort by" }) field: ClientSortField;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: "Ascending or descending" })
  direction: SortDirection;
}

@InputType({ description: "Filters of the client list (only clients of centers in your data scope)" })
export class ClientFilter {
  static schema = object({
    clientName: string().nullable().max(100, MSG.tooLong),
    clientId: string().nullable().max(100, MSG.tooLong),
    clientType: string().nullable().max(100, MSG.tooLong),
  });
  @Field(() => String, { nullable: true, description: "Part of the client name" })
  clientName?: string | null;
  @Field(() => String, { nullable: true, description: "Part of the client ID" }) clientId?: string | null;
  @Field(() => String, { nullable: true, description: "The client type (a code; ignoring case)" })
  clientType?: string | null;
  @Field(() => ID, { nullable: true, description: "Only the clients of this center" })
  centerId?: string | null;
  @Field(() => ClientStatus, { nullable: true, description: "Only enabled or only disabled clients" })
  status?: ClientStatus | null;
}

@InputType({ description: "A client as the form saves it; validated by the domain's clientSchema" })
export class ClientInput {
  static schema = clientSchema;
  @Field(() => String, { description: `Required, at most ${LIMITS.clientNameMax} characters` })
  clientName: string;
  @Field(() => String, {
    description: "Required: an item code of the terminalType dictionary (dictionaryOptions)",
  })
  clientType: string;
  // Nullable so that a missing choice is a field error ("validation.required").
  @Field(() => ID, { nullable: true, description: "Required: a center in your data scope" })
  centerId: string | null;
  @Field(() => [ID], { description: "Required: the support countries (at least one)" })
  countryIds: string[];
  @Field(() => String, {
    nullable: true,
    description: `At most ${LIMITS.clientRemarkMax} characters`,
  })
  remark?: string | null;
}
