import { runChild } from "./child";
import type { Summary } from "./stats";

export interface LiveOptions {
  /** Devices watched; each by `perDevice` subscribers, each subscriber on its own socket. */
  sns: string[];
  perDevice: number;
  rounds: number;
  /** Rounds sent before the measured ones (more if some subscriber has not had an event yet). */
  warmUps: number;
  spacingMs: number;
  /** Sockets opened at once while connecting. */
  wave: number;
  /** Processes the subscribers are spread over. */
  processes: number;
}

export interface LiveJob {
  /**
   * The API processes: subscriber i connects to bases[i % n], and each round posts device j's reading to
   * bases[(j + round) % n], so that with two processes half of what every subscriber gets crossed the bus.
   */
  bases: string[];
  /** Session cookie of a signed-in viewer. */
  cookie: string;
  /** The processes' METRICS_TOKEN, to read their CPU time around the measured rounds (api-cpu-metrics.ts). */
  metricsToken?: string;
  /** Device token of each SN (pairing), sent as `Authorization: Bearer <token>` with its uploads. */
  tokens: Record<string, string>;
  opts: LiveOptions;
}

export interface LiveFigures {
  subscribers: number;
  sockets: number;
  /** From the first socket opened until every subscriber has had an event (warm-up rounds included). */
  setupMs: number;
  latency: Summary;
  received: number;
  expected: number;
  errors: number;
  /**
   * CPU time of the API processes from the first measured round until every event arrived, per event
   * delivered (µs; everything they did meanwhile included); absent without a metrics token.
   */
  serverCpuUsPerEvent?: number;
  /**
   * CPU time of the subscriber processes over the measured rounds, per event (µs): the harness's share
   * of the machine's cores, which the server does not have while they share one machine.
   */
  subscribersCpuUsPerEvent: number;
}

/**
 * Ingest-to-subscriber latency: `perDevice` graphql-ws subscribers of glucoseReadings(sn) per device,
 * then `rounds` rounds of one single-reading batch per device; for every subscriber, the time from just
 * before the POST to the event carrying that reading. The uploads run in a child process (live-client.ts),
 * the subscribers in `processes` more (live-subscribers.ts).
 */
export function benchLive(job: LiveJob): Promise<LiveFigures> {
  return runChild<LiveJob, LiveFigures>(new URL("./live-client.ts", import.meta.url), job, "live clients");
}
