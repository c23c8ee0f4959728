import {
  applyTsocLevel,
  batteryLevelClass,
  initialTsocLevel,
  PLUG_TYPE,
  tsocLimits,
  tsocSaveError,
  type BatteryLevelClass,
  type PlugType,
  type TsocLimits,
} from "@carport/domain";
import type { CallResult } from "@carport/protocol";
import type { TargetSocLevel } from "./commands.ts";

/** The plug types in the order the page shows them: DC fast charging, then AC. */
export const PLUG_TYPES: readonly PlugType[] = [PLUG_TYPE.dc, PLUG_TYPE.ac];

/** One plug type's slider: its limits and the level it starts at. */
export interface TsocPlug {
  plugType: PlugType;
  limits: TsocLimits;
  level: number;
}

/** The sliders from `selsoc`: each plug type with the model's limits and its initial level (initialTsocLevel). */
export function tsocPlugsFromWire(result: CallResult<"targetSoc">): TsocPlug[] {
  return PLUG_TYPES.map((plugType) => {
    const entry = result.find((e) => e.plugType === plugType);
    const limits = tsocLimits(entry ?? null);
    return { plugType, limits, level: initialTsocLevel(entry?.level, limits) };
  });
}

/** What `selsoc` says beside the targets: the battery now and the electric range, when the model reports it. */
export interface TsocReading {
  currentLevel: number | null;
  range: { value: number; unit: number } | null;
}

/** The reading from `selsoc` (every entry carries it; the first one is read): the range only when the driving-distance flag is Y. */
export function tsocReadingFromWire(result: CallResult<"targetSoc">): TsocReading {
  const first = result[0];
  if (!first) return { currentLevel: null, range: null };
  return {
    currentLevel: first.currentLevel,
    range: first.drivingDistanceFlag === "Y" ? { value: first.rangeByFuel.evModeRange.value, unit: first.distanceUnit } : null,
  };
}

/** A slider move: the level put on the step and within the limits, and whether the minimum dialog opens. */
export function moveTsoc(plug: TsocPlug, requested: number): { plug: TsocPlug; belowMinimum: boolean } {
  const { level, belowMinimum } = applyTsocLevel(requested, plug.limits);
  return { plug: { ...plug, level }, belowMinimum };
}

/** The strictest maximum of the plugs, for the save check and the entry warning. */
export function tsocMaximum(plugs: readonly TsocPlug[]): TsocLimits | null {
  if (plugs.length === 0) return null;
  return plugs.reduce((strictest, p) => (p.limits.max < strictest.max ? p.limits : strictest), plugs[0]!.limits);
}

/** Why saving is blocked (a level above its plug's maximum), or null. */
export function tsocBlocked(plugs: readonly TsocPlug[]): string | null {
  for (const plug of plugs) {
    const error = tsocSaveError([{ plugType: plug.plugType, level: plug.level }], plug.limits);
    if (error) return error;
  }
  return null;
}

/** The levels the save sends. */
export function tsocLevels(plugs: readonly TsocPlug[]): TargetSocLevel[] {
  return plugs.map((p) => ({ plugType: p.plugType, level: p.level }));
}

/** The class name and text key of a battery level (colour and words). */
export function batteryClassKey(level: number): {
  className: `battery-level--${BatteryLevelClass}`;
  key: `tsoc.levelClass.${BatteryLevelClass}`;
} {
  const cls = batteryLevelClass(level);
  return { className: `battery-level--${cls}`, key: `tsoc.levelClass.${cls}` };
}
