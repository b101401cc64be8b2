import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { array, number, object, string } from "yup";
import { MSG } from "@cgm/domain";
import { Paginated } from "../../common/paging";

export enum RolloutState {
  DRAFT = "DRAFT",
  RUNNING = "RUNNING",
  PAUSED = "PAUSED",
  HALTED = "HALTED",
  COMPLETED = "COMPLETED",
}
registerEnumType(RolloutState, {
  name: "RolloutState",
  description: "Where a staged rollout stands",
  valuesConfig: {
    DRAFT: { description: "Prepared, offered to no device yet" },
    RUNNING: { description: "Offered to the devices of its target" },
    PAUSED: { description: "Offered to no device for now; resume to go on" },
    HALTED: { description: "Stopped for good (by hand or by a threshold): never offered again" },
    COMPLETED: { description: "Widened to every device: offered like a package without rollout" },
  },
});

export enum RolloutHaltReason {
  MANUAL = "MANUAL",
  FAILURE_RATE = "FAILURE_RATE",
  ANOMALY_RATE = "ANOMALY_RATE",
}
registerEnumType(RolloutHaltReason, {
  name: "RolloutHaltReason",
  description: "Why a rollout was halted",
  valuesConfig: {
    MANUAL: { description: "Halted by hand" },
    FAILURE_RATE: { description: "The failure rate among devices that tried it passed its threshold" },
    ANOMALY_RATE: {
      description:
        "Anomaly events in the 24 hours after installing passed the not-upgraded devices' rate by more than the threshold",
    },
  },
});

@ObjectType({ description: "How a package is doing among the devices (in the caller's data scope)" })
export class RolloutFigures {
  @Field(() => Int, { description: "Devices that reported downloading it" }) downloaded: number;
  @Field(() => Int, { description: "Devices that reported installing it" }) installed: number;
  @Field(() => Int, { description: "Devices that reported a failed installation" }) failed: number;
  @Field(() => Int, { description: "Devices that tried to install it (installed or failed)" })
  attempted: number;
  @Field(() => Float, { nullable: true, description: "failed / attempted (0 to 1); null before any attempt" })
  failureRate: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "Anomaly events per upgraded device in the 24 hours after it installed; null before any install",
  })
  anomalyRateUpgraded: number | null;
  @Field(() => Int, { description: "Devices of the package's product that have not installed it" })
  notUpgraded: number;
  @Field(() => Float, {
    nullable: true,
    description:
      "Anomaly events per not-upgraded device per day over the same period; null before any install",
  })
  anomalyRateNotUpgraded: number | null;
}

@ObjectType({ description: "An organisation a rollout targets" })
export class RolloutOrganisation {
  @Field(() => ID, { description: "Organisation id" }) id: string;
  @Field(() => String, { description: "Organisation name" }) name: string;
}

@ObjectType({ description: "A staged rollout of a software package or firmware image" })
export class Rollout {
  @Field(() => ID, { description: "Rollout id" }) id: string;
  @Field(() => ID, { description: "The package it rolls out" }) packageId: string;
  @Field(() => RolloutState, { description: "Where it stands" }) state: RolloutState;
  @Field(() => Int, { description: "Share of devices reached (1 to 100, by a hash of the SN)" })
  percent: number;
  @Field(() => [RolloutOrganisation], {
    description: "Organisations targeted (of those in the caller's data scope); empty: every organisation",
  })
  organisations: RolloutOrganisation[];
  @Field(() => Boolean, {
    description: "Whether it targets organisations outside the caller's data scope (not listed above)",
  })
  hasHiddenOrganisations: boolean;
  @Field(() => Float, { nullable: true, description: "Halt when failed / attempted exceeds this (0 to 1)" })
  maxFailureRate: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "Halt when upgraded devices' anomaly rate exceeds the not-upgraded devices' by more than this (events per device per day)",
  })
  maxAnomalyIncrease: number | null;
  @Field(() => Int, { description: "Devices needed before a threshold is checked" }) minSample: number;
  @Field(() => Date, { nullable: true, description: "When it was started" }) startedAt: Date | null;
  @Field(() => Date, { nullable: true, description: "When it was halted" }) haltedAt: Date | null;
  @Field(() => RolloutHaltReason, { nullable: true, description: "Why it was halted" })
  haltReason: RolloutHaltReason | null;
  @Field(() => String, { nullable: true, description: "The note given with a manual halt" })
  haltNote: string | null;
  @Field(() => RolloutFigures, {
    nullable: true,
    description: "The figures (all devices) that made it halt by itself; null otherwise",
  })
  haltFigures: RolloutFigures | null;
  @Field(() => Date, { description: "When it was created" }) createdAt: Date;
  @Field(() => Date, { description: "When it last changed" }) updatedAt: Date;
}

