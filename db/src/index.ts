export * from "./client";
export * from "./migrate";
export * from "./password";
export * from "./orgTree";
export * from "./seed/index";
export * as schema from "./schema/index";
export * from "./schema/index";
export * from "./bulk";
export * from "./timescale";
