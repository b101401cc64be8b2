import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { Paginated } from "../../common/paging";
import { Device } from "../device/device.types";

@ObjectType({ description: "An organisation of the partner key's tree (the key's own or one below it)" })
export class PartnerOrganisation {
  @Field(() => ID, { description: "The organisation's id" }) id: string;
  @Field(() => ID, { nullable: true, description: "Its parent's id; null for the top of the whole tree" })
  parentId: string | null;
  @Field(() => String, { description: "Name" }) name: string;
  @Field(() => String, { description: "Organisation number" }) number: string;
  @Field(() => String, { nullable: true, description: "ERP number" }) erpNumber: string | null;
  @Field(() => String, { description: "ACTIVE or DISABLED" }) status: string;
  @Field(() => Date, { description: "Last change of the organisation's record" }) updatedAt: Date;
}

@ObjectType({ description: "A page of the key's organisations, parents before children" })
export class PartnerOrganisationPage extends Paginated(PartnerOrganisation) {}

@InputType({ description: "Filters of the partner device list" })
export class PartnerDeviceFilter {
  @Field(() => String, { nullable: true, description: "Part of the SN" }) sn?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: "Only this organisation of the key's tree (and its sub-organisations)",
  })
  orgId?: number | null;
}

@ObjectType({ description: "One glucose reading" })
export class PartnerReading {
  @Field(() => Date, { description: "Measurement time" }) ts: Date;
  @Field(() => Float, { description: "Glucose in mmol/L" }) mmol: number;
}

@ObjectType({ description: "Readings of one device in time order, a page at a time" })
export class PartnerReadingPage {
  @Field(() => [PartnerReading], { description: "The readings of this page, oldest first" })
  items: PartnerReading[];
  @Field(() => Date, {
    nullable: true,
    description: "Pass as `after` for the next page; null when the range has no more readings",
  })
  nextAfter: Date | null;
}

@ObjectType({ description: "An anomaly event of a device of the key's tree" })
export class PartnerAnomaly {
  @Field(() => String, { description: "The device's SN" }) sn: string;
  @Field(() => Date, { description: "When the anomaly happened" }) ts: Date;
  @Field(() => String, { description: "Kind, e.g. SENSOR_ABNORMAL, TEMPERATURE_ABNORMAL" }) kind: string;
  @Field(() => String, { nullable: true, description: "Detail the device gave" }) detail: string | null;
  @Field(() => Date, { description: "When the server stored it (late uploads have old ts, new receivedAt)" })
  receivedAt: Date;
}

@ObjectType({ description: "A page of anomaly events, in the order they were stored" })
export class PartnerAnomalyPage extends Paginated(PartnerAnomaly) {}

export enum PartnerEntity {
  DEVICE = "DEVICE",
  ORGANISATION = "ORGANISATION",
}
registerEnumType(PartnerEntity, {
  name: "PartnerEntity",
  description: "What a change of the partner feed is about",
  valuesConfig: {
    DEVICE: { description: "A CGM device" },
    ORGANISATION: { description: "An organisation of the key's tree" },
  },
});

@ObjectType({ description: "One change of the feed: an entity as it is now, or its deletion from your tree" })
export class PartnerChange {
  @Field(() => PartnerEntity, { description: "The kind of entity" }) entity: PartnerEntity;
  @Field(() => ID, { description: "The entity's id" }) id: string;
  @Field(() => Boolean, {
    description:
      "Deleted, or moved out of the organisation it was in (a device moved within your tree comes back as a change)",
  })
  deleted: boolean;
  @Field(() => ID, { description: "The organisation it is in (deleted: was in)" }) orgId: string;
  @Field(() => Date, { description: "When it changed" }) changedAt: Date;
  @Field(() => Device, { nullable: true, description: "The device now (entity DEVICE, not deleted)" })
  device: Device | null;
  @Field(() => PartnerOrganisation, {
    nullable: true,
    description: "The organisation now (entity ORGANISATION, not deleted)",
  })
  organisation: PartnerOrganisation | null;
}

@ObjectType({ description: "A page of the change feed" })
export class PartnerChangePage {
  @Field(() => [PartnerChange], { description: "Changes in the order they committed" })
  items: PartnerChange[];
  @Field(() => String, {
    description: "Opaque cursor: pass as `after` next time; changes after it are never skipped or repeated",
  })
  cursor: string;
  @Field(() => Boolean, { description: "More changes are ready now: ask again at once with the cursor" })
  hasMore: boolean;
}

export const MAX_READINGS_PAGE = 5000;
export const MAX_CHANGES_PAGE = 1000;
