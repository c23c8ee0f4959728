import { parseArgs } from "node:util";
import { ZodError, type z } from "zod";
import { isBrandCode, type BrandCode } from "@carport/protocol";
import { vinSchema } from "@carport/domain";
import {
  calendarAckMessageSchema,
  connectVehicleLink,
  linkTopics,
  MAX_PACKET_BYTES,
  operationMessageSchema,
  screenMessageSchema,
  simulationSettingsSchema,
} from "@carport/telematics";
import fs from "node:fs";
import type { LinkCredentials } from "@carport/telematics";
import { loadConfig, type Config } from "../config.ts";
import { parseCredentials } from "../modules/vehicle-link/internal-identities.ts";
import { rotateVehicleSecret, saveServiceIdentity } from "../modules/vehicle-link/link-identities.ts";
import { writeMosquittoConfig } from "../modules/vehicle-link/mosquitto-config.ts";
import { operatorCredentialsFile } from "../vehicle-link-runtime.ts";
import { openDatabase } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { restoreBackup, writeBackup } from "../db/backup.ts";
import { CARPORT_VERSION } from "../version.ts";
import { listAccounts } from "../core/account-repository.ts";
import { setNamelessSignIn } from "../modules/auth/nameless-sign-in.ts";
import { listFactoryVehicles } from "../modules/fleet/factory-repository.ts";
import { createFleetService } from "../modules/fleet/fleet-service.ts";
import { ensureCurrentTerms } from "../modules/terms/terms-repository.ts";
import { listAllVehicles } from "../core/vehicle-repository.ts";
import { seedDemo } from "../seed/demo-seed.ts";
import { pinKeyOf, usePinKey } from "../core/pin-verifiers.ts";
import { createHousekeeping } from "../modules/housekeeping/housekeeping.ts";
import { createLogger } from "../logger.ts";
import { listQueue } from "../mail/queue-repository.ts";
import { DataDirInUseError } from "../db/pglite-dir-lock.ts";
import { factoryVehicleFrom } from "./commands/factory-vehicle-input.ts";
import { ACCOUNT_COMMANDS, ACCOUNT_COMMANDS_USAGE, runAccountCommand } from "./commands/operator-commands.ts";

const USAGE = `Carport operator tool: npm run admin -- <command> [options]

  provision --brand hacc --vin VIN --model-code C --model-name NAME --model-year 2025 --fuel E|P|G|F
            --gen 3 [--ccs2] [--remote-ignition] --owner-first F --owner-last L --postal "M5V 2T6"
            --dealer-token T [--dealer-code D] [--trim T] [--color C] [--meid M]
                       add a vehicle to the factory record (a VIN already there is left as is)
                       also makes the car's vehicle-link identity and prints its secret (shown this once)
  dealer-enroll --brand B --email E --vin VIN [--nickname N] [--from-car]
                       enroll a factory car to an account, waiting for the owner to prove it in the
                       portal: status 2 (the dealer at delivery), or 1 with --from-car
  factory [--brand B] [--unenrolled]   list the factory record
  accounts [--brand B]                 list accounts
  vehicles [--brand B]                 list enrolled vehicles
  seed-demo                            seed the demo owners and fleet (idempotent)
${ACCOUNT_COMMANDS_USAGE}
  housekeeping                         delete now the rows past their lifetime (RETENTION_*_DAYS), as
                       the server does every RETENTION_INTERVAL_SECONDS (skipped while an
                       instance is doing it)
  mail-queue [--status queued|sent|kept|failed] [--email E]
                       the outgoing mails and text messages: queued, sent, kept (only in the outbox
                       table, with no SMTP_URL: nobody received it) or failed, their tries and last
                       error (newest first, 100 at most)
  nameless-sign-in --brand B --email E [--off]
                       let this account sign in without the one-time code from clients that send
                       no Deviceid (community clients such as bluelinky 9); --off takes it back
  simulate --vin VIN [--latency MS] [--unreachable] [--failure-rate 0..1]
                       how a simulated car behaves (broker: MQTT_URL, else the running server's own)
  operate --vin VIN [--open-door frontLeft|frontRight|backLeft|backRight] [--close-doors] [--trip KM]
          [--plug 0|1|2] [--advance MINUTES]
                       do something to a simulated car, as a person would (same broker)
  calendar --vin VIN   the appointments the car's navigation says it holds (calendar sync; same broker)
  car-screen --vin VIN what a simulated car's screen shows: the in-car enrollment code (same broker)
  link-credentials --vin VIN --rotate
                       a new vehicle-link secret for the car (printed once); the old one stops
                       working and its sessions are cut off (on Mosquitto: after mosquitto-config)
  link-identity --kind server|operator|gateway --name NAME [--vins VIN,VIN | --all]
                       a new identity (or a new secret for it): Carport's own (server), the
                       operator tool's, or a gateway acting for the cars granted to it
  mosquitto-config --out DIR
                       write Mosquitto's password file and ACL file from the link identities;
                       then reload Mosquitto (kill -HUP) so it reads them

  backup --to FILE     write a backup of the database: PGlite's data folder as a gzip tarball, or
                       PostgreSQL's pg_dump -Fc (pg_dump on PATH or in PG_TOOLS_DIR)
  restore --from FILE  restore a backup into an empty database: a DATA_DIR that does not exist or is
                       empty, or a DATABASE_URL without tables (pg_restore); the schema is brought up
                       to date when the server next starts
  version, --version   this release's version

  help, --help         this text

With PGlite (no DATABASE_URL) stop the server first, for backup too: one process at a time owns
DATA_DIR (the tool says so when a running server holds it).`;

