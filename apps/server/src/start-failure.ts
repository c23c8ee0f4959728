import { ConfigError, type Config } from "./config.ts";
import { MigrationChangedError } from "./db/migrate.ts";
import { DataDirInUseError } from "./db/pglite-dir-lock.ts";
import { DemoAccountsPresentError } from "./seed/demo-accounts-guard.ts";
import { PinKeyMissingError } from "./core/pin-verifiers.ts";

interface SystemError {
  code?: string;
  port?: number;
  address?: string;
  errors?: unknown[];
}

/** The system error behind a failure: a connection to every address of a name fails as one AggregateError. */
function systemError(error: unknown): SystemError {
  const found = (error ?? {}) as SystemError;
  if (!found.code && Array.isArray(found.errors) && found.errors.length > 0) return systemError(found.errors[0]);
  return found;
}

/** host:port of a URL setting, for comparing with a refused connection and for the sentence. */
function target(url: string | undefined, defaultPort: number): { host: string; port: number } | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.split(",")[0]!.trim());
    return { host: parsed.hostname, port: Number(parsed.port || defaultPort) };
  } catch {
    return null;
  }
}

/**
 * Why the server could not start, as the sentences an operator acts on (naming the setting and what
 * to do), or null for a failure that is none of the known kinds (a bug: its stack is printed).
 */
export function describeStartFailure(error: unknown, config: Config | undefined): string[] | null {
  if (error instanceof ConfigError) return error.problems;
  if (
    error instanceof DemoAccountsPresentError ||
    error instanceof DataDirInUseError ||
    error instanceof MigrationChangedError ||
    error instanceof PinKeyMissingError
  )
    return [error.message];
  if (!config) return null;
  const system = systemError(error);
  const code = system.code ?? "";

  if (code === "EADDRINUSE" || code === "EACCES" || code === "EADDRNOTAVAIL") {
    const settings: [string, number][] = [
      ["PORT", config.PORT],
      ["EMBEDDED_MQTT_PORT", config.EMBEDDED_MQTT_PORT],
      ["MQTT_TLS_PORT", config.MQTT_TLS_PORT],
    ];
    const setting = settings.find(([, port]) => port === system.port)?.[0] ?? "PORT";
    const port = system.port ?? config.PORT;
    if (code === "EADDRINUSE")
      return [`Port ${port} is already in use (${setting}): stop the program holding it, or set ${setting} to a free port.`];
    if (code === "EACCES")
      return [
        `Port ${port} needs privileges this process lacks (${setting}): set ${setting} to a port above 1023 and put a reverse proxy in front.`,
      ];
    return [`HOST=${config.HOST} is not an address of this machine: set HOST to one of its addresses, or 0.0.0.0 for all of them.`];
  }

  const database = target(config.DATABASE_URL, 5432);
  if (database) {
    const at = `${database.host}:${database.port}`;
    const sqlState = (error as { code?: string }).code ?? "";
    if (sqlState === "28P01" || sqlState === "28000")
      return [`PostgreSQL at ${at} refused the user name or password in DATABASE_URL: correct DATABASE_URL.`];
    if (sqlState === "3D000")
      return [`The database named in DATABASE_URL does not exist on ${at}: create it (createdb), or correct DATABASE_URL.`];
    const isDatabase = system.port === undefined || system.port === database.port;
    if (isDatabase && code === "ECONNREFUSED")
      return [`PostgreSQL at ${at} (DATABASE_URL) refused the connection: start PostgreSQL there, or correct DATABASE_URL.`];
    if (isDatabase && (code === "ENOTFOUND" || code === "EAI_AGAIN"))
      return [`The host ${database.host} in DATABASE_URL is not known: correct DATABASE_URL.`];
    if (isDatabase && (code === "ETIMEDOUT" || code === "EHOSTUNREACH" || code === "ENETUNREACH"))
      return [`PostgreSQL at ${at} (DATABASE_URL) cannot be reached: check the network to it, or correct DATABASE_URL.`];
  }

  const broker = target(config.MQTT_URL, 8883);
  if (broker && (system.port === undefined || system.port === broker.port)) {
    const at = `${broker.host}:${broker.port}`;
    if (code === "ECONNREFUSED") return [`The MQTT broker at ${at} (MQTT_URL) refused the connection: start it, or correct MQTT_URL.`];
    if (code === "ENOTFOUND" || code === "EAI_AGAIN") return [`The host ${broker.host} in MQTT_URL is not known: correct MQTT_URL.`];
  }
  return null;
}
