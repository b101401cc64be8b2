import "reflect-metadata";
import { openDatabase, demoSn } from "@cgm/db";
import { Caller, startHarness } from "../test/harness";
import { clock, summarise } from "./stats";
const h = await openDatabase({ url: "postgres://postgres@127.0.0.1:5432/cgm_bench_probe" });
const t = await startHarness(h);
const admin = new Caller(t.url);
await admin.login("admin", "admin123");
const now = Date.now();
const vars = { sn: demoSn(1), from: new Date(now - 14 * 86400000).toISOString(), to: new Date(now).toISOString() };
const q = `query($sn: String!, $from: DateTimeISO!, $to: DateTimeISO!) { glucoseCurve(sn: $sn, from: $from, to: $to) { bucketSeconds readings points { ts mmol min max } } }`;
const s: number[] = [];
for (let i = 0; i < 200; i++) { const a = clock(); const r = await admin.gql(q, vars); if (r.errors) throw new Error(JSON.stringify(r.errors)); if (i >= 10) s.push(clock() - a); }
console.log(summarise(s));
await t.close();
process.exit(0);