const COMMANDS = new Set([
  "provision",
  "dealer-enroll",
  "factory",
  "accounts",
  "vehicles",
  "seed-demo",
  "nameless-sign-in",
  "simulate",
  "operate",
  "calendar",
  "car-screen",
  "link-credentials",
  "link-identity",
  "mosquitto-config",
  "housekeeping",
  "mail-queue",
  "backup",
  "restore",
  "version",
  ...ACCOUNT_COMMANDS,
]);

/** A command line the tool cannot run: what was wrong, then the usage, exit code 2. */
function usageError(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

if (process.argv[2] === "ovms-module")
  process.exit(await (await import("./commands/ovms-module.ts")).runOvmsModuleCommand(process.argv.slice(3)));
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      brand: { type: "string" },
      vin: { type: "string" },
      "model-code": { type: "string" },
      "model-name": { type: "string" },
      "model-year": { type: "string" },
      fuel: { type: "string" },
      gen: { type: "string" },
      ccs2: { type: "boolean" },
      "remote-ignition": { type: "boolean" },
      "owner-first": { type: "string" },
      "owner-last": { type: "string" },
      postal: { type: "string" },
      "dealer-token": { type: "string" },
      "dealer-code": { type: "string" },
      trim: { type: "string" },
      color: { type: "string" },
      unenrolled: { type: "boolean" },
      help: { type: "boolean" },
      latency: { type: "string" },
      unreachable: { type: "boolean" },
      "failure-rate": { type: "string" },
      "open-door": { type: "string" },
      "close-doors": { type: "boolean" },
      trip: { type: "string" },
      plug: { type: "string" },
      advance: { type: "string" },
      email: { type: "string" },
      off: { type: "boolean" },
      meid: { type: "string" },
      status: { type: "string" },
      nickname: { type: "string" },
      "from-car": { type: "boolean" },
      rotate: { type: "boolean" },
      kind: { type: "string" },
      name: { type: "string" },
      vins: { type: "string" },
      all: { type: "boolean" },
      out: { type: "string" },
      to: { type: "string" },
      from: { type: "string" },
      version: { type: "boolean" },
      yes: { type: "boolean" },
      file: { type: "string" },
      reset: { type: "boolean" },
    },
  });
} catch (error) {
  usageError(error instanceof Error ? error.message : String(error));
}
const { positionals, values } = parsed;

