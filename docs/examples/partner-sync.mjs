#!/usr/bin/env node
/* eslint-disable no-console -- a command-line sample for partners: printing is its output */
// A partner's sync loop against the CGM Console partner API (docs/partner-guide.md). Node 20+, no packages.
//
//   CGM_PARTNER_KEY=cgm_erp_... node docs/examples/partner-sync.mjs          # polls every 30 s
//   CGM_PARTNER_KEY=cgm_erp_... node docs/examples/partner-sync.mjs --once   # one pass, then exits
//
// CGM_URL (default http://127.0.0.1:4000) is the console; STATE_FILE (default ./partner-sync.state.json)
// keeps the cursor and the replica between runs, as your ERP would keep them in its own database.
import fs from "node:fs";

const url = `${process.env.CGM_URL ?? "http://127.0.0.1:4000"}/graphql`;
const key = process.env.CGM_PARTNER_KEY;
const stateFile = process.env.STATE_FILE ?? "partner-sync.state.json";
const once = process.argv.includes("--once");
if (!key) {
  console.error("Set CGM_PARTNER_KEY to your organisation's authorization key");
  process.exit(2);
}

/** One GraphQL request with the key; waits and retries when the key is over its rate limit. */
async function gql(query, variables) {
  for (;;) {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json();
    if (res.status === 429) {
      const seconds = Number(res.headers.get("retry-after") ?? 1);
      console.log(`rate limited; retrying in ${seconds} s`);
      await new Promise((r) => setTimeout(r, seconds * 1000));
      continue;
    }
    if (body.errors?.length) {
      const e = body.errors[0];
      throw new Error(`${e.extensions?.code ?? "ERROR"}: ${e.message}`);
    }
    return body.data;
  }
}

const CHANGES = `query Changes($after: String) {
  partnerChanges(after: $after, limit: 500) {
    cursor
    hasMore
    items {
      entity id deleted orgId
      device { id sn organisation { id name } syncedTo lastGlucose }
      organisation { id parentId name number status }
    }
  }
}`;

const READINGS = `query Readings($sn: String!, $from: DateTimeISO!, $to: DateTimeISO!, $after: DateTimeISO) {
  partnerReadings(sn: $sn, from: $from, to: $to, after: $after, limit: 5000) { nextAfter items { ts mmol } }
}`;

/** New readings of a device since the last one we hold (at most 90 days back), page by page. */
async function pullReadings(sn, since) {
  const to = new Date(Date.now() + 60_000);
  const from = new Date(Math.max(since ? Date.parse(since) + 1 : 0, to.getTime() - 89 * 86_400_000));
  let after = null;
  let count = 0;
  let last = since;
  do {
    const page = (await gql(READINGS, { sn, from, to, after })).partnerReadings;
    count += page.items.length;
    if (page.items.length) last = page.items.at(-1).ts;
    after = page.nextAfter;
  } while (after);
  return { count, last };
}

function load() {
  try {
    return JSON.parse(fs.readFileSync(stateFile, "utf8"));
  } catch {
    return { cursor: null, devices: {}, organisations: {} };
  }
}

/** One pass: every change since the saved cursor, applied in order; the cursor is saved after each page. */
async function syncOnce(state) {
  let changes = 0;
  let readings = 0;
  for (;;) {
    const page = (await gql(CHANGES, { after: state.cursor })).partnerChanges;
    for (const c of page.items) {
      changes++;
      const table = c.entity === "DEVICE" ? state.devices : state.organisations;
      if (c.deleted) {
        // Deleted, or moved out of that organisation: drop it only if we still hold it there.
        if (table[c.id]?.orgId === c.orgId) delete table[c.id];
        continue;
      }
      const previous = table[c.id];
      table[c.id] = {
        ...(c.device ?? c.organisation),
        orgId: c.orgId,
        lastReading: previous?.lastReading ?? null,
      };
      if (c.device && c.device.syncedTo !== previous?.syncedTo) {
        const got = await pullReadings(c.device.sn, previous?.lastReading ?? null);
        readings += got.count;
        table[c.id].lastReading = got.last;
      }
    }
    state.cursor = page.cursor;
    fs.writeFileSync(stateFile, JSON.stringify(state));
    if (!page.hasMore) break;
  }
  const devices = Object.keys(state.devices).length;
  const organisations = Object.keys(state.organisations).length;
  console.log(
    `synced: ${changes} changes, ${readings} readings; holding ${devices} devices in ${organisations} organisations`,
  );
}

const state = load();
await syncOnce(state);
while (!once) {
  await new Promise((r) => setTimeout(r, 30_000));
  await syncOnce(state);
}
