export * from "./organisations";
export * from "./roles";
export * from "./accounts";
export * from "./system";
export * from "./devices";
export * from "./cgm";
export * from "./files";
export * from "./localisation";
