import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { BRAND_CODES } from "@carport/protocol";
import { IN_CAR_CODE_VALIDITY_MS } from "@carport/domain";
import { HOME_ASSISTANT_SETTINGS } from "./config-home-assistant.ts";

/** The repository root, so defaults work whatever the working directory is. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const brandHosts = z.string().transform((text, ctx) => {
  const map: Record<string, (typeof BRAND_CODES)[number]> = {};
  for (const pair of text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [brand, host] = pair.split("=").map((s) => s.trim());
    if (!brand || !host || !(BRAND_CODES as readonly string[]).includes(brand)) {
      ctx.addIssue({ code: "custom", message: `bad BRAND_HOSTS entry '${pair}' (want brand=host)` });
      return z.NEVER;
    }
    map[host.toLowerCase()] = brand as (typeof BRAND_CODES)[number];
  }
  return map;
});

/** A retention lifetime in days (fractions allowed). */
function retentionDays(fallback: number) {
  return z.coerce.number().positive().default(fallback);
}

/**
 * A switch that relaxes a production rule for development and tests (a receiver on this machine):
 * off unless set, and listed in DEVELOPMENT_ONLY_SETTINGS so a start with DEMO=0 refuses it.
 */
function developmentOnlyFlag() {
  return z
    .enum(["0", "1", "true", "false"])
    .prefault("0")
    .transform((v) => v === "1" || v === "true");
}

/** Settings for development and tests only (each a developmentOnlyFlag): a production start (DEMO=0) refuses any of them on. */
export const DEVELOPMENT_ONLY_SETTINGS = ["WEB_PUSH_LOCAL_SERVICE", "NOTIFY_LOCAL_RECEIVER"] as const;

