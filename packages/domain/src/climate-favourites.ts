import { z } from "zod";
import { climateDurationSchema } from "./remote-options.ts";
import { temperatureCodeSchema } from "./temperature.ts";

/** A vehicle keeps up to three climate favourites, in slots 1 to 3. */
export const CLIMATE_FAVOURITE_SLOTS = [1, 2, 3] as const;
export type ClimateFavouriteSlot = (typeof CLIMATE_FAVOURITE_SLOTS)[number];
/** A favourite's name holds at most 20 characters (code points), once trimmed. */
export const FAVOURITE_NAME_MAX_LENGTH = 20;

/** Why a favourite name was refused. */
export type FavouriteNameReason = "NAME_REQUIRED" | "NAME_TOO_LONG";

/** The reason a favourite name is refused, or null. */
export function favouriteNameReason(value: string | null | undefined): FavouriteNameReason | null {
  const name = (value ?? "").trim();
  if (name === "") return "NAME_REQUIRED";
  return Array.from(name).length > FAVOURITE_NAME_MAX_LENGTH ? "NAME_TOO_LONG" : null;
}

export const favouriteSlotSchema = z
  .number({ error: "SLOT_INVALID" })
  .refine((slot): slot is ClimateFavouriteSlot => (CLIMATE_FAVOURITE_SLOTS as readonly number[]).includes(slot), {
    message: "SLOT_INVALID",
  });

export const favouriteNameSchema = z
  .string({ error: "NAME_REQUIRED" })
  .overwrite((value) => value.trim())
  .superRefine((value, ctx) => {
    const reason = favouriteNameReason(value);
    if (reason) ctx.addIssue({ code: "custom", message: reason });
  });

/** The climate-start settings a favourite keeps (the same rules as a climate start). */
export const favouriteSettingsSchema = z.object({
  temperature: temperatureCodeSchema,
  defrost: z.boolean({ error: "FLAG_REQUIRED" }),
  heatedFeatures: z.boolean({ error: "FLAG_REQUIRED" }),
  durationMinutes: climateDurationSchema,
});
export type FavouriteSettings = z.infer<typeof favouriteSettingsSchema>;

/**
 * The slot that is default after a change: the first favourite saved becomes the default; when
 * the default is deleted, the lowest remaining slot takes its place, so one is always default.
 */
export function defaultSlotAfter(savedSlots: readonly number[], currentDefault: number | null): number | null {
  if (currentDefault !== null && savedSlots.includes(currentDefault)) return currentDefault;
  return savedSlots.length === 0 ? null : Math.min(...savedSlots);
}