@ObjectType({ description: "A device that reported on a package, with its latest outcome" })
export class PackageDevice {
  @Field(() => ID, { description: "Device id" }) id: string;
  @Field(() => String, { description: "Serial number" }) sn: string;
  @Field(() => String, { nullable: true, description: "Organisation name" }) organisation: string | null;
  @Field(() => String, { description: "Latest outcome: DOWNLOADED, INSTALLED or FAILED" }) outcome: string;
  @Field(() => String, { nullable: true, description: "The reason the app gave (failures)" })
  reason: string | null;
  @Field(() => Date, { description: "When that outcome was reported" }) at: Date;
}

@ObjectType({ description: "One page of the devices that reported on a package" })
export class PackageDevicePage extends Paginated(PackageDevice) {}

const rate = (max: number) =>
  number().nullable().typeError(MSG.invalid).min(0, MSG.range).max(max, MSG.range);

@InputType({ description: "A new rollout's target and thresholds" })
export class RolloutInput {
  static schema = object({
    percent: number()
      .typeError(MSG.invalid)
      .required(MSG.required)
      .integer(MSG.integer)
      .min(1, MSG.range)
      .max(100, MSG.range),
    organisationIds: array(
      string()
        .required()
        .matches(/^[1-9][0-9]{0,9}$/, MSG.invalid),
    )
      .max(500, MSG.range)
      .nullable(),
    maxFailureRate: rate(1),
    maxAnomalyIncrease: rate(1000),
    minSample: number()
      .typeError(MSG.invalid)
      .required(MSG.required)
      .integer(MSG.integer)
      .min(1, MSG.range)
      .max(100000, MSG.range),
  });
  @Field(() => Int, { description: "Share of devices to reach first, 1 to 100" }) percent: number;
  @Field(() => [ID], {
    nullable: true,
    description:
      "Organisations to reach (in the caller's data scope); none: every organisation (needs the 'all data' scope)",
  })
  organisationIds?: string[] | null;
  @Field(() => Float, { nullable: true, description: "Failure-rate threshold, 0 to 1; null: not checked" })
  maxFailureRate?: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Anomaly-rate increase threshold (events per device per day); null: not checked",
  })
  maxAnomalyIncrease?: number | null;
  @Field(() => Int, { description: "Devices needed before a threshold is checked, 1 to 100000" })
  minSample: number;
}

@InputType({ description: "A wider target: a higher share and/or more organisations (every one kept)" })
export class RolloutWidenInput {
  static schema = object({
    percent: number()
      .typeError(MSG.invalid)
      .required(MSG.required)
      .integer(MSG.integer)
      .min(1, MSG.range)
      .max(100, MSG.range),
    addOrganisationIds: array(
      string()
        .required()
        .matches(/^[1-9][0-9]{0,9}$/, MSG.invalid),
    )
      .max(500, MSG.range)
      .nullable(),
  });
  @Field(() => Int, { description: "The new share, at least the current one" }) percent: number;
  @Field(() => [ID], {
    nullable: true,
    description: "Organisations (in the caller's data scope) to add to the named ones",
  })
  addOrganisationIds?: string[] | null;
  @Field(() => Boolean, {
    nullable: true,
    description: "Reach every organisation from now on (needs the 'all data' scope)",
  })
  allOrganisations?: boolean | null;
}
