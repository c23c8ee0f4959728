import { z } from "zod";

const ynFlag = z.union([z.enum(["Y", "N"]), z.boolean().transform((v) => (v ? "Y" : "N"))]);

/** A notification-setting row: priorityType U rows are always on; pushAlways/emailAlways Y or N lock the row. */
export const notificationSettingRowSchema = z.object({
  notificationType: z.string(),
  notificationName: z.string(),
  push: z.enum(["Y", "N"]),
  email: z.enum(["Y", "N"]),
  priorityType: z.enum(["U", "N"]),
  pushAlways: z.enum(["Y", "N", ""]),
  emailAlways: z.enum(["Y", "N", ""]),
  vehicleId: z.string(),
});

export const notificationTypesRequestSchema = z
  .object({
    fuelKindCode: z.string().max(2).optional(),
    vehicleId: z.string().max(64).optional(),
    vin: z.string().max(17).optional(),
    requestType: z.string().max(10).optional(),
  })
  .loose();
export const notificationSettingsRequestSchema = z.object({ requestType: z.string().max(10).optional() }).loose();
export const notificationSettingsResultSchema = z.object({ notificationList: z.array(notificationSettingRowSchema) });

export const saveNotificationSettingsRequestSchema = z.object({
  requestType: z.string().max(10).optional(),
  notificationList: z
    .array(z.object({ notificationType: z.string().max(40), push: ynFlag.optional(), email: ynFlag.optional() }).loose())
    .min(1)
    .max(50),
});

export const notificationHistoryResultSchema = z.object({
  notifications: z.array(
    z.object({
      nickname: z.string(),
      modelName: z.string(),
      vehicleId: z.string(),
      /** yyyymmdd and hhmmss */
      date: z.string(),
      time: z.string(),
      notificationType: z.string(),
      notificationName: z.string(),
      /** email, push (Web Push), or one of the owner's receivers: webhook, ntfy, gotify. */
      channel: z.enum(["email", "push", "webhook", "ntfy", "gotify"]),
      title: z.string(),
    }),
  ),
});
