import type { FuelKindCode, LanguageId } from "@carport/protocol";

/** A kind of notification the owner can receive, with its locks and defaults. */
export interface NotificationType {
  type: string;
  name: { en: string; fr: string };
  /** U: always on (both channels, locked). */
  priorityType: "U" | "N";
  /** "Y"/"N" fixes that channel (and locks the row); "" leaves it to the owner. */
  pushAlways: "Y" | "N" | "";
  emailAlways: "Y" | "N" | "";
  defaultPush: boolean;
  defaultEmail: boolean;
  /** Fuel kinds it applies to; empty: every vehicle. */
  fuelKinds: FuelKindCode[];
  /** Inbox message keys that are this kind of notification. */
  messageKeys: string[];
}

export const NOTIFICATION_TYPES: NotificationType[] = [
  {
    type: "REMOTE_COMMAND",
    name: { en: "Remote command results", fr: "Résultats des commandes à distance" },
    priorityType: "N", pushAlways: "", emailAlways: "", defaultPush: true, defaultEmail: false, fuelKinds: [],
    messageKeys: ["DOOR_LOCK_SUCCESS", "DOOR_UNLOCK_SUCCESS", "HORN_LIGHTS_SUCCESS", "LIGHTS_SUCCESS", "ENGINE_START_SUCCESS", "ENGINE_START_CANCEL_SUCCESS",
      "CLIMATE_START_SUCCESS", "CLIMATE_STOP_SUCCESS", "REMOTE_START_CHARGE_SUCCESS", "REMOTE_STOP_CHARGE_SUCCESS", "TARGET_SOC_SUCCESS",
      "VALET_ON_SUCCESS", "VALET_OFF_SUCCESS", "LOCATE_SUCCESS", "STATUS_REFRESH_SUCCESS", "PREVIOUS_REQUEST_WAS_FAILED", "SCHEDULE_SUCCESS"],
  },
  {
    type: "SCHEDULE",
    name: { en: "Scheduled charging and preconditioning", fr: "Recharge et préconditionnement programmés" },
    priorityType: "N", pushAlways: "", emailAlways: "", defaultPush: true, defaultEmail: false, fuelKinds: ["E", "P"],
    messageKeys: ["SCHEDULE_CLIMATE_START", "SCHEDULE_CHARGE_START", "SCHEDULE_CHARGE_STOP"],
  },
  {
    type: "CHARGE_COMPLETE",
    name: { en: "Charging complete", fr: "Recharge terminée" },
    priorityType: "N", pushAlways: "", emailAlways: "", defaultPush: true, defaultEmail: true, fuelKinds: ["E", "P"],
    messageKeys: ["CHARGE_COMPLETE"],
  },
  {
    type: "CLIMATE_ENGINE_END",
    name: { en: "Climate or remote start ended", fr: "Fin de la climatisation ou du démarrage à distance" },
    priorityType: "N", pushAlways: "", emailAlways: "", defaultPush: true, defaultEmail: false, fuelKinds: [],
    messageKeys: ["CLIMATE_ENDED", "ENGINE_STOPPED"],
  },
  {
    type: "VEHICLE_ALARM",
    name: { en: "Theft alarm", fr: "Alarme antivol" },
    priorityType: "U", pushAlways: "", emailAlways: "", defaultPush: true, defaultEmail: true, fuelKinds: [],
    messageKeys: ["VEHICLE_ALARM"],
  },
  {
    type: "VEHICLE_WARNING",
    name: { en: "Vehicle warnings", fr: "Avertissements du véhicule" },
    priorityType: "N", pushAlways: "", emailAlways: "Y", defaultPush: true, defaultEmail: true, fuelKinds: [],
    messageKeys: ["VEHICLE_WARNING"],
  },
  {
    type: "TROUBLE_CODE",
    name: { en: "Vehicle health issues", fr: "Problèmes de santé du véhicule" },
    priorityType: "N", pushAlways: "N", emailAlways: "", defaultPush: false, defaultEmail: true, fuelKinds: [],
    messageKeys: ["VEHICLE_TROUBLE_CODE"],
  },
];

export function typesFor(fuelKind: FuelKindCode): NotificationType[] {
  return NOTIFICATION_TYPES.filter((t) => t.fuelKinds.length === 0 || t.fuelKinds.includes(fuelKind));
}

export function typeOfMessage(messageKey: string): NotificationType | undefined {
  return NOTIFICATION_TYPES.find((t) => t.messageKeys.includes(messageKey));
}

export const typeName = (t: NotificationType, language: LanguageId) => (language === 1 ? t.name.fr : t.name.en);
