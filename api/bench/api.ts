import { fork, type ChildProcess } from "node:child_process";
import { print, type DocumentNode } from "graphql";
import { addTypenameToDocument } from "@apollo/client/utilities";
import { DevicesDocument } from "../../web/src/gql/documents/DevicesDocument";
import { runChild } from "./child";
import { databaseCpuMs, databaseCpuSince, databaseProcesses, ownCpuMs, processCpuMs } from "./api-cpu";
import type { LoadFigures, LoadJob } from "../../bench/load";

/**
 * The API beside a peer (issue 14.1): PostGraphile 5 (bench/peer.ts, a dev dependency of the bench
 * workspace only) serves the same throw-away database and data. autocannon (bench/load.ts, in a child)
 * sends the device list page's query exactly as the web sends it (the web's own document, with the
 * __typename fields Apollo adds) with the administrator's session, and PostGraphile's query of the same
 * shape (the same 20 devices with their organisation and the total); then `{ __typename }` anonymously
 * and with the session cookie, and the peer's trivial query. For each: requests per second, p95, and the
 * server's and the database's CPU per request.
 */
const LOAD = new URL("../../bench/load.ts", import.meta.url);
const PEER = new URL("../../bench/peer.ts", import.meta.url);

/** The device list page's first page, as DeviceListPage.tsx asks for it. */
const LIST_VARIABLES = {
  filter: {
    sn: null,
    orgId: null,
    includeSubOrganisations: false,
    inventoryFrom: null,
    inventoryTo: null,
    monitoringFrom: null,
    monitoringTo: null,
    bluetoothState: null,
    isSales: null,
  },
  sort: { field: "SN", direction: "ASC" },
  page: { offset: 0, limit: 20 },
};

/** The same page from PostGraphile: its connection over the devices table, ordered by SN. */
const PEER_LIST = `query Devices($first: Int!, $offset: Int!) {
  allDevices(first: $first, offset: $offset, orderBy: [SN_ASC]) {
    totalCount
    nodes {
      rowId sn goodsCode isSales canUseDay inventoryAt
      organisationByOrgId { rowId name }
      monitoringStartAt lastMonitoringAt wornDays syncedTo lastGlucose bluetoothState appVersion
      appSoftwareVersion phonePlatform phoneModel phoneSystemVersion firstUseAt lastUseAt pairedAt
    }
  }
}`;

export interface ApiRun {
  label: string;
  side: "console" | "peer";
  connections: number;
  load: LoadFigures;
  serverCpuMsPerRequest: number;
  dbCpuMsPerRequest: number;
}

export interface ApiFigures {
  seconds: number;
  runs: ApiRun[];
  /** Whether /proc showed the database's processes (else database CPU is not measured). */
  dbCpuMeasured: boolean;
}

interface Peer {
  url: string;
  child: ChildProcess;
  stop(): void;
}

function startPeer(databaseUrl: string): Promise<Peer> {
  return new Promise((resolve, reject) => {
    const child = fork(PEER, [], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
    child.once("message", (m: { port?: number; error?: string }) => {
      if (!m.port) return reject(new Error(`PostGraphile did not start: ${m.error}`));
      resolve({ url: `http://127.0.0.1:${m.port}/graphql`, child, stop: () => void child.kill() });
    });
    child.once("exit", (code) => reject(new Error(`PostGraphile exited with code ${code}`)));
    child.send({ databaseUrl });
  });
}

const body = (query: string | DocumentNode, variables?: Record<string, unknown>) =>
  JSON.stringify({ query: typeof query === "string" ? query : print(query), variables });

/** The device list page's first page as the web sends it: the body of a POST /graphql. */
export const listBody = () =>
  body(addTypenameToDocument(DevicesDocument as unknown as DocumentNode), LIST_VARIABLES);

export async function benchApi(opts: {
  base: string;
  cookie: string;
  databaseUrl: string;
  seconds: number;
  say: (line: string) => void;
}): Promise<ApiFigures> {
  const peer = await startPeer(opts.databaseUrl);
  const dbCpuMeasured = databaseProcesses().length > 0;
  try {
    const ours = `${opts.base}/graphql`;
    const list = listBody();
    const peerList = body(PEER_LIST, { first: 20, offset: 0 });
    const typename = body("{ __typename }");
    const session = { cookie: opts.cookie };
    const plan: {
      label: string;
      side: ApiRun["side"];
      url: string;
      job: Omit<LoadJob, "url" | "seconds">;
    }[] = [];
    for (const connections of [10, 50]) {
      plan.push(
        {
          label: "device list page",
          side: "console",
          url: ours,
          job: { body: list, headers: session, connections },
        },
        {
          label: "device list page",
          side: "peer",
          url: peer.url,
          job: { body: peerList, headers: {}, connections },
        },
      );
    }
    plan.push(
      {
        label: "{ __typename } anonymous",
        side: "console",
        url: ours,
        job: { body: typename, headers: {}, connections: 10 },
      },
      {
        label: "{ __typename } with session",
        side: "console",
        url: ours,
        job: { body: typename, headers: session, connections: 10 },
      },
      {
        label: "{ __typename }",
        side: "peer",
        url: peer.url,
        job: { body: typename, headers: {}, connections: 10 },
      },
    );
    const runs: ApiRun[] = [];
    for (const step of plan) {
      // A short warm-up (JIT, caches, pools) that is not measured.
      await runChild<LoadJob, LoadFigures>(LOAD, { ...step.job, url: step.url, seconds: 1 }, "warm-up");
      const serverPid = step.side === "peer" ? peer.child.pid! : process.pid;
      const cpu0 = step.side === "peer" ? processCpuMs(serverPid) : ownCpuMs();
      const db0 = databaseCpuMs();
      const load = await runChild<LoadJob, LoadFigures>(
        LOAD,
        { ...step.job, url: step.url, seconds: opts.seconds },
        step.label,
      );
      const serverMs = (step.side === "peer" ? processCpuMs(serverPid) : ownCpuMs()) - cpu0;
      const dbMs = databaseCpuSince(db0);
      const n = Math.max(1, load.requests);
      const run: ApiRun = {
        label: step.label,
        side: step.side,
        connections: step.job.connections,
        load,
        serverCpuMsPerRequest: serverMs / n,
        dbCpuMsPerRequest: dbMs / n,
      };
      runs.push(run);
      opts.say(
        `  ${step.side === "peer" ? "PostGraphile" : "Console"}, ${step.label}, ${step.job.connections} connections: ` +
          `${Math.round(load.rps)} rps, p95 ${load.p95.toFixed(1)} ms, ${load.failures} failed; CPU per request ` +
          `server ${run.serverCpuMsPerRequest.toFixed(2)} ms, database ${run.dbCpuMsPerRequest.toFixed(2)} ms`,
      );
    }
    return { seconds: opts.seconds, runs, dbCpuMeasured };
  } finally {
    peer.stop();
  }
}
