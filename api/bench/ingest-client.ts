import { serveJob } from "./child";
import { postBatch } from "./post";
import { clock, pool } from "./stats";
import { generateFleet, serialiseFleet, type UploadJob, type UploadFigures } from "./ingest";

/**
 * The device apps of the ingest benchmark, in a process of their own (forked by ingest.ts), like phones
 * elsewhere: generating and serialising the readings, and sending them, is not the server's work.
 * Bodies are serialised (to UTF-8 bytes) before the clock starts; the clock runs from the first POST to the
 * last answer.
 */
async function run(job: UploadJob): Promise<UploadFigures> {
  const fleet = generateFleet(job.first, job.devices, job.from, job.to);
  const serialised = serialiseFleet(fleet, job.batchReadings, job.run);
  const bodies = serialised.bodies.map(({ sn, body }) => ({ sn, body: Buffer.from(body, "utf8") }));
  const { readings } = serialised;
  let stored = 0;
  const started = clock();
  const cpu = process.cpuUsage();
  await pool(bodies.length, job.inFlight, async (i) => {
    const { sn, body } = bodies[i]!;
    const n = await postBatch(job.base, `Bearer ${job.tokens[sn]}`, body); // (not `stored += await`: lanes would overwrite)
    stored += n;
  });
  const ingestMs = clock() - started;
  const used = process.cpuUsage(cpu);
  if (stored !== readings) throw new Error(`ingest stored ${stored} of ${readings} readings`);
  return { readings, batches: bodies.length, ingestMs, uploaderCpuMs: (used.user + used.system) / 1000 };
}

serveJob(run);
