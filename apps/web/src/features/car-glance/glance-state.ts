import type { DistanceUnit } from "@carport/domain";
import type { AnsweredStatus } from "@carport/protocol";
import { parseUtcTimestamp } from "../../i18n/format.ts";
import { energyView, type Distance } from "./energy-view.ts";

/** One fact of the car at a glance, in the order it is shown. */
export type GlanceItem =
  | { id: "charge"; percent: number }
  | { id: "fuel"; percent: number; low: boolean }
  | { id: "range"; distance: Distance }
  | { id: "plug"; plugged: boolean; fastCharger: boolean }
  | { id: "charging"; charging: boolean; minutesToFull: number | null }
  | { id: "lock"; locked: boolean; doorOpen: boolean }
  | { id: "climate"; on: boolean };

export type GlanceKind = "ev" | "phev" | "combustion";

export interface GlanceState {
  kind: GlanceKind;
  /** What matters most for this kind of car, shown large first. */
  lead: GlanceItem[];
  /** The rest, in a row of small facts. */
  more: GlanceItem[];
  /** When the car last reported, null when unreadable. */
  lastSeen: Date | null;
}

/** The car's own estimate of the minutes left to full at the current charger, null when it gave none. */
function minutesToFull(status: AnsweredStatus): number | null {
  const minutes = status.evStatus?.remainTime2?.atc?.value;
  return typeof minutes === "number" && Number.isFinite(minutes) && minutes > 0 ? minutes : null;
}

/**
 * Which facts lead for which kind of car: an EV's charge, range and plug; a plug-in hybrid's
 * charge and fuel with their total range; a combustion or hydrogen car's fuel and range. Locked
 * and climate follow for every kind; plugging and charging only for a car with a plug. A fact the
 * car did not report is left out (a glance shows what is known, never a guess).
 */
export function glanceState(fuelKindCode: string, status: AnsweredStatus, unit: DistanceUnit): GlanceState {
  const view = energyView(fuelKindCode, status, unit);
  const { battery } = view;
  const charge: GlanceItem[] = battery?.level != null ? [{ id: "charge", percent: battery.level }] : [];
  const fuel: GlanceItem[] = view.fuel?.level != null ? [{ id: "fuel", percent: view.fuel.level, low: view.fuel.low }] : [];
  const range: GlanceItem[] = view.totalRange ? [{ id: "range", distance: view.totalRange }] : [];
  const plug: GlanceItem[] = [
    ...(battery?.plugged != null
      ? [{ id: "plug", plugged: battery.plugged, fastCharger: status.evStatus?.batteryPlugin === 1 } as const]
      : []),
    ...(battery?.charging != null
      ? [
          {
            id: "charging",
            charging: battery.charging,
            // While it charges, how long until full (the status carries no charging power to show).
            minutesToFull: battery.charging ? minutesToFull(status) : null,
          } as const,
        ]
      : []),
  ];
  const body: GlanceItem[] = [
    // A locked car with a door open is not shut: the fact says both, never "Locked" alone.
    ...(typeof status.doorLock === "boolean"
      ? [{ id: "lock", locked: status.doorLock, doorOpen: Object.values(status.doorOpen ?? {}).some((door) => door !== 0) } as const]
      : []),
    ...(typeof status.airCtrlOn === "boolean" ? [{ id: "climate", on: status.airCtrlOn } as const] : []),
  ];
  const lastSeen = parseUtcTimestamp(status.lastStatusDate);
  switch (view.kind) {
    case "ev":
      return { kind: "ev", lead: [...charge, ...range], more: [...plug, ...body], lastSeen };
    case "phev":
      return { kind: "phev", lead: [...charge, ...fuel, ...range], more: [...plug, ...body], lastSeen };
    default:
      return { kind: "combustion", lead: [...fuel, ...range], more: body, lastSeen };
  }
}
