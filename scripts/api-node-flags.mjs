/**
 * Node's flags for every API process: npm start, the Docker image, the end-to-end suite's server, the
 * benchmark (whose process is also the server it measures) and the tests' separate API processes.
 *
 * --initial-old-space-size: a floor under V8's old-generation limit. V8 sets that limit after each full
 * collection from the live heap and a growing factor it derives from how fast the program allocated
 * lately; after a quiet spell the factor is at its minimum (1.1). A burst of uploads then meets a limit
 * ~20 MB above a ~60 MB live heap and V8 collects again and again: in the benchmark's ingest part, six
 * full collections in one second (--trace-gc), 500-1,000 ms of the server's CPU, in about one run in
 * two. With a 256 MB floor there were none. The floor is a limit, not memory taken: the heap grows to
 * it only with garbage, and an API process under the live benchmark holds ~400 MB anyway.
 */
export const API_NODE_FLAGS = ["--initial-old-space-size=256"];
