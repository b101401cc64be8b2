/** Node's flags for every API process (api-node-flags.mjs says why). */
export declare const API_NODE_FLAGS: readonly string[];
