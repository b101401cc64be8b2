import http from "node:http";
import { postgraphile } from "postgraphile";
import { PostGraphileAmberPreset } from "postgraphile/presets/amber";
import { makePgService } from "postgraphile/adaptors/pg";
import { grafserv } from "postgraphile/grafserv/node";

/**
 * The benchmark's peer (npm run bench, API part): PostGraphile 5 with its default preset on the same
 * database as the console, in a process of its own. Forked by api/bench/api.ts with the database URL
 * and answers with its port. PostGraphile 5 wants Node 22 for Promise.withResolvers only: a
 * spec-conforming stand-in is added here, in this process, when the runtime lacks it.
 */
type WithResolvers = <T>() => {
  promise: Promise<T>;
  resolve: (v: T | PromiseLike<T>) => void;
  reject: (e: unknown) => void;
};
const P = Promise as unknown as { withResolvers?: WithResolvers };
P.withResolvers ??= <T>() => {
  let resolve!: (v: T | PromiseLike<T>) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

process.once("message", (job: { databaseUrl: string }) => {
  void start(job.databaseUrl).then(
    (port) => process.send?.({ port }),
    (e: unknown) => process.send?.({ error: e instanceof Error ? e.message : String(e) }),
  );
});

async function start(databaseUrl: string): Promise<number> {
  const pgl = postgraphile({
    extends: [PostGraphileAmberPreset],
    pgServices: [
      makePgService({ connectionString: databaseUrl, schemas: ["public"], poolConfig: { max: 10 } }),
    ],
    grafserv: { graphqlPath: "/graphql", graphiql: false },
  });
  const serv = pgl.createServ(grafserv);
  const server = http.createServer();
  await serv.addTo(server);
  await serv.ready();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}
