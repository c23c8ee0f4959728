import { CALLS, errorDescription, type ErrorCode, type RemoteCommandId } from "@carport/protocol";
import { tokenHash } from "../../core/secret-hashing.ts";
import { ApiError } from "../../http/api-error.ts";
import type { CommandAuthorization } from "../../http/request-context.ts";
import type { PinService, SessionService } from "../auth/index.ts";
import type { RemoteCommandService } from "../remote/index.ts";
import type { HaCar } from "./ha-cars.ts";

/** What a command topic's message asks: a remote command (with the PIN when it carries one), or the PIN for the next. */
type Asked = { kind: "command"; callId: RemoteCommandId; body: Record<string, unknown>; pin?: string } | { kind: "pin"; pin: string };

/** The outcome published on the car's result topic (COMMAND_OUTCOMES, and "pin_accepted"). */
export interface CommandOutcome {
  event_type: "pending" | "succeeded" | "failed" | "refused" | "pin_accepted";
  command: string;
  code?: string;
  message?: string;
  transaction_id?: string;
}

/** A JSON object payload, or null. */
function jsonOf(payload: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(payload);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
const pinIn = (json: Record<string, unknown> | null) => (typeof json?.pin === "string" ? json.pin : undefined);
const climate = { airCtrl: 1, defrost: false, heating1: 0 };

/** The remote command a button sends: the portal's call and body, with its defaults (10 minutes of climate). */
const BUTTONS: Record<string, { callId: RemoteCommandId; body: Record<string, unknown> }> = {
  climate_start: { callId: "climateStart", body: { hvacInfo: { ...climate, igniOnDuration: 10 } } },
  climate_stop: { callId: "climateStop", body: {} },
  engine_start: { callId: "engineStart", body: { setting: { ...climate, igniOnDuration: 10 } } },
  engine_stop: { callId: "engineStop", body: {} },
  charge_start: { callId: "chargeStart", body: {} },
  charge_stop: { callId: "chargeStop", body: {} },
  horn: { callId: "hornLight", body: { horn: true } },
  lights: { callId: "hornLight", body: { horn: false } },
};
/** The plug type of each target number (0 DC fast charger, 1 AC). */
const TARGETS: Record<string, 0 | 1> = { target_dc: 0, target_ac: 1 };

/** What a message on an entity's command topic asks; null when it asks nothing Carport does. */
export function readCommand(objectId: string, payload: string): Asked | null {
  const json = jsonOf(payload);
  if (objectId === "pin") return { kind: "pin", pin: payload.trim() };
  if (objectId === "doors") {
    const action = json?.action;
    const callId = action === "LOCK" ? "doorLock" : action === "UNLOCK" ? "doorUnlock" : null;
    return callId && { kind: "command", callId, body: {}, pin: typeof json?.code === "string" ? json.code : undefined };
  }
  const button = BUTTONS[objectId];
  if (button) return { kind: "command", ...button, body: structuredClone(button.body), pin: pinIn(json) };
  const plugType = TARGETS[objectId];
  if (plugType !== undefined) {
    const level = Number(json ? json.value : payload);
    if (!Number.isFinite(level)) return null;
    return { kind: "command", callId: "setTargetSoc", body: { tsoc: [{ plugType, level: Math.round(level) }] }, pin: pinIn(json) };
  }
  return null;
}

/** A PIN checked a moment ago (the text entity), good for the next command within the pAuth's life. */
interface Armed {
  authorization: { accountId: string; tokenHash: string; pAuth: string };
  timer: NodeJS.Timeout;
}

/**
 * Home Assistant's commands, through the portal's front doors: the PIN checked by the PIN service
 * (its attempts and lock, its security trail), the command recorded and sent by the remote command
 * service (the car's fit and ranges, suspension, daily limit, one pending command). Home Assistant
 * acts as the car's owner, in a session of its own opened for the PIN and closed once the command
 * is recorded, as the owner's browser would with vrfypin and then the command.
 */
export function createHaCommands(deps: {
  pins: PinService;
  sessions: SessionService;
  commands: RemoteCommandService;
  pAuthTtlSeconds: number;
}) {
  const { pins, sessions, commands } = deps;
  const armed = new Map<string, Armed>();

  /** A session of Home Assistant's own and, for the PIN, a pAuth for this car (wrong PIN: 731x, locked: 7316). */
  async function authorize(car: HaCar, pin: string) {
    const token = await sessions.issue(car.account_id, "home-assistant");
    const session = { accountId: car.account_id, tokenHash: tokenHash(token.accessToken) };
    try {
      const { pAuth } = await pins.verify(session, car.id, pin, car.language_id);
      return { ...session, pAuth };
    } catch (error) {
      await sessions.revoke(session.tokenHash);
      throw error;
    }
  }

  function disarm(vehicleId: string): Armed["authorization"] | null {
    const found = armed.get(vehicleId);
    if (!found) return null;
    armed.delete(vehicleId);
    clearTimeout(found.timer);
    return found.authorization;
  }

  function outcomeOfError(error: unknown, command: string, car: HaCar): CommandOutcome {
    const code: ErrorCode = error instanceof ApiError ? error.code : "7998";
    const message = error instanceof ApiError && error.description ? error.description : errorDescription(code, car.language_id);
    return { event_type: "refused", command, code, message };
  }

  return {
    /**
     * Carries out what a command topic's message asks for this car; answers the outcome to publish
     * (refused, or pending with the transaction, or the PIN accepted); null when it asks nothing.
     */
    async handle(
      car: HaCar,
      objectId: string,
      payload: string,
      /** Told the transaction as soon as the command is recorded. */
      issued: (transactionId: string) => void = () => {},
    ): Promise<CommandOutcome | null> {
      const asked = readCommand(objectId, payload);
      if (!asked) return null;
      try {
        if (asked.kind === "pin") {
          const authorization = await authorize(car, asked.pin);
          const before = disarm(car.id);
          if (before) await sessions.revoke(before.tokenHash);
          const timer = setTimeout(
            () => void sessions.revoke(disarm(car.id)?.tokenHash ?? "").catch(() => {}),
            deps.pAuthTtlSeconds * 1000,
          );
          timer.unref();
          armed.set(car.id, { authorization, timer });
          return { event_type: "pin_accepted", command: objectId };
        }
        const authorization = asked.pin !== undefined ? await authorize(car, asked.pin) : disarm(car.id);
        if (!authorization) throw new ApiError("7317", errorDescription("7317", car.language_id));
        try {
          const body = CALLS[asked.callId].request.parse(asked.body) as never;
          const { accountId, pAuth } = authorization;
          const commandAuthorization: CommandAuthorization = {
            check: () => pins.check(pins.claim(pAuth, authorization, car.id)),
            claim: async () => pins.claim(pAuth, authorization, car.id),
          };
          const transactionId = await commands.issue({
            callId: asked.callId,
            body,
            vehicle: car,
            accountId,
            language: car.language_id,
            authorization: commandAuthorization,
          });
          issued(transactionId);
          return { event_type: "pending", command: objectId, transaction_id: transactionId };
        } finally {
          await sessions.revoke(authorization.tokenHash);
        }
      } catch (error) {
        return outcomeOfError(error, objectId, car);
      }
    },

    /** Forgets the PINs held for the next command, closing their sessions. */
    async close() {
      for (const vehicleId of [...armed.keys()]) {
        const authorization = disarm(vehicleId);
        if (authorization) await sessions.revoke(authorization.tokenHash).catch(() => {});
      }
    },
  };
}
export type HaCommands = ReturnType<typeof createHaCommands>;
