import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { Paginated, SortDirection } from "../../common/paging";
import { NamedRef } from "../auth/auth.types";

export enum DeviceSortField {
  SN = "SN",
  INVENTORY_AT = "INVENTORY_AT",
  MONITORING_START_AT = "MONITORING_START_AT",
  LAST_MONITORING_AT = "LAST_MONITORING_AT",
  LAST_GLUCOSE = "LAST_GLUCOSE",
}
registerEnumType(DeviceSortField, { name: "DeviceSortField" });

@ObjectType({ description: "A CGM device (spec section 3); glucose in mmol/L" })
export class Device {
  @Field(() => ID) id: string;
  @Field(() => String) sn: string;
  @Field(() => String, { description: "Product code" }) goodsCode: string;
  @Field(() => Boolean, { description: "Post-sale flag" }) isSales: boolean;
  @Field(() => Int, { description: "Days available" }) canUseDay: number;
  @Field(() => Date) inventoryAt: Date;
  @Field(() => NamedRef) organisation: NamedRef;
  @Field(() => Date, { nullable: true }) monitoringStartAt: Date | null;
  @Field(() => Date, { nullable: true }) lastMonitoringAt: Date | null;
  @Field(() => Int) wornDays: number;
  @Field(() => Date, { nullable: true, description: "Data synced up to" }) syncedTo: Date | null;
  @Field(() => Float, { nullable: true, description: "Latest glucose, mmol/L" }) lastGlucose: number | null;
  @Field(() => String, { nullable: true }) bluetoothState: string | null;
  @Field(() => String, { nullable: true }) appVersion: string | null;
  @Field(() => String, { nullable: true }) appSoftwareVersion: string | null;
  @Field(() => String, { nullable: true }) phonePlatform: string | null;
  @Field(() => String, { nullable: true }) phoneModel: string | null;
  @Field(() => String, { nullable: true }) phoneSystemVersion: string | null;
  @Field(() => Date, { nullable: true }) firstUseAt: Date | null;
  @Field(() => Date, { nullable: true }) lastUseAt: Date | null;
  @Field(() => Date, {
    nullable: true,
    description: "When a phone app paired this device (its token alone writes it); null when not paired",
  })
  pairedAt: Date | null;
}

@ObjectType()
export class DevicePage extends Paginated(Device) {}

@InputType()
export class DeviceFilter {
  @Field(() => String, { nullable: true, description: "SN substring" }) sn?: string | null;
  @Field(() => Int, { nullable: true }) orgId?: number | null;
  @Field(() => Boolean, { nullable: true, defaultValue: true }) includeSubOrganisations?: boolean | null;
  @Field(() => Date, { nullable: true }) inventoryFrom?: Date | null;
  @Field(() => Date, { nullable: true }) inventoryTo?: Date | null;
  @Field(() => Date, { nullable: true }) monitoringFrom?: Date | null;
  @Field(() => Date, { nullable: true }) monitoringTo?: Date | null;
  @Field(() => String, { nullable: true, description: "CONNECTED or DISCONNECTED" }) bluetoothState?:
    string | null;
  @Field(() => Boolean, { nullable: true }) isSales?: boolean | null;
}

@InputType()
export class DeviceSort {
  @Field(() => DeviceSortField) field: DeviceSortField;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC }) direction: SortDirection;
}

@ObjectType({
  description:
    "A glucose curve as parallel lists, point i being (ts[i], mmol[i], min[i], max[i]): one reading per " +
    "point, or one bucket's mean, minimum and maximum when the range holds more readings than a chart shows",
})
export class GlucoseCurve {
  @Field(() => Int, { description: "Seconds per point; 0 when every reading is shown" })
  bucketSeconds: number;
  @Field(() => Int, { description: "Readings in the range" }) readings: number;
  @Field(() => [Float], {
    description: "Time of each point (its bucket's start) in epoch milliseconds, ascending",
  })
  ts: number[];
  @Field(() => [Float], { description: "Glucose of each point in mmol/L (a bucket's mean)" })
  mmol: number[];
  @Field(() => [Float], { description: "Lowest reading of each point's bucket" }) min: number[];
  @Field(() => [Float], { description: "Highest reading of each point's bucket" }) max: number[];
}

@ObjectType()
export class DeviceEvent {
  @Field(() => Date) ts: Date;
  @Field(() => String) kind: string;
  @Field(() => String, { nullable: true }) detail: string | null;
}

@ObjectType({ description: "A page of a device's events, newest first" })
export class DeviceEventPage extends Paginated(DeviceEvent) {}

@ObjectType()
export class BluetoothEvent {
  @Field(() => Date) ts: Date;
  @Field(() => Boolean) connected: boolean;
}

@ObjectType({ description: "The six permission switches of the phone app (authorized or not)" })
export class PermissionStatus {
  @Field(() => Date) ts: Date;
  @Field(() => Boolean) bluetoothSwitch: boolean;
  @Field(() => Boolean) locationSwitch: boolean;
  @Field(() => Boolean) locationPermission: boolean;
  @Field(() => Boolean) bluetoothPermission: boolean;
  @Field(() => Boolean) batteryOptimization: boolean;
  @Field(() => Boolean) powerSaving: boolean;
}

@ObjectType({ description: "Clinical summary of a range (domain/src/cgm/metrics.ts)" })
export class GlucoseSummary {
  @Field(() => Int) count: number;
  @Field(() => Int) expected: number;
  @Field(() => Float, { nullable: true }) wearPercent: number | null;
  @Field(() => Float, { nullable: true }) meanMmol: number | null;
  @Field(() => Float, { nullable: true }) cvPercent: number | null;
  @Field(() => Float, { nullable: true }) gmiPercent: number | null;
  @Field(() => Float, { nullable: true }) veryLow: number | null;
  @Field(() => Float, { nullable: true }) low: number | null;
  @Field(() => Float, { nullable: true }) inRange: number | null;
  @Field(() => Float, { nullable: true }) high: number | null;
  @Field(() => Float, { nullable: true }) veryHigh: number | null;
  @Field(() => Float, { nullable: true }) gri: number | null;
  @Field(() => String, { nullable: true }) griZone: string | null;
}

@ObjectType()
export class AgpBin {
  @Field(() => Int) minuteOfDay: number;
  @Field(() => Float) p5: number;
  @Field(() => Float) p25: number;
  @Field(() => Float) p50: number;
  @Field(() => Float) p75: number;
  @Field(() => Float) p95: number;
}

@ObjectType()
export class GlucoseStats {
  @Field(() => GlucoseSummary) summary: GlucoseSummary;
  @Field(() => [AgpBin], { description: "Percentiles by 30-minute time of day, in the system time zone" })
  agp: AgpBin[];
}
