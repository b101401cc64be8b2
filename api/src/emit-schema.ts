import "reflect-metadata";
import { fileURLToPath } from "node:url";
import { buildBareSchema } from "./schema";

/** Writes schema.graphql at the repository root (committed; CI checks it is current). */
const target = process.argv[2] ?? fileURLToPath(new URL("../../schema.graphql", import.meta.url));
await buildBareSchema(target);
process.stdout.write(`schema written to ${target}\n`);
