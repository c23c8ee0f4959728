import { z } from "zod";

/** Province preselected in address forms (account-and-enrollment.md 3 and 9). */
export const DEFAULT_PROVINCE = "ON";
/** Language preselected for a new account or an anonymous visitor. */
export const DEFAULT_LANGUAGE = "en";

/** Climate units of the preference: Celsius or Fahrenheit. */
export type ClimateUnit = "C" | "F";

/** Preference defaults (account-and-enrollment.md 9): odometer unit 1 (km), climate unit C, language 0 (en). */
export const PREFERENCE_DEFAULTS = { odometerUnit: 1, climateUnit: "C", languageId: 0 } as const satisfies {
  odometerUnit: 1 | 3;
  climateUnit: ClimateUnit;
  languageId: 0 | 1;
};

/** Key of the refusal when a preference save lacks a field. */
export const PREFERENCE_SUBMIT_FAILED = "PREFERENCE_SUBMIT_FAILED";

/** The preference fields a save requires. */
export interface PreferenceInput {
  odometerUnit?: number | string | null;
  climateUnit?: string | null;
  languageId?: number | string | null;
}

/** A preference value counts as set unless it is missing or empty (0 is set: language 0 is English). */
function isSet(value: unknown): boolean {
  return value !== null && value !== undefined && value !== "";
}

/** PREFERENCE_SUBMIT_FAILED unless odometerUnit, climateUnit and languageId are all set (account-and-enrollment.md 5). */
export function preferenceSaveError(preference: PreferenceInput): typeof PREFERENCE_SUBMIT_FAILED | null {
  return isSet(preference.odometerUnit) && isSet(preference.climateUnit) && isSet(preference.languageId) ? null : PREFERENCE_SUBMIT_FAILED;
}

/**
 * Server-side preference check (svacctprf): odometerUnit 1 or 3, climateUnit C or F, languageId
 * 0 or 1; every failure reports PREFERENCE_SUBMIT_FAILED. Other fields (maintenanceAlert...) are
 * the protocol's to add with .extend().
 */
export const preferenceSchema = z.object(
  {
    odometerUnit: z.union([z.literal(1), z.literal(3)], { error: PREFERENCE_SUBMIT_FAILED }),
    climateUnit: z.enum(["C", "F"], { error: PREFERENCE_SUBMIT_FAILED }),
    languageId: z.union([z.literal(0), z.literal(1)], { error: PREFERENCE_SUBMIT_FAILED }),
  },
  { error: PREFERENCE_SUBMIT_FAILED },
);
