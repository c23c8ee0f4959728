import { z } from "zod";

/** Slider step when the model gives none (vehicle-area.md 9). */
export const TSOC_STEP_DEFAULT = 10;
/** Lowest target when the model gives none. */
export const TSOC_MIN_DEFAULT = 10;
/** No target may exceed 100 %, whatever the model's targetMaxSocLimitWarning says. */
export const TSOC_MAX_CAP = 100;
/** Target shown when the vehicle reports none. */
export const TSOC_INITIAL_DEFAULT = 70;

/** Plug types of target charge levels: 0 DC fast charging, 1 AC. */
export const PLUG_TYPE = { dc: 0, ac: 1 } as const;
/** A plug type: 0 DC, 1 AC. */
export type PlugType = (typeof PLUG_TYPE)[keyof typeof PLUG_TYPE];

/** Server-side plug type check; message PLUG_TYPE_INVALID. */
export const plugTypeSchema = z.union([z.literal(0), z.literal(1)], { error: "PLUG_TYPE_INVALID" });

/** The model capability fields the target charge screen depends on (featuresModel). */
export interface TsocModel {
  tsocLevelStep?: number | null;
  targetMinSoc?: number | null;
  targetMaxSocLimitWarning?: number | null;
}

/** The resolved slider limits of a model. */
export interface TsocLimits {
  step: number;
  min: number;
  max: number;
}

/**
 * A model's target limits with the spec's defaults: step 10 (when missing or not positive),
 * minimum 10 (when missing or outside 0-100), maximum the model's limit capped at 100. A minimum
 * above the maximum is lowered to it.
 */
export function tsocLimits(model?: TsocModel | null): TsocLimits {
  const step = model?.tsocLevelStep;
  const min = model?.targetMinSoc;
  const max = model?.targetMaxSocLimitWarning;
  const resolvedStep = typeof step === "number" && Number.isFinite(step) && step > 0 ? step : TSOC_STEP_DEFAULT;
  const resolvedMax = typeof max === "number" && Number.isFinite(max) && max > 0 ? Math.min(max, TSOC_MAX_CAP) : TSOC_MAX_CAP;
  const resolvedMin = typeof min === "number" && Number.isFinite(min) && min >= 0 && min <= TSOC_MAX_CAP ? min : TSOC_MIN_DEFAULT;
  return { step: resolvedStep, min: Math.min(resolvedMin, resolvedMax), max: resolvedMax };
}

/**
 * The level a plug's slider starts at: the reported level (70 when none) rounded up to the next
 * multiple of 10, at least the minimum, at most 100. It is not lowered to a model maximum below
 * 100, so the save check can point out a stored target above it.
 */
export function initialTsocLevel(level: number | null | undefined, limits: TsocLimits): number {
  const reported = typeof level === "number" && Number.isFinite(level) ? level : TSOC_INITIAL_DEFAULT;
  const rounded = Math.ceil(reported / 10) * 10;
  return Math.min(TSOC_MAX_CAP, Math.max(limits.min, rounded));
}

/**
 * A level the user picked, put on the model's step and within its limits: below the minimum it
 * becomes the minimum and the screen must show its dialog (belowMinimum); above the maximum it
 * becomes the maximum.
 */
export function applyTsocLevel(requested: number, limits: TsocLimits): { level: number; belowMinimum: boolean } {
  const snapped = Math.round(requested / limits.step) * limits.step;
  if (!Number.isFinite(snapped) || snapped < limits.min) return { level: limits.min, belowMinimum: true };
  return { level: Math.min(snapped, limits.max), belowMinimum: false };
}

/** A model maximum below 100 is announced with a warning when the screen opens. */
export function shouldWarnMaxOnEntry(limits: TsocLimits): boolean {
  return limits.max < TSOC_MAX_CAP;
}

/** Key of the refusal when a plug's target exceeds the model's maximum. */
export const TSOC_MAX_EXCEEDED = "targetMaxSocLimitWarning";

/** Why a save is blocked: either plug's level above the model's maximum; null when it may be saved. */
export function tsocSaveError(
  levels: readonly { plugType: PlugType; level: number }[],
  limits: TsocLimits,
): typeof TSOC_MAX_EXCEEDED | null {
  return levels.some((entry) => entry.level > limits.max) ? TSOC_MAX_EXCEEDED : null;
}

/** Why the server refuses a target level for a model; null when the level may be set. */
export type TsocLevelReason = "TSOC_INVALID" | "TSOC_BELOW_MIN" | "TSOC_ABOVE_MAX" | "TSOC_NOT_A_STEP";

/**
 * The server's check of a requested target (setsoc, socset): an integer percentage within the
 * model's minimum and maximum, on its step (the minimum and maximum themselves always allowed).
 */
export function tsocLevelReason(level: number, limits: TsocLimits): TsocLevelReason | null {
  if (!Number.isInteger(level)) return "TSOC_INVALID";
  if (level < limits.min) return "TSOC_BELOW_MIN";
  if (level > limits.max) return "TSOC_ABOVE_MAX";
  if (level !== limits.min && level !== limits.max && level % limits.step !== 0) return "TSOC_NOT_A_STEP";
  return null;
}

/** Battery level class of the slider and gauges. */
export type BatteryLevelClass = "low" | "mid" | "high" | "full";

/** The battery-level class (vehicle-area.md 5): under 30 low, under 70 mid, under 100 high, else full. */
export function batteryLevelClass(level: number): BatteryLevelClass {
  if (level < 30) return "low";
  if (level < 70) return "mid";
  if (level < 100) return "high";
  return "full";
}
