import { z } from "zod";

/** `hmasst` and `svhmasst`: whether the owner's cars are published to the site's Home Assistant broker. */
export const homeAssistantSettingSchema = z.object({
  /** The owner's choice: their own cars (not those shared with them) are published, and take commands from it. */
  enabled: z.boolean(),
  /** Whether the operator has set a Home Assistant broker (HOME_ASSISTANT_MQTT_URL): without one, the choice is kept but nothing is published. */
  available: z.boolean(),
});
export type HomeAssistantSetting = z.infer<typeof homeAssistantSettingSchema>;

export const saveHomeAssistantRequestSchema = z.object({ enabled: z.boolean() });
