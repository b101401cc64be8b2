/** A bad environment setting: the start stops with its message on one line. */
export class ConfigError extends Error {}
