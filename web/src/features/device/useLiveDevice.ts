import { useState } from "react";
import { useSubscription } from "@apollo/client/react";
import { LiveGlucoseReadingsDocument } from "../../gql/documents/LiveGlucoseReadingsDocument";
import { LiveDeviceAnomaliesDocument } from "../../gql/documents/LiveDeviceAnomaliesDocument";
import { appendReadings, prependEvent, type LiveEvent, type LiveReading } from "./liveMerge";

export interface LiveDevice {
  /** Readings received since the page opened, in time order (at most MAX_CHART_POINTS). */
  readings: LiveReading[];
  /** Abnormal events of this device received since the page opened, newest first. */
  anomalies: LiveEvent[];
  /** The newest reading received, if any. */
  last: LiveReading | null;
  /** True while both subscriptions are open and have not failed. */
  active: boolean;
}

/**
 * Subscribes to the device's new glucose readings and to new abnormal events (the server sends those of
 * every device in the caller's scope; only this SN's are kept). Apollo unsubscribes on unmount and
 * resubscribes when the SN changes; `enabled` false (device not loaded or not found) subscribes to
 * nothing.
 */
export function useLiveDevice(sn: string, enabled: boolean): LiveDevice {
  const [readings, setReadings] = useState<LiveReading[]>([]);
  const [anomalies, setAnomalies] = useState<LiveEvent[]>([]);
  const [ended, setEnded] = useState({ readings: false, anomalies: false });
  // Received data belongs to one SN: start over when it changes (adjusting state during render).
  const [forSn, setForSn] = useState(sn);
  if (forSn !== sn) {
    setForSn(sn);
    setReadings([]);
    setAnomalies([]);
    setEnded({ readings: false, anomalies: false });
  }

  const glucose = useSubscription(LiveGlucoseReadingsDocument, {
    variables: { sn },
    skip: !enabled,
    fetchPolicy: "no-cache",
    onData: ({ data }) => {
      const got = data.data?.glucoseReadings;
      if (got && got.sn === sn && got.readings.length)
        setReadings((prev) => appendReadings(prev, got.readings));
    },
    onComplete: () => setEnded((e) => ({ ...e, readings: true })),
  });
  const events = useSubscription(LiveDeviceAnomaliesDocument, {
    skip: !enabled,
    fetchPolicy: "no-cache",
    onData: ({ data }) => {
      const e = data.data?.deviceAnomalies;
      if (e && e.sn === sn)
        setAnomalies((prev) => prependEvent(prev, { ts: e.ts, kind: e.kind, detail: e.detail ?? null }));
    },
    onComplete: () => setEnded((e) => ({ ...e, anomalies: true })),
  });

  return {
    readings,
    anomalies,
    last: readings[readings.length - 1] ?? null,
    active: enabled && !glucose.error && !events.error && !ended.readings && !ended.anomalies,
  };
}
