import { Field, InputType, Int, ObjectType } from "type-graphql";
import { timeZoneSchema } from "@cgm/domain";

@ObjectType({ description: "An IANA time zone with its offset from UTC now" })
export class TimeZone {
  @Field(() => String, { description: "IANA name, such as Asia/Shanghai" }) name: string;
  @Field(() => Int, { description: "Offset from UTC now, in minutes (east positive)" }) offsetMinutes: number;
  @Field(() => String, { description: "The offset as text, such as UTC+08:00" }) offset: string;
}

@InputType({ description: "The system time zone to save; validated by the domain's timeZoneSchema" })
export class SystemTimeZoneInput {
  static schema = timeZoneSchema;
  @Field(() => String, { description: "An IANA time-zone name, such as Europe/Paris" }) timeZone: string;
}
