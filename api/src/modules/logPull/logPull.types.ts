import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { Paginated, SortDirection } from "../../common/paging";

export enum LogPullStatus {
  RETRIEVING = "RETRIEVING",
  UPLOADED = "UPLOADED",
  FAILED = "FAILED",
  EXPIRED = "EXPIRED",
}
registerEnumType(LogPullStatus, {
  name: "LogPullStatus",
  description: "Retrieval status of an app log pull",
  valuesConfig: {
    RETRIEVING: { description: "Waiting for the device's app to upload its log" },
    UPLOADED: { description: "The app uploaded the log file: it can be downloaded" },
    FAILED: { description: "The app reported that it could not provide the log (see failureReason)" },
    EXPIRED: { description: "The app did not answer within the configured time (LOG_PULL_EXPIRY)" },
  },
});

@ObjectType({ description: "The log file an app uploaded for a pull" })
export class LogPullFile {
  @Field(() => ID, { description: "Stored file id: download at /files/v1/{id}" }) id: string;
  @Field(() => String, { description: "File name as the app sent it" }) name: string;
  @Field(() => Int, { description: "Size in bytes" }) size: number;
  @Field(() => String, { description: "Hex SHA-256 of the content, computed on arrival" }) sha256: string;
}

@ObjectType({ description: "A request for a device app's log (App log pulling)" })
export class LogPull {
  @Field(() => ID, { description: "Record id" }) id: string;
  @Field(() => String, { description: "The device's SN" }) sn: string;
  @Field(() => Int, { description: "Period: the last 1, 2, 3 or 7 days" }) periodDays: number;
  @Field(() => String, { description: "The command id the device app answers" }) commandId: string;
  @Field(() => LogPullStatus, { description: "Retrieval status" }) status: LogPullStatus;
  @Field(() => String, { nullable: true, description: "Why the app could not provide the log (FAILED)" })
  failureReason: string | null;
  @Field(() => String, { nullable: true, description: "Account that asked for the pull" })
  requestedBy: string | null;
  @Field(() => Date, { description: "Pull time: when the pull was asked for" }) requestedAt: Date;
  @Field(() => Date, {
    nullable: true,
    description: "Retrieval time: when the app first fetched the command",
  })
  retrievedAt: Date | null;
  @Field(() => Date, { description: "When a pull still retrieving expires" }) expiresAt: Date;
  @Field(() => LogPullFile, { nullable: true, description: "The uploaded log file (UPLOADED)" })
  file: LogPullFile | null;
  @Field(() => Date, { nullable: true, description: "Upload time" }) uploadedAt: Date | null;
  @Field(() => Date, { nullable: true, description: "When the pull ended (uploaded, failed or expired)" })
  finishedAt: Date | null;
}

@ObjectType({ description: "One page of log pulls" })
export class LogPullPage extends Paginated(LogPull) {}

@ObjectType({ description: "What happened to the pull asked for one SN" })
export class LogPullOutcome {
  @Field(() => String, { description: "The SN as given (trimmed)" }) sn: string;
  @Field(() => LogPull, { nullable: true, description: "The pull made, when one was" }) pull: LogPull | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why no pull was made, as a message id: device.snRequired, validation.sn.length, device.notFound, " +
      "logPull.noLogs, logPull.pending",
  })
  messageId: string | null;
}

export enum LogPullSortField {
  SN = "SN",
  PERIOD = "PERIOD",
  STATUS = "STATUS",
  REQUESTED_AT = "REQUESTED_AT",
  UPLOADED_AT = "UPLOADED_AT",
}
registerEnumType(LogPullSortField, {
  name: "LogPullSortField",
  description: "What a log pull list is sorted by",
  valuesConfig: {
    SN: { description: "The SN" },
    PERIOD: { description: "The period in days" },
    STATUS: { description: "The retrieval status" },
    REQUESTED_AT: { description: "Pull time" },
    UPLOADED_AT: { description: "Upload time" },
  },
});

@InputType({ description: "Sort order of a log pull list" })
export class LogPullSort {
  @Field(() => LogPullSortField, { description: "Column to sort by" }) field: LogPullSortField;
  @Field(() => SortDirection, { defaultValue: SortDirection.DESC, description: "Ascending or descending" })
  direction: SortDirection;
}

@InputType({ description: "Filters of the log pull list (only devices in your data scope)" })
export class LogPullFilter {
  @Field(() => String, { nullable: true, description: "Part of the SN" }) sn?: string | null;
  @Field(() => LogPullStatus, { nullable: true, description: "Retrieval status" })
  status?: LogPullStatus | null;
  @Field(() => Date, { nullable: true, description: "Pulled at or after" }) from?: Date | null;
  @Field(() => Date, { nullable: true, description: "Pulled before" }) to?: Date | null;
}
