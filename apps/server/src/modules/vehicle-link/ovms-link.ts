import {
  initialVehicleStatus,
  OVMS_ANSWERED_FROM_METRICS,
  OVMS_SHELL_COMMANDS,
  ovmsLocation,
  ovmsPrefix,
  ovmsStatus,
  ovmsTopics,
  parseOvmsTopic,
  readOvmsAnswer,
  type CommandMessage,
  type ResultMessage,
  type VehicleCommand,
  type VehicleLink,
} from "@carport/telematics";
import type { VehicleStatus } from "@carport/protocol";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database.ts";
import type { CredentialBox } from "../../core/credential-box.ts";
import { learnOvmsRefusal, listOvmsModules, type OvmsModule } from "./ovms-modules.ts";
import type { VehicleLinkHandlers } from "./vehicle-link-gateway.ts";
import type { createVehiclePresence } from "./vehicle-presence.ts";

/** How long a module found (or not) for a prefix or a car is trusted before it is read again. */
const MODULE_CACHE_MS = 5_000;
/** Metrics arrive one topic each (a module sends them all on connecting): a status is made once they stop for this long. */
const GATHER_MS = 100;

interface CarState {
  metrics: Record<string, string>;
  status: VehicleStatus | null;
  timer: NodeJS.Timeout | null;
}

/**
 * Carport's side of the OVMS modules (ovms.ts): their metrics become their car's status, their
 * "connected" metric (and last will) its presence; Carport's commands go to them as shell commands
 * and their text answers complete them.
 */
