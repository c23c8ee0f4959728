import type { ClimateUnit } from "@carport/domain";
import type { AnsweredStatus } from "@carport/protocol";
import type { MessageKey } from "../../i18n/error-messages.ts";
import { statusTemperature } from "./climate-settings.ts";

/** One line of a remote page's status panel: what it is and its value, formatted by the panel. */
export interface StatusItem {
  label: MessageKey;
  value: { key: MessageKey } | { temperature: number; unit: ClimateUnit } | { percent: number };
}

/** The facts of the status a remote page shows. */
export type StatusFact = "doors" | "engine" | "climate" | "temperature" | "battery" | "plug" | "charging";

const PLUG_KEYS = {
  0: "remote.status.plugNone",
  1: "remote.status.plugDc",
  2: "remote.status.plugAc",
} as const satisfies Record<0 | 1 | 2, MessageKey>;

function item(fact: StatusFact, status: AnsweredStatus, modelYear: string, unit: ClimateUnit): StatusItem | null {
  switch (fact) {
    case "doors":
      return status.doorLock === undefined
        ? null
        : { label: "remote.status.doors", value: { key: status.doorLock ? "remote.status.doorsLocked" : "remote.status.doorsUnlocked" } };
    case "engine":
      return status.engine === undefined
        ? null
        : { label: "remote.status.engine", value: { key: status.engine ? "remote.status.engineOn" : "remote.status.engineOff" } };
    case "climate":
      return status.airCtrlOn === undefined
        ? null
        : { label: "remote.status.climate", value: { key: status.airCtrlOn ? "remote.status.climateOn" : "remote.status.climateOff" } };
    case "temperature": {
      // A set point only means something while the climate runs.
      const value = status.airCtrlOn ? statusTemperature(status.airTemp?.value, modelYear, unit) : null;
      return value === null ? null : { label: "remote.status.temperature", value: { temperature: value, unit } };
    }
    case "battery": {
      const percent = status.evStatus?.batteryStatus;
      return percent === undefined ? null : { label: "remote.status.battery", value: { percent } };
    }
    case "plug": {
      const plug = status.evStatus?.batteryPlugin;
      return plug === 0 || plug === 1 || plug === 2 ? { label: "remote.status.plug", value: { key: PLUG_KEYS[plug] } } : null;
    }
    case "charging":
      return status.evStatus?.batteryCharge === undefined
        ? null
        : {
            label: "remote.status.charging",
            value: { key: status.evStatus.batteryCharge ? "remote.status.chargingOn" : "remote.status.chargingOff" },
          };
  }
}

/** The status lines of a page, leaving out what this vehicle does not report. */
export function statusItems(facts: readonly StatusFact[], status: AnsweredStatus, modelYear: string, unit: ClimateUnit): StatusItem[] {
  return facts.map((fact) => item(fact, status, modelYear, unit)).filter((line): line is StatusItem => line !== null);
}

/** The time of a status report (lastStatusDate, yyyyMMddHHmmss in UTC), or null when unreadable. */
export function statusReportTime(lastStatusDate: string | undefined): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(lastStatusDate ?? "");
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const time = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return Number.isNaN(time.getTime()) ? null : time;
}
