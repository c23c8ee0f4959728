import { z } from "zod";

/** What an owner confirms a car's OVMS module can do (lock covers lock and unlock; climate, charge and valet each on and off). */
export const OVMS_CAPABILITIES = ["lock", "climate", "charge", "valet"] as const;
export type OvmsCapability = (typeof OVMS_CAPABILITIES)[number];
export const ovmsCapabilitySchema = z.enum(OVMS_CAPABILITIES);

/** The car's OVMS module (null: it has none): its names, topics and what it is offered. */
export const ovmsModuleResultSchema = z.object({
  module: z
    .object({
      user: z.string(),
      vehicleId: z.string(),
      topicPrefix: z.string(),
      /** Confirmed by the owner or operator. */
      supports: z.array(ovmsCapabilitySchema),
      /** Answered by the module as not possible ("functionality not available", "Unrecognised command"). */
      refused: z.array(ovmsCapabilitySchema),
      pinKept: z.boolean(),
    })
    .nullable(),
});
export type OvmsModuleResult = z.infer<typeof ovmsModuleResultSchema>;

/** What the owner confirms; a capability the module refused before is offered again. */
export const ovmsCapabilitiesRequestSchema = z.object({ supports: z.array(ovmsCapabilitySchema).max(OVMS_CAPABILITIES.length) });