function required(name: keyof typeof values): string {
  const value = values[name];
  if (typeof value !== "string" || value === "") throw new Error(`--${name} is required`);
  return value;
}

function brandOption(): BrandCode | undefined {
  if (values.brand === undefined) return undefined;
  if (!isBrandCode(values.brand)) throw new Error(`--brand must be one of hacc, kci, gen`);
  return values.brand;
}

const command = positionals[0];
if (values.help || command === "help") {
  console.log(USAGE);
  process.exit(0);
}
if (values.version || command === "version") {
  console.log(CARPORT_VERSION);
  process.exit(0);
}
if (!command) usageError("no command given");
if (!COMMANDS.has(command)) usageError(`unknown command ${command}`);

/** The operator identity: LINK_OPERATOR_CREDENTIALS, else the one the running server's embedded broker wrote. */
function operatorCredentials(config: Config): LinkCredentials | undefined {
  const given = parseCredentials(config.LINK_OPERATOR_CREDENTIALS);
  if (given || config.MQTT_URL) return given;
  const file = operatorCredentialsFile(config);
  if (!file || !fs.existsSync(file)) return undefined;
  const { username, secret } = JSON.parse(fs.readFileSync(file, "utf8")) as LinkCredentials;
  return { username, secret };
}

function printCredentials(credentials: LinkCredentials) {
  console.log(
    `  user name (and MQTT client id): ${credentials.username}\n  secret (shown once, stored only as a hash): ${credentials.secret}`,
  );
}

/** Commands that speak to the simulated fleet over the vehicle link: no database needed (the server may hold it). */
async function linkCommand(name: string): Promise<boolean> {
  const config = loadConfig();
  // The broker the fleet uses: MQTT_URL, else the one inside a running `npm start`.
  const brokerUrl = config.MQTT_URL ?? `mqtt://127.0.0.1:${config.EMBEDDED_MQTT_PORT}`;
  const credentials = operatorCredentials(config);
  const connect = () =>
    connectVehicleLink(brokerUrl, {
      clientId: credentials?.username ?? `carport-admin-${process.pid}`,
      ...(credentials ? { credentials } : {}),
      ...(config.MQTT_TLS_CA ? { ca: fs.readFileSync(config.MQTT_TLS_CA) } : {}),
    });

  /** What a car last said on a retained topic (it arrives at once on subscribing), or null after 2 s. */
  async function readRetained<S extends z.ZodType>(topic: string, schema: S): Promise<z.infer<S> | null> {
    const link = await connect();
    const message = await new Promise<z.infer<S> | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), 2000);
      void link.subscribe(topic, schema, (_topic, received) => {
        clearTimeout(timer);
        resolve(received);
      });
    });
    await link.close();
    return message;
  }

  switch (name) {
    case "simulate": {
      const vin = vinSchema.parse(required("vin"));
      const settings = simulationSettingsSchema.parse({
        latencyMs: Number(values.latency ?? 0),
        unreachable: values.unreachable ?? false,
        failureRate: Number(values["failure-rate"] ?? 0),
      });
      const link = await connect();
      await link.publish(linkTopics(config.LINK_NAMESPACE).vehicle(vin, "settings"), settings, { retain: true });
      await link.close();
      console.log(`${vin}: ${JSON.stringify(settings)}`);
      return true;
    }
    case "operate": {
      const vin = vinSchema.parse(required("vin"));
      const doors = values["close-doors"] ? { frontLeft: 0, frontRight: 0, backLeft: 0, backRight: 0 } : {};
      const operation = operationMessageSchema.parse({
        ...(values["open-door"] || values["close-doors"]
          ? { doorOpen: { ...doors, ...(values["open-door"] ? { [values["open-door"]]: 1 } : {}) } }
          : {}),
        ...(values.trip ? { tripKm: Number(values.trip) } : {}),
        ...(values.plug !== undefined ? { plug: Number(values.plug) } : {}),
        ...(values.advance ? { advanceMinutes: Number(values.advance) } : {}),
      });
      const link = await connect();
      await link.publish(linkTopics(config.LINK_NAMESPACE).vehicle(vin, "operate"), operation);
      await link.close();
      console.log(`${vin}: ${JSON.stringify(operation)}`);
      return true;
    }
    case "calendar": {
      const vin = vinSchema.parse(required("vin"));
      const held = await readRetained(linkTopics(config.LINK_NAMESPACE).vehicle(vin, "calendarAck"), calendarAckMessageSchema);
      if (!held) console.log(`${vin}: no calendar received`);
      else {
        console.log(`${vin}: ${held.events.length} appointment(s), received ${held.receivedAt}`);
        if (held.events.length) console.table(held.events);
      }
      return true;
    }
    case "car-screen": {
      const vin = vinSchema.parse(required("vin"));
      const screen = await readRetained(linkTopics(config.LINK_NAMESPACE).vehicle(vin, "screen"), screenMessageSchema);
      if (!screen || screen.view === "home") console.log(`${vin}: home screen, no enrollment code`);
      else if (screen.view === "enrollmentCodeExpired") console.log(`${vin}: the enrollment code has expired`);
      else console.log(`${vin}: in-car enrollment code ${screen.code}, valid until ${screen.expiresAt}`);
      return true;
    }
    default:
      return false;
  }
}

