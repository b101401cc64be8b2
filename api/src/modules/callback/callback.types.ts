import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { Paginated } from "../../common/paging";

export enum CallbackStatus {
  PENDING = "PENDING",
  DELIVERED = "DELIVERED",
  FAILED = "FAILED",
}
registerEnumType(CallbackStatus, {
  name: "CallbackStatus",
  description: "Where a callback delivery stands",
  valuesConfig: {
    PENDING: {
      description: "Not delivered yet: waiting for its next attempt (or for the device's earlier event)",
    },
    DELIVERED: { description: "The receiver answered 2xx" },
    FAILED: { description: "Every attempt of the retry schedule failed; it can be resent" },
  },
});

@ObjectType({ description: "One callback sent (or to be sent) to an organisation's callback URL" })
export class CallbackDelivery {
  @Field(() => ID, { description: "Delivery id" }) id: string;
  @Field(() => String, { description: "The webhook-id header: the same on every attempt and on a resend" })
  messageId: string;
  @Field(() => String, {
    description: "anomaly.raised, device.first_used, device.moved, log.available, upgrade.outcome or test",
  })
  eventType: string;
  @Field(() => String, { nullable: true, description: "The device's SN; null for a test event" })
  sn: string | null;
  @Field(() => CallbackStatus, { description: "Where it stands" }) status: CallbackStatus;
  @Field(() => Int, { description: "Attempts made" }) attempts: number;
  @Field(() => String, { nullable: true, description: "Why the last attempt failed" }) lastError:
    string | null;
  @Field(() => Int, { nullable: true, description: "The HTTP status of the last answer" })
  lastStatus: number | null;
  @Field(() => Date, { nullable: true, description: "When the next attempt is due (pending only)" })
  nextAttemptAt: Date | null;
  @Field(() => Date, { nullable: true, description: "When the receiver accepted it" })
  deliveredAt: Date | null;
  @Field(() => Date, { description: "When the event happened (the outbox row was written)" }) createdAt: Date;
  @Field(() => ID, { nullable: true, description: "The delivery this one resends" }) resendOf: string | null;
  @Field(() => String, { description: "The JSON body sent, as signed" }) payload: string;
}

@ObjectType({ description: "One page of an organisation's callback deliveries, newest first" })
export class CallbackDeliveryPage extends Paginated(CallbackDelivery) {}

@InputType({ description: "Filters of the callback delivery log" })
export class CallbackDeliveryFilter {
  @Field(() => CallbackStatus, { nullable: true, description: "Only deliveries in this state" })
  status?: CallbackStatus | null;
}

@ObjectType({ description: "An organisation's callback signing: whether it has a secret, and since when" })
export class CallbackSigning {
  @Field(() => Boolean, { description: "Whether a signing secret exists (it is never shown again)" })
  hasSecret: boolean;
  @Field(() => Date, { nullable: true, description: "When the current secret was made" })
  createdAt: Date | null;
  @Field(() => String, { nullable: true, description: "The callback URL callbacks go to" })
  callbackUrl: string | null;
}

@ObjectType({ description: "A new signing secret, shown this once" })
export class CallbackSecret {
  @Field(() => String, { description: "whsec_ followed by the base64 key (Standard Webhooks)" })
  secret: string;
  @Field(() => Date, { description: "When it was made" }) createdAt: Date;
}