/** One schema validates the environment; the config type is inferred from it. */
/** The kinds of answers kept in memory (db/answer-cache.ts), by the name ANSWER_CACHE turns one off with. */
export const ANSWER_KINDS = [
  "sessions",
  "statuses",
  "vehicleLists",
  "distanceUnits",
  "serviceRecords",
  "termsAcceptances",
  "commandStates",
  "unreadCounts",
] as const;
export type AnswerKindName = (typeof ANSWER_KINDS)[number];

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /**
   * Where the server listens: loopback unless said otherwise, so a demo (published password and
   * PIN) is not on the network by accident; HOST=0.0.0.0 for every interface (the Docker image sets it).
   */
  HOST: z.string().default("127.0.0.1"),
  /** PostgreSQL server; when unset, PGlite keeps the data in DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** Connections the instance opens to DATABASE_URL at most: enough for hundreds of owners' commands and polls at once. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(24),
  /** PGlite data folder; "memory://" keeps it in memory (tests). */
  DATA_DIR: z.string().default(path.join(REPO_ROOT, "data", "pglite")),
  /** Where backups go: the one written before migrations change an existing database's schema. */
  BACKUP_DIR: z.string().default(path.join(REPO_ROOT, "data", "backups")),
  /** Folder holding PostgreSQL's pg_dump and pg_restore (backups of DATABASE_URL); unset: found on PATH. */
  PG_TOOLS_DIR: z.string().optional(),
  /** brand=host pairs; the brand of a request comes from its host name first. */
  BRAND_HOSTS: brandHosts.prefault("hacc=hacc.localhost,kci=kci.localhost,gen=gen.localhost,other=other.localhost"),
  DEFAULT_BRAND: z.enum(BRAND_CODES).default("hacc"),
  /** Seconds an access token lives without use (sliding). */
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(1800),
  /** Lets a scraper on another machine read /metrics with `Authorization: Bearer <token>`; unset: only loopback clients read it. */
  METRICS_TOKEN: z.string().min(24).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Built browser app; served on the same port when present. */
  WEB_DIST: z.string().default(path.join(REPO_ROOT, "apps", "web", "dist")),
  /** Seed the demo accounts and fleet at start-up (idempotent). */
  DEMO: z
    .enum(["0", "1", "true", "false"])
    .prefault("1")
    .transform((v) => v === "1" || v === "true"),
  /**
   * MQTT broker of the vehicle link (mqtts://carport-server:SECRET@host:8883); when unset, one runs
   * inside the server. Plain mqtt:// carries secrets in the clear: only to a loopback address.
   * The nodes of a clustered broker: comma-separated URLs, the identity in the first.
   */
  MQTT_URL: z
    .string()
    .refine((value) => {
      try {
        return value.split(",").every((url) => {
          const parsed = new URL(url.trim());
          if (parsed.protocol === "mqtts:" || parsed.protocol === "wss:") return true;
          return ["127.0.0.1", "localhost", "[::1]"].includes(parsed.hostname);
        });
      } catch {
        return false;
      }
    }, "plain mqtt:// only to a loopback address; use mqtts:// for another host")
    .optional(),
  /** PEM certificate(s) trusted for an mqtts:// MQTT_URL besides the system's (a private CA). */
  MQTT_TLS_CA: z.string().optional(),
  ...HOME_ASSISTANT_SETTINGS,
  /** Key and certificate (PEM files) of the embedded broker's mqtts:// listener on MQTT_TLS_PORT; unset: no TLS listener. */
  MQTT_TLS_KEY: z.string().optional(),
  MQTT_TLS_CERT: z.string().optional(),
  MQTT_TLS_PORT: z.coerce.number().int().min(0).max(65535).default(8883),
  /** The operator identity (user:secret) for simulation settings and operations on MQTT_URL's broker; the embedded broker makes its own. */
  LINK_OPERATOR_CREDENTIALS: z.string().optional(),
  /** The in-process fleet's gateway identity (user:secret) on MQTT_URL's broker; the embedded broker makes its own. */
  SIMULATOR_LINK_CREDENTIALS: z.string().optional(),
  /** Topic namespace of this deployment on the broker. */
  LINK_NAMESPACE: z
    .string()
    .regex(/^[\w-]+(\/[\w-]+)*$/)
    .default("carport/v1"),
  /** Port of the broker run inside the server when MQTT_URL is unset (0: any free port). */
  EMBEDDED_MQTT_PORT: z.coerce.number().int().min(0).max(65535).default(1884),
  /**
   * "inprocess": the simulated fleet runs inside the server; "off": cars connect on their own.
   * Unset: inprocess in a demo (DEMO=1), off otherwise, so in production no simulated car answers
   * for a provisioned VIN unless asked for. See fleetRunsInProcess.
   */
  SIMULATOR: z.enum(["inprocess", "off"]).optional(),
  /** Simulated ms per real ms in the in-process fleet (60: a second is a minute). */
  SIM_TIME_SCALE: z.coerce.number().positive().default(60),
  /** Seconds a vehicle has to answer a command before it fails with 7703. */
  COMMAND_DEADLINE_SECONDS: z.coerce.number().positive().default(30),
  /**
   * Seconds without a result after which a command is sent to its car again, under the same
   * transaction id (a broker may drop a message; the car answers a repeat with its first result).
   */
  COMMAND_RESEND_SECONDS: z.coerce.number().positive().default(8),
  /** Remote commands per vehicle per UTC day before 7701. */
  DAILY_COMMAND_LIMIT: z.coerce.number().int().positive().default(50),
  /** Seconds a pAuth from vrfypin stays valid (a day at most: the command that used one is kept that long, retention-rules.ts). */
  PAUTH_TTL_SECONDS: z.coerce.number().int().positive().max(86_400).default(300),
  /**
   * Seconds between the heartbeats of the live updates' streams: each keeps a proxy from closing an
   * idle stream (shorter than the proxy's idle timeout), and checks every stream's token again.
   */
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().positive().default(15),
  /**
   * "off": no answer is kept in memory (session checks, last statuses, everyday reads), every read asks
   * the database; or the kinds kept off, comma-separated (ANSWER_KINDS), to measure what each buys.
   */
  ANSWER_CACHE: z
    .string()
    .default("on")
    .refine((v) => v === "on" || v === "off" || v.split(",").every((kind) => (ANSWER_KINDS as readonly string[]).includes(kind)), {
      message:
        "on, off, or kinds kept off among sessions, statuses, vehicleLists, distanceUnits, serviceRecords, termsAcceptances, commandStates, unreadCounts",
    }),
  /**
   * Which proxies' X-Forwarded-* headers to believe (client address, protocol, host): "false" (none,
   * the default: a client cannot pick its own address for rate limits), "true" (any), or a
   * comma-separated list of proxy addresses or CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((v): boolean | string => (v === "true" ? true : v === "false" || v === "" ? false : v)),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  /** Where owners reach the portal: links in mails; the brand's host from BRAND_HOSTS replaces its host name. */
  PUBLIC_URL: z.string().url().default("http://localhost:8080"),
  /**
   * Map tiles of the car's position and the charging stations (raster, {z}/{x}/{y} template); the
   * app's Content-Security-Policy allows this origin for images and fetches.
   */
  MAP_TILE_URL: z
    .string()
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png")
    .refine(
      (url) => /^https?:\/\/[^/]+\//.test(url) && url.includes("{z}") && url.includes("{x}") && url.includes("{y}"),
      "want an http(s) URL with {z}, {x} and {y}",
    ),
  /**
   * A reverse geocoder (Nominatim's API, e.g. a self-hosted https://nominatim.example.net) for the
   * address of the car's last known position. Unset (the default): no address is looked up and the
   * position stays in coordinates; no position leaves the server. The public nominatim.openstreetmap.org
   * allows light use only (one request a second, a named application): answers are cached a day.
   */
  GEOCODER_URL: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//.test(url), "want an http(s) URL")
    .optional(),
  /** The map's attribution, shown on it (the tile source's licence asks for it). */
  MAP_ATTRIBUTION: z.string().default("© OpenStreetMap contributors"),
  /**
   * Web Push (VAPID) keys, from `npx web-push generate-vapid-keys`: unset, the browser is not offered
   * notifications and nothing is pushed. VAPID_SUBJECT: a mailto: or https: contact for push services.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/)
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/)
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/)
    .default("mailto:no-reply@carport.localhost"),
  /**
   * Push services besides the browsers' own (DEFAULT_PUSH_SERVICE_HOSTS in @carport/domain), comma-separated
   * host names, `*.example.com` for any subdomain: subscriptions go only to these, over https.
   */
  WEB_PUSH_SERVICE_HOSTS: z
    .string()
    .default("")
    .transform((text) =>
      text
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((hosts) => hosts.every((h) => /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(h)), "want host names, or *.domain"),
  /**
   * Lets subscriptions name a push service on this machine (http or https to localhost, 127.0.0.1, [::1]):
   * development and tests only; a production start (DEMO=0) refuses it.
   */
  WEB_PUSH_LOCAL_SERVICE: developmentOnlyFlag(),
  /**
   * Lets owners' notification channels (webhook, ntfy, Gotify) name a receiver on this machine (http or https
   * to localhost, 127.0.0.1, [::1]): development and tests only; a production start (DEMO=0) refuses it.
   */
  NOTIFY_LOCAL_RECEIVER: developmentOnlyFlag(),
  /** SMTP server for mails (smtp://user:pass@host:587, smtps://...); when unset, mails go to the outbox table (/dev/outbox in demo mode). */
  SMTP_URL: z.string().url().optional(),
  /** "off": a production start (DEMO=0) without SMTP_URL, mails kept in the outbox table only (never reported sent). */
  MAIL: z.enum(["off"]).optional(),
  /**
   * Seconds to wait before each retry of a mail or text message the transport refused (SMTP down,
   * a 4xx answer); after the last, the message is marked failed (/dev/outbox, `npm run admin -- mail-queue`).
   */
  MAIL_RETRY_DELAYS_SECONDS: z
    .string()
    .default("5,30,120,600,3600")
    .transform((text, ctx) => {
      const delays = text
        .split(",")
        .map((d) => d.trim())
        .filter(Boolean)
        .map(Number);
      if (delays.some((d) => !Number.isFinite(d) || d < 0)) {
        ctx.addIssue({ code: "custom", message: "want a comma-separated list of seconds" });
        return z.NEVER;
      }
      return delays.map((d) => d * 1000);
    }),
  /** Seconds between the mail queue's looks for due retries and mails queued by other instances. */
  MAIL_QUEUE_POLL_SECONDS: z.coerce.number().positive().default(5),
  /** Seconds a mail being delivered is held by its instance; one whose process died mid-delivery is tried again after this. */
  MAIL_QUEUE_LEASE_SECONDS: z.coerce.number().positive().default(900),
  /** Sender address of every mail; the display name is the brand's. */
  MAIL_FROM: z.string().email().default("no-reply@carport.localhost"),
  /**
   * Mails sent on request per account and per recipient address in any hour, counted apart for
   * what strangers can trigger (resets, unlock and confirmation codes, invitations) and for the
   * owner's own (the new-device code, a reset from a known device); beyond, the same answer and no mail.
   */
  MAIL_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Strangers' mails (resets, unlock and confirmation codes, invitations) one client address may ask for in any hour, all accounts together. */
  MAIL_LIMIT_PER_SOURCE_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Where e-mail support requests (emlspprt) are sent. */
  SUPPORT_MAILBOX: z.string().email().default("support@carport.localhost"),
  /**
   * Key of the HMAC that signs dealer hand-off tokens (getsstkn). Unset or "per-start": a random key
   * per start, so tokens die with the process (a production start asks for one of the two to be
   * set); set it (32+ characters) when several instances serve one site.
   */
  SSO_SECRET: z
    .union([z.literal("per-start").transform(() => randomBytes(32).toString("hex")), z.string().min(32)])
    .default(() => randomBytes(32).toString("hex")),
  /** Key (32+ characters) of the owners' PIN verifiers, kept outside the database; required when DEMO=0 (core/pin-verifiers.ts). */
  PIN_KEY: z.string().min(32).optional(),
  /** Seconds a dealer hand-off token stays valid (it is also single-use). */
  SSO_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().max(3600).default(120),
  /** Milliseconds an in-car enrollment code stays valid (the specification's 10 minutes; tests shorten it). */
  IN_CAR_CODE_VALIDITY_MS: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 3600_000)
    .default(IN_CAR_CODE_VALIDITY_MS),
  /** Anonymous calls (sign-in, recovery, captcha, terms text) per client address per minute before 429 (7429). */
  ANON_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /**
   * Redis shared by every instance of one site (redis://host:6379/0): holds the anonymous rate
   * limit's counters. Unset: they live in the process, right for a single instance. Everything
   * else instances share (sessions, the one-command-at-a-time rule, sign-in counters) is in the database.
   */
  REDIS_URL: z.string().url().optional(),
  /** Prefix of this site's Redis keys, so several sites (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]*$/)
    .default("carport:"),
  /**
   * Lets clients that send no Deviceid (community clients such as bluelinky 9, which cannot do the
   * one-time-code step) sign in with the password alone, on every account of the site. Off by
   * default: a nameless client is an unknown device. One account can be allowed instead with
   * `npm run admin -- nameless-sign-in --brand B --email E`.
   */
  SIGN_IN_WITHOUT_DEVICE_ID: z
    .enum(["0", "1", "true", "false"])
    .prefault("0")
    .transform((v) => v === "1" || v === "true"),
  /** Failed sign-ins from one address are counted over this sliding window (captcha from the 3rd). */
  SIGN_IN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** Seconds between calendar syncs of every vehicle with a calendar turned on (also synced at once on add, modify, toggle). */
  CALENDAR_SYNC_INTERVAL_SECONDS: z.coerce.number().int().positive().default(300),
  /** How many days ahead appointments are sent to the car. */
  CALENDAR_LOOKAHEAD_DAYS: z.coerce.number().int().positive().max(60).default(7),
  /** The iCloud-type provider's CalDAV server (any CalDAV server works with an app password). */
  CALDAV_SERVER_URL: z.string().url().default("https://caldav.icloud.com/"),
  /** Google-type provider: OAuth authorization-code endpoints and the events list of the primary calendar. */
  GOOGLE_OAUTH_AUTHORIZE_URL: z.string().url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_OAUTH_TOKEN_URL: z.string().url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_CALENDAR_EVENTS_URL: z.string().url().default("https://www.googleapis.com/calendar/v3/calendars/primary/events"),
  GOOGLE_OAUTH_SCOPE: z.string().default("https://www.googleapis.com/auth/calendar.readonly"),
  /** Unset: the Google-type provider cannot be linked (addcalaccount and calauthurl answer 7810). */
  GOOGLE_OAUTH_CLIENT_ID: z.string().optional(),
  GOOGLE_OAUTH_CLIENT_SECRET: z.string().optional(),
  /**
   * Key (32+ characters) sealing stored calendar credentials. Unset: a key made once and kept in the
   * database, so credentials survive restarts; set it to keep key and data apart.
   */
  CALENDAR_SECRET: z.string().min(32).optional(),
  /** The bridge: each brand's upstream owner API (the maker's Canadian cloud), where a linked maker account signs in. */
  UPSTREAM_HACC_URL: z.string().url().default("https://mybluelink.ca"),
  UPSTREAM_KCI_URL: z.string().url().default("https://kiaconnect.ca"),
  UPSTREAM_GEN_URL: z.string().url().default("https://genesisconnect.ca"),
  /** Key (32+ characters) sealing linked maker accounts' passwords, tokens and PINs; unset: a key made once in the database. */
  UPSTREAM_SECRET: z.string().min(32).optional(),
  /**
   * Key (32+ characters) from which the linked maker accounts' sealing key is drawn, kept outside the
   * database (required with DEMO=0); what was sealed under the database's key is sealed again at start.
   */
  SEALING_KEY: z.string().min(32).optional(),
  /** Seconds between reads of each linked car's status cached at the maker (does not wake the car). */
  UPSTREAM_POLL_SECONDS: z.coerce.number().positive().default(300),
  /** At most one fresh status from a linked car (waking it) per this many seconds; clients asking sooner get the cache. */
  UPSTREAM_FRESH_STATUS_MIN_SECONDS: z.coerce.number().nonnegative().default(14400),
  /** Hours (HH:mm-HH:mm, in UPSTREAM_TIME_ZONE) when a linked car is never woken; empty: none. */
  UPSTREAM_QUIET_HOURS: z
    .string()
    .regex(/^$|^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/)
    .default("22:00-07:00"),
  /** The linked cars' owners' time zone: UPSTREAM_QUIET_HOURS are in it, and the maker is sent its UTC offset (`offset`). */
  UPSTREAM_TIME_ZONE: z.string().default("America/Toronto"),
  /** Milliseconds between reads of an upstream command's transaction until it completes. */
  UPSTREAM_COMMAND_POLL_MS: z.coerce.number().int().positive().default(2000),
  /** Seconds of the first back-off after an upstream failure (doubled per failure in a row, at most an hour). */
  UPSTREAM_RETRY_SECONDS: z.coerce.number().positive().default(60),
  /** Milliseconds an upstream request may take before it counts as the network failing. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  /** Seconds between housekeeping runs (retention: rows past their lifetime deleted), on one instance at a time. */
  RETENTION_INTERVAL_SECONDS: z.coerce.number().int().positive().default(3600),
  /** Days a row is kept once dead (expired, used, finished) or, for logs, once written; one entry per table cleaned. */
  RETENTION_ACCESS_TOKENS_DAYS: retentionDays(30),
  RETENTION_REMOTE_TRANSACTIONS_DAYS: retentionDays(90),
  RETENTION_SIGN_IN_FAILURES_BY_ADDRESS_DAYS: retentionDays(7),
  RETENTION_UNKNOWN_LOGIN_FAILURES_DAYS: retentionDays(30),
  RETENTION_SIGN_IN_SOURCE_FAILURES_DAYS: retentionDays(30),
  RETENTION_LOGIN_CODE_FAILURES_DAYS: retentionDays(7),
  RETENTION_CAPTCHAS_DAYS: retentionDays(1),
  RETENTION_ONE_TIME_CODES_DAYS: retentionDays(7),
  RETENTION_SIGN_IN_CHALLENGES_DAYS: retentionDays(7),
  RETENTION_ACCOUNT_CODES_DAYS: retentionDays(7),
  RETENTION_LOGIN_CODES_DAYS: retentionDays(7),
  RETENTION_IN_CAR_CODES_DAYS: retentionDays(7),
  RETENTION_DEALER_TOKENS_DAYS: retentionDays(7),
  RETENTION_USED_MANUAL_TOKENS_DAYS: retentionDays(1),
  RETENTION_MAIL_OUTBOX_DAYS: retentionDays(30),
  RETENTION_MAIL_QUEUE_DAYS: retentionDays(30),
  RETENTION_SECURITY_EVENTS_DAYS: retentionDays(365),
  RETENTION_NOTIFICATION_DELIVERIES_DAYS: retentionDays(365),
  RETENTION_STATUS_HISTORY_DAYS: retentionDays(730),
});

export type Config = z.infer<typeof configSchema>;

/** Whether the simulated fleet runs inside this server: SIMULATOR when given, else only in a demo. */
export function fleetRunsInProcess(config: Pick<Config, "SIMULATOR" | "DEMO">): boolean {
  return (config.SIMULATOR ?? (config.DEMO ? "inprocess" : "off")) === "inprocess";
}

/** Settings the server cannot start with: one sentence per setting, naming it and what to do (never its value: it may be a secret). */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads the configuration from the environment (or the given overrides, for tests). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join(".");
        return `${name} is not valid (${issue.message}): correct ${name}, or unset it for its default.`;
      }),
    );
  }
  if (!parsed.data.DEMO) {
    const refused = DEVELOPMENT_ONLY_SETTINGS.filter((name) => parsed.data[name]);
    if (refused.length > 0) {
      throw new ConfigError(
        refused.map((name) => `${name}: a receiver on this machine is for development and tests; unset ${name}, or start with DEMO=1.`),
      );
    }
  }
  return parsed.data;
}
