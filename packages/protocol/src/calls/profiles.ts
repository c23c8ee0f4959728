import { z } from "zod";
import { isAlphanumericText, secondaryDriverEmailSchema } from "@carport/domain";

/** A vehicle holds the primary driver's profiles 1 to 3. */
export const PROFILE_INDEXES = [1, 2, 3] as const;
export const PROFILE_NAME_MAX_LENGTH = 30;

/** What a profile setting is about; a save names one of them (or ALL). */
export const PROFILE_CATEGORIES = ["SEAT", "MIRROR", "CLIMATE", "AUDIO", "DRIVING", "LIGHTING"] as const;
export const profileCategorySchema = z.enum(PROFILE_CATEGORIES);
export type ProfileCategory = z.infer<typeof profileCategorySchema>;

/** Second driver and shared profile status: 0 sharing, 3 invitation pending, 4 none. */
export const shareStatusSchema = z.enum(["0", "3", "4"]);
export type ShareStatus = z.infer<typeof shareStatusSchema>;

/** A profile's syncState: 0 the portal holds a current profile for the vehicle, 2 no current profile. */
export const syncStateSchema = z.enum(["0", "2"]);

/** Whose a vehicle is to the signed-in account: its primary driver's, or shared with a second driver. */
export const driverRoleSchema = z.enum(["primary", "secondary"]);
export type DriverRole = z.infer<typeof driverRoleSchema>;

/** One choice of a TOGGLE or LIST element: the value saved and its label in the request's language. */
export const upuiOptionSchema = z.object({ value: z.string(), label: z.string() });

/** A setting of the profile tree, with its current value (the default until saved). */
export const upuiElementSchema = z.object({
  type: z.literal("Element"),
  elementName: z.string(),
  elementType: z.enum(["TOGGLE", "SLIDER", "LIST"]),
  label: z.string(),
  elementValue: z.string(),
  defaultValue: z.string(),
  /** The allowed values of a TOGGLE ("0" off, "1" on) or LIST; empty for a SLIDER, bounded by `range`. */
  itemValueReference: z.array(upuiOptionSchema),
  range: z.object({ min: z.number(), max: z.number(), step: z.number(), unit: z.string() }).optional(),
  metadataCategory: profileCategorySchema,
});
export type UpuiElement = z.infer<typeof upuiElementSchema>;

export const upuiSubGroupSchema = z.object({
  type: z.literal("SubGroupHeader"),
  id: z.string(),
  label: z.string(),
  elements: z.array(upuiElementSchema),
});

export const upuiGroupSchema = z.object({
  type: z.literal("GroupHeader"),
  id: z.string(),
  label: z.string(),
  subGroups: z.array(upuiSubGroupSchema),
});
export type UpuiGroup = z.infer<typeof upuiGroupSchema>;

export const profileMetadataSchema = z.object({
  treeVersion: z.string(),
  modelCode: z.string(),
  modelYear: z.string(),
  categories: z.array(z.object({ category: profileCategorySchema, label: z.string() })),
});

/** A primary profile: name (default 'Driver {index} profile'), sync state, values as the upui tree. */
export const driverProfileSchema = z.object({
  profileIndex: z.number().int(),
  profileName: z.string(),
  syncState: syncStateSchema,
  /** "0": the profile is usable. */
  status: z.literal("0"),
  vehicleId: z.string(),
  /** yyyyMMddHHmmss of the last save in the saver's local time, "" before any. */
  savedTime: z.string(),
  savedTimeOffset: z.number(),
  metadata: profileMetadataSchema,
  upui: z.array(upuiGroupSchema),
});
export type DriverProfile = z.infer<typeof driverProfileSchema>;