export function createOvmsLink(
  link: VehicleLink,
  access: { db: Database; box: CredentialBox },
  log: FastifyBaseLogger,
  presence: ReturnType<typeof createVehiclePresence>,
) {
  const { db, box } = access;
  const cars = new Map<string, CarState>();
  /** Commands this instance sent, by transaction id: what they were (to learn from a refusal), and that a repeat is not sent again. */
  const sent = new Map<string, { vin: string; command: VehicleCommand }>();
  let handlers: VehicleLinkHandlers | null = null;

  /**
   * Every registered module, read again at most every few seconds in one query (the table holds a
   * row per car with a module): a command to any car asks whether it has one, and costs no read.
   */
  type Snapshot = { byVin: Map<string, OvmsModule>; byPrefix: Map<string, OvmsModule>; until: number };
  let snapshot: Snapshot | null = null;
  let reading: Promise<Snapshot> | null = null;
  function modules(): Promise<Snapshot> {
    if (snapshot && snapshot.until > Date.now()) return Promise.resolve(snapshot);
    reading ??= listOvmsModules(db)
      .then((all): Snapshot => {
        snapshot = {
          byVin: new Map(all.map((m) => [m.vin, m])),
          byPrefix: new Map(all.map((m) => [m.prefix, m])),
          until: Date.now() + MODULE_CACHE_MS,
        };
        return snapshot;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }
  const forget = () => void (snapshot = null);
  const moduleOfPrefix = async (prefix: string) => (await modules()).byPrefix.get(prefix) ?? null;
  const moduleOfVin = async (vin: string) => (await modules()).byVin.get(vin) ?? null;

  async function baseStatus(vin: string): Promise<VehicleStatus> {
    const [row] = await db.query<{ status: VehicleStatus }>(
      "select s.status from vehicle_status s join vehicles v on v.id = s.vehicle_id where v.vin = $1",
      [vin],
    );
    return row?.status ?? initialVehicleStatus({ fuelKindCode: "E", rangeAtFull: 0 });
  }

  function stateOf(vin: string): CarState {
    let state = cars.get(vin);
    if (!state) cars.set(vin, (state = { metrics: {}, status: null, timer: null }));
    return state;
  }

  async function currentStatus(vin: string): Promise<VehicleStatus> {
    const state = stateOf(vin);
    state.status ??= ovmsStatus(await baseStatus(vin), state.metrics, new Date());
    return state.status;
  }

  async function report(vin: string) {
    const state = stateOf(vin);
    state.timer = null;
    const at = new Date();
    state.status = ovmsStatus(state.status ?? (await baseStatus(vin)), state.metrics, at);
    // The vehicle list's odometer too (whole km, as the car's record keeps it); cached answers about the car are told.
    const odometer = Number(state.metrics["v.p.odometer"]);
    if (state.metrics["v.p.odometer"] !== undefined && Number.isFinite(odometer)) {
      const moved = await db.query<{ id: string }>("update vehicles set odometer = $2 where vin = $1 and odometer <> $2 returning id", [
        vin,
        Math.round(odometer),
      ]);
      for (const { id } of moved) db.announce(`v:${id}`);
    }
    await handlers?.onStatus(vin, { status: state.status, reportedAt: at.toISOString() });
  }

  async function onMetric(topic: string, text: string) {
    const parsed = parseOvmsTopic(topic);
    if (parsed?.kind !== "metric") return;
    const module = await moduleOfPrefix(ovmsPrefix(parsed.user, parsed.vehicleId));
    if (!module) return;
    const state = stateOf(module.vin);
    if (parsed.metric === "s.v3.connected") {
      // The module's own "connected" metric, and its last will ("no", retained) when it vanishes.
      presence.onVehicle(module.vin, { online: /^(yes|true|1)$/i.test(text.trim()), at: new Date().toISOString() });
      return;
    }
    if (text === "") delete state.metrics[parsed.metric];
    else state.metrics[parsed.metric] = text;
    state.timer ??= setTimeout(() => {
      report(module.vin).catch((error: unknown) => log.error({ err: error, vin: module.vin }, "could not save an OVMS car's status"));
    }, GATHER_MS);
  }

  async function complete(
    vin: string,
    transactionId: string,
    outcome: { ok: true } | { ok: false; reason: string },
    extra: Partial<ResultMessage> = {},
  ) {
    const result: ResultMessage = {
      transactionId,
      ok: outcome.ok,
      ...(outcome.ok ? {} : { failureReason: outcome.reason }),
      status: await currentStatus(vin),
      completedAt: new Date().toISOString(),
      ...extra,
    };
    await handlers?.onResult(vin, result);
  }

  /** What a command done changes at once (the module's metrics confirm it later). */
  function afterDone(vin: string, command: VehicleCommand) {
    const state = stateOf(vin);
    if (!state.status) return;
    const status = structuredClone(state.status);
    if (command === "lock" || command === "unlock") status.doorLock = command === "lock";
    if (command === "climateStart" || command === "climateStop") status.airCtrlOn = command === "climateStart";
    if ((command === "chargeStart" || command === "chargeStop") && status.evStatus)
      status.evStatus.batteryCharge = command === "chargeStart";
    state.status = status;
  }

  async function onResponse(topic: string, text: string, retained: boolean) {
    // An answer the broker kept from before: acted on already, or not this instance's to act on.
    if (retained) return;
    const parsed = parseOvmsTopic(topic);
    if (parsed?.kind !== "response") return;
    const module = await moduleOfPrefix(ovmsPrefix(parsed.user, parsed.vehicleId));
    if (!module) return;
    const command = sent.get(parsed.id);
    const answer = readOvmsAnswer(text);
    if (!answer.ok) {
      if (answer.unsupported && command) {
        const capability = OVMS_SHELL_COMMANDS[command.command]?.capability;
        if (capability) {
          await learnOvmsRefusal(db, module.vin, capability);
          forget();
        }
      }
      const reason = answer.unsupported
        ? `This car's OVMS module cannot do this (${answer.reason}).`
        : `This car's OVMS module answered: ${answer.reason}`;
      await complete(module.vin, parsed.id, { ok: false, reason });
    } else {
      if (command) afterDone(module.vin, command.command);
      await complete(module.vin, parsed.id, { ok: true });
    }
    sent.delete(parsed.id);
  }

  return {
    /** The car's module, when it has one. */
    moduleOf: moduleOfVin,

    async listen(given: VehicleLinkHandlers) {
      handlers = given;
      const guard = (work: Promise<void>, topic: string) =>
        work.catch((error: unknown) => log.error({ err: error, topic }, "OVMS message handler failed"));
      // A broker whose ACL predates OVMS modules may refuse these: Carport's own cars still work.
      await link
        .subscribeText(ovmsTopics.everyMetric, (topic, text) => void guard(onMetric(topic, text), topic), 0)
        .catch((error: unknown) => log.warn({ err: error }, "the broker refused Carport the OVMS modules' metrics"));
      await link
        .subscribeText(ovmsTopics.everyResponse, (topic, text, retained) => void guard(onResponse(topic, text, retained), topic), 1)
        .catch((error: unknown) => log.warn({ err: error }, "the broker refused Carport the OVMS modules' answers"));
    },

    /**
     * Whether the car's module is not to be sent this command (7705 before anything is recorded):
     * its vehicle module cannot, the owner has not confirmed it can, or it answered it cannot.
     * False for a car without a module.
     */
    async refuses(vin: string, command: VehicleCommand): Promise<boolean> {
      const module = await moduleOfVin(vin);
      if (!module) return false;
      if (OVMS_ANSWERED_FROM_METRICS.includes(command)) return false;
      const shell = OVMS_SHELL_COMMANDS[command];
      return !shell || !module.supports.includes(shell.capability) || module.refused.includes(shell.capability);
    },

    /** Sends a command to the car's module; answers false when the car has none (it goes on Carport's own topics). */
    async send(vin: string, command: CommandMessage): Promise<boolean> {
      const module = await moduleOfVin(vin);
      if (!module) return false;
      // Carport sends an unanswered command again under the same id: a module runs what it is sent, so once is enough.
      if (sent.has(command.transactionId)) return true;
      if (command.command === "locate") {
        const location = ovmsLocation(stateOf(vin).metrics, new Date());
        await complete(
          vin,
          command.transactionId,
          location ? { ok: true } : { ok: false, reason: "This car's OVMS module has not reported a position yet." },
          location ? { location } : {},
        );
        return true;
      }
      if (command.command === "refreshStatus") {
        await complete(vin, command.transactionId, { ok: true });
        return true;
      }
      const shell = OVMS_SHELL_COMMANDS[command.command];
      if (!shell) {
        await complete(vin, command.transactionId, { ok: false, reason: "This car's OVMS module cannot do this." });
        return true;
      }
      let pin = "";
      if (shell.line("\u0000").includes("\u0000")) {
        if (!module.sealedPin) {
          await complete(vin, command.transactionId, {
            ok: false,
            reason: "No module PIN is kept for this car's OVMS module: the operator sets it.",
          });
          return true;
        }
        pin = box.open<string>(module.sealedPin);
      }
      sent.set(command.transactionId, { vin, command: command.command });
      setTimeout(() => sent.delete(command.transactionId), Math.max(0, Date.parse(command.deadline) - Date.now()) + 60_000).unref();
      await link.publishText(ovmsTopics.command(module.prefix, command.transactionId), shell.line(pin), { qos: 1 });
      return true;
    },

    close() {
      for (const state of cars.values()) if (state.timer) clearTimeout(state.timer);
    },
  };
}

export type OvmsLink = ReturnType<typeof createOvmsLink>;