try {
  if (await linkCommand(command)) process.exit(0);
  if (await backupCommand(command)) process.exit(0);
} catch (error) {
  console.error(error instanceof ZodError ? error.issues.map((i) => i.message).join(", ") : error instanceof Error ? error.message : error);
  process.exit(1);
}

/** backup and restore: the database as it is, not migrated first (restore opens none of its own). */
async function backupCommand(name: string): Promise<boolean> {
  if (name !== "backup" && name !== "restore") return false;
  const config = loadConfig();
  const target = { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, pgToolsDir: config.PG_TOOLS_DIR };
  if (name === "restore") {
    const file = required("from");
    await restoreBackup(target, file);
    console.log(`restored ${file} into ${config.DATABASE_URL ? "DATABASE_URL" : config.DATA_DIR}`);
    return true;
  }
  const file = required("to");
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await writeBackup(db, target, file);
  } finally {
    await db.close();
  }
  console.log(`backup of ${config.DATABASE_URL ? "DATABASE_URL" : config.DATA_DIR} written to ${file}`);
  return true;
}

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
try {
  await migrate(db);
  await ensureCurrentTerms(db);
  const fleet = createFleetService(db);
  switch (command) {
    case "provision": {
      const vehicle = factoryVehicleFrom(values);
      const vin = vehicle.vin;
      const created = await fleet.provision(vehicle);
      if (!created) console.log(`${vin} is already in the factory record`);
      else {
        console.log(`provisioned ${vin}; its vehicle-link identity:`);
        printCredentials(created);
      }
      break;
    }
    case "link-credentials": {
      const vin = vinSchema.parse(required("vin"));
      if (!values.rotate) throw new Error("a secret is shown only when made: --rotate makes a new one");
      const credentials = await rotateVehicleSecret(db, vin);
      if (!credentials) throw new Error(`${vin} is not in the factory record`);
      console.log(`${vin}: new vehicle-link secret; the old one no longer works`);
      printCredentials(credentials);
      break;
    }
    case "link-identity": {
      const kind = required("kind");
      if (kind !== "server" && kind !== "operator" && kind !== "gateway") throw new Error("--kind must be server, operator or gateway");
      const vins = values.all
        ? "all"
        : (values.vins ?? "")
            .split(",")
            .map((v) => v.trim())
            .filter(Boolean)
            .map((v) => vinSchema.parse(v));
      if (kind === "gateway" && vins !== "all" && vins.length === 0) throw new Error("a gateway needs --vins VIN,VIN or --all");
      const credentials = await saveServiceIdentity(db, { kind, username: required("name"), ...(kind === "gateway" ? { vins } : {}) });
      console.log(
        `${kind} identity ${credentials.username}${kind === "gateway" ? ` for ${vins === "all" ? "every car" : vins.join(", ")}` : ""}:`,
      );
      printCredentials(credentials);
      break;
    }
    case "mosquitto-config": {
      const { passwordFile, aclFile } = await writeMosquittoConfig(db, config.LINK_NAMESPACE, required("out"));
      console.log(
        `wrote ${passwordFile} and ${aclFile}; in mosquitto.conf (as deploy/mosquitto/mosquitto.conf):\n  allow_anonymous false\n  password_file ${passwordFile}\n  acl_file ${aclFile}\n  use_username_as_clientid true (in the cars' listener)\n  max_packet_size ${MAX_PACKET_BYTES}\n  set_tcp_nodelay true\nthen reload Mosquitto (kill -HUP <pid>).`,
      );
      break;
    }
    case "dealer-enroll": {
      const brand = brandOption();
      if (!brand) throw new Error("--brand is required");
      const vin = vinSchema.parse(required("vin"));
      const fromCar = values["from-car"] ?? false;
      await fleet.enrollAwaitingOwner({ brand, email: required("email"), vin, nickname: values.nickname ?? vin.slice(-4), fromCar });
      console.log(`${vin} enrolled to ${required("email")}, status ${fromCar ? 1 : 2}: the owner finishes it in the portal`);
      break;
    }
    case "factory":
      console.table(
        await listFactoryVehicles(db, { ...(brandOption() ? { brand: brandOption()! } : {}), unenrolledOnly: values.unenrolled ?? false }),
      );
      break;
    case "accounts":
      console.table(await listAccounts(db, brandOption()));
      break;
    case "vehicles":
      console.table(
        (await listAllVehicles(db, brandOption())).map((v) => ({
          brand: v.brand,
          owner: v.email,
          vin: v.vin,
          nickname: v.nickname,
          model: `${v.model_year} ${v.model_name}`,
          fuel: v.fuel_kind_code,
          suspended: v.suspended,
          vehicleId: v.id,
        })),
      );
      break;
    case "seed-demo":
      usePinKey(pinKeyOf(config));
      console.log(await seedDemo(db));
      break;
    case "housekeeping": {
      const report = await createHousekeeping(db, config, createLogger("silent")).runOnce();
      if (!report.ran) console.log("another instance is running housekeeping now; nothing done");
      else console.table(Object.entries(report.deleted).map(([table, deleted]) => ({ table, deleted })));
      break;
    }
    case "mail-queue": {
      const status = values.status;
      if (status !== undefined && status !== "queued" && status !== "sent" && status !== "kept" && status !== "failed")
        throw new Error("--status must be queued, sent, kept or failed");
      const entries = await listQueue(db, { status, to: values.email });
      if (entries.length === 0) console.log("no such message in the queue");
      else
        console.table(
          entries.map(({ id, status, channel, kind, to, attempts, createdAt, nextAttemptAt, finishedAt, lastError }) => ({
            id,
            status,
            channel,
            kind,
            to,
            attempts,
            createdAt,
            nextTry: nextAttemptAt ?? "",
            finishedAt: finishedAt ?? "",
            lastError: lastError ?? "",
          })),
        );
      break;
    }
    case "nameless-sign-in": {
      const brand = brandOption();
      if (!brand) throw new Error("--brand is required");
      const email = required("email");
      const allowed = !values.off;
      if (!(await setNamelessSignIn(db, brand, email, allowed))) throw new Error(`no ${brand} account ${email}`);
      console.log(`${email}: clients without a Deviceid ${allowed ? "may now sign in without" : "need again"} the one-time code`);
      break;
    }
    default:
      process.exitCode = await runAccountCommand(command, db, config, values);
  }
} catch (error) {
  console.error(error instanceof ZodError ? error.issues.map((i) => i.message).join(", ") : error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
