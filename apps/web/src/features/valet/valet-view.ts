import { formatValetValue } from "@carport/domain";
import type { CallResult } from "@carport/protocol";
import type { MessageKey } from "../../i18n/error-messages.ts";
import { parseUtcTimestamp } from "../../i18n/format.ts";

export type ValetStatus = CallResult<"valetStatus">;

/** Valet modes (vehicle-area.md 4): 0 off, 1 on, 2 turning on, 3 turning off; other values have no meaning. */
const MODE_KEYS: Record<number, MessageKey> = {
  0: "valet.mode.off",
  1: "valet.mode.on",
  2: "valet.mode.turningOn",
  3: "valet.mode.turningOff",
};

/** The mode in words; an undefined mode says it is unknown. */
export function valetModeKey(mode: number | undefined): MessageKey {
  return (mode !== undefined && MODE_KEYS[mode]) || "valet.mode.unknown";
}

/** Valet mode is on its way on or off (2 or 3): the status is read again until it settles. */
export function isValetChanging(mode: number | undefined): boolean {
  return mode === 2 || mode === 3;
}

/** What the page offers: turn on when off, turn off when on, nothing while it changes or is unknown. */
export function valetAction(mode: number | undefined): "valetActivate" | "valetDeactivate" | null {
  if (mode === 0) return "valetActivate";
  if (mode === 1) return "valetDeactivate";
  return null;
}

/** A speed or distance as valet shows it: 0 to 2 decimals (formatValetValue), as a number for Intl to write per language. */
export function valetFigure(value: number): number {
  return Number(formatValetValue(value));
}

/** The start, end and deactivation moments (yyyyMMddHHmmss UTC, "" when none). */
export function valetMoments(status: ValetStatus): { start: Date | null; end: Date | null; deactivated: Date | null } {
  return {
    start: parseUtcTimestamp(status.startDate),
    end: parseUtcTimestamp(status.endDate),
    deactivated: parseUtcTimestamp(status.deactivatedDate),
  };
}