/** The second driver of a vehicle as the primary driver sees it (status 4: none). */
export const secondaryDriverSchema = z.object({
  status: shareStatusSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/** The shared profile: the shared tab shows when status is "0" (sharing) or "3" (invitation pending). */
export const sharedProfileSchema = driverProfileSchema.omit({ profileIndex: true, status: true }).extend({
  status: shareStatusSchema,
  primaryDriver: z.object({ firstName: z.string() }),
});

export const profilesRequestSchema = z.object({}).loose();
/** `tmuprofSynRes`: the primary profiles (for the primary driver), the shared profile and the second driver. */
export const profilesResultSchema = z.object({
  vehicleId: z.string(),
  driverRole: driverRoleSchema,
  profiles: z.array(driverProfileSchema),
  sharedProfile: sharedProfileSchema.nullable(),
  secondaryDriver: secondaryDriverSchema,
});
export type ProfilesResult = z.infer<typeof profilesResultSchema>;

const profileName = z
  .string()
  .trim()
  .min(1, "REQUIRED")
  .max(PROFILE_NAME_MAX_LENGTH, "TOO_LONG")
  .refine(isAlphanumericText, "ALPHANUMERIC_TEXT");

/** A value as clients send it: text, a number, or a boolean for a TOGGLE. */
const elementValue = z.union([
  z.string().trim().max(20, "TOO_LONG"),
  z.number().finite().transform(String),
  z.boolean().transform((on) => (on ? "1" : "0")),
]);

/** The client's local time of a save: yyyyMMddHHmmss, a real date and time. */
const savedTime = z
  .string()
  .regex(/^\d{14}$/, "TIMESTAMP_FORMAT")
  .refine((text) => {
    const [y, mo, d, h, mi, s] = [
      text.slice(0, 4),
      text.slice(4, 6),
      text.slice(6, 8),
      text.slice(8, 10),
      text.slice(10, 12),
      text.slice(12),
    ].map(Number) as number[];
    const date = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
    return date.getUTCMonth() === mo! - 1 && date.getUTCDate() === d && h! < 24 && mi! < 60 && s! < 60;
  }, "TIMESTAMP_INVALID");

/** What a profile save carries: one category's element values (or ALL), and when it was saved. */
export const profileSaveSchema = z.object({
  savedTime,
  /** Hours from UTC of the saver's clock. */
  savedTimeOffset: z.number().min(-12).max(14),
  category: z.union([profileCategorySchema, z.literal("ALL")]),
  categoryFile: z.array(z.object({ elementName: z.string().min(1).max(60), elementValue })).max(100),
  profileName: profileName.optional(),
});

export const saveProfileRequestSchema = z.object({
  profile: profileSaveSchema.extend({ profileIndex: z.number().int().min(1, "PROFILE_INDEX").max(3, "PROFILE_INDEX") }),
});
export const saveProfileResultSchema = z.object({ profile: driverProfileSchema });

export const saveSharedProfileRequestSchema = z.object({
  vehicleId: z.string().min(1).max(64),
  profile: profileSaveSchema.extend({ profileIndex: z.number().int().optional() }),
});
export const saveSharedProfileResultSchema = z.object({ sharedProfile: sharedProfileSchema });

/** `getprofilelog`: what happened to the vehicle's profiles and share, newest first. */
export const profileLogResultSchema = z.object({
  logs: z.array(
    z.object({
      logId: z.string(),
      /** SAVE, SHARED_SAVE, INVITE, CANCEL, ACCEPT, DECLINE, UNLINK */
      action: z.string(),
      description: z.string(),
      /** null for the shared profile and share events. */
      profileIndex: z.number().int().nullable(),
      category: z.string(),
      elements: z.array(z.string()),
      driverRole: driverRoleSchema,
      savedTime: z.string(),
      savedTimeOffset: z.number(),
      /** yyyyMMddHHmmss, UTC. */
      loggedAt: z.string(),
    }),
  ),
});

export const secondaryEmailRequestSchema = z.object({ secondaryEmail: secondaryDriverEmailSchema });
export const secondaryDriverResultSchema = z.object({ secondaryDriver: secondaryDriverSchema });

/** `getinvitation`: the oldest invitation waiting for the signed-in account's e-mail; `from` null when none. */
export const invitationResultSchema = z.object({
  message: z.string(),
  from: z
    .object({
      firstName: z.string(),
      vehicleInfo: z.object({ vehicleId: z.string(), modelName: z.string(), modelYear: z.string() }),
    })
    .nullable(),
});

/** `usrprovhcllst`: the invitee's own vehicles and their profiles, to pick the one to link. */
export const profileVehicleListResultSchema = z.object({
  vehicles: z.array(
    z.object({
      vehicleId: z.string(),
      nickName: z.string(),
      modelName: z.string(),
      modelYear: z.string(),
      profiles: z.array(z.object({ profileIndex: z.number().int(), profileName: z.string(), syncState: syncStateSchema })),
    }),
  ),
});

/**
 * `secPflCreation`: accept the invitation of `sourceVehicleId`. The shared profile starts from the
 * invitee's own `targetVehicleId` profile named `targetProfileName`, or from the defaults (with that
 * name) when no target vehicle is given.
 */
export const acceptInvitationRequestSchema = z.object({
  sourceVehicleId: z.string().min(1).max(64),
  targetVehicleId: z.string().max(64).optional(),
  targetProfileName: profileName.optional(),
});
export const acceptInvitationResultSchema = z.object({
  status: z.literal("0"),
  vehicleId: z.string(),
  profileName: z.string(),
});

export const vehicleIdRequestSchema = z.object({ vehicleId: z.string().min(1).max(64) });
export const shareEndedResultSchema = z.object({ status: z.literal("4") });
