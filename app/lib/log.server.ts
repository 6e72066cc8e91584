import { config } from "./config.server.ts";

/**
 * The server's own log lines, filtered by LOG_LEVEL (debug < info < warn < error). Plain console
 * output: the process manager or container runtime adds time stamps and collects it.
 */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof LEVELS;

function threshold(): number {
  try {
    return LEVELS[config().LOG_LEVEL];
  } catch {
    // An invalid configuration is reported by the server at start; until then log everything.
    return LEVELS.debug;
  }
}

function write(level: Level, args: unknown[]) {
  if (LEVELS[level] < threshold()) return;
  (level === "debug" ? console.log : console[level])(...args);
}

export const log = {
  debug: (...args: unknown[]) => write("debug", args),
  info: (...args: unknown[]) => write("info", args),
  warn: (...args: unknown[]) => write("warn", args),
  error: (...args: unknown[]) => write("error", args),
};
