import { z } from "zod";
import { favouriteNameSchema, favouriteSettingsSchema, favouriteSlotSchema } from "@carport/domain";

/** One saved climate-start preset of the vehicle. */
export const climateFavouriteSchema = z.object({
  slot: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  temperature: z.string(),
  defrost: z.boolean(),
  heatedFeatures: z.boolean(),
  durationMinutes: z.number().int(),
});
export type ClimateFavourite = z.infer<typeof climateFavouriteSchema>;

/** Every call answers the vehicle's favourites as they now are, by slot. */
export const climateFavouritesResultSchema = z.object({ favourites: z.array(climateFavouriteSchema) });

/** `svclmfav`: save settings into a slot (replacing what it held); makeDefault also makes it the default. */
export const saveClimateFavouriteRequestSchema = favouriteSettingsSchema.extend({
  slot: favouriteSlotSchema,
  name: favouriteNameSchema,
  makeDefault: z.boolean().default(false),
});

/** `dlclmfav` and `stclmfavdflt`: the slot to delete or make the default. */
export const climateFavouriteSlotRequestSchema = z.object({ slot: favouriteSlotSchema });
