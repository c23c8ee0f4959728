import type { ChannelTopic } from "@carport/domain";
import type { FuelKindCode, LanguageId } from "@carport/protocol";
import { textsOf, type ServerTexts } from "../../texts/server-texts.ts";

type NotificationTypeCode = keyof ServerTexts["notificationTypes"];

/** A kind of notification the owner can receive, with its locks and defaults. */
export interface NotificationType {
  type: NotificationTypeCode;
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
    priorityType: "N",
    pushAlways: "",
    emailAlways: "",
    defaultPush: true,
    defaultEmail: false,
    fuelKinds: [],
    messageKeys: [
      "DOOR_LOCK_SUCCESS",
      "DOOR_UNLOCK_SUCCESS",
      "HORN_LIGHTS_SUCCESS",
      "LIGHTS_SUCCESS",
      "ENGINE_START_SUCCESS",
      "ENGINE_START_CANCEL_SUCCESS",
      "CLIMATE_START_SUCCESS",
      "CLIMATE_STOP_SUCCESS",
      "REMOTE_START_CHARGE_SUCCESS",
      "REMOTE_STOP_CHARGE_SUCCESS",
      "TARGET_SOC_SUCCESS",
      "VALET_ON_SUCCESS",
      "VALET_OFF_SUCCESS",
      "LOCATE_SUCCESS",
      "STATUS_REFRESH_SUCCESS",
      "PREVIOUS_REQUEST_WAS_FAILED",
      "SCHEDULE_SUCCESS",
    ],
  },
  {
    type: "SCHEDULE",
    priorityType: "N",
    pushAlways: "",
    emailAlways: "",
    defaultPush: true,
    defaultEmail: false,
    fuelKinds: ["E", "P"],
    messageKeys: ["SCHEDULE_CLIMATE_START", "SCHEDULE_CHARGE_START", "SCHEDULE_CHARGE_STOP"],
  },
  {
    type: "CHARGE_COMPLETE",
    priorityType: "N",
    pushAlways: "",
    emailAlways: "",
    defaultPush: true,
    defaultEmail: true,
    fuelKinds: ["E", "P"],
    messageKeys: ["CHARGE_COMPLETE"],
  },
  {
    type: "CLIMATE_ENGINE_END",
    priorityType: "N",
    pushAlways: "",
    emailAlways: "",
    defaultPush: true,
    defaultEmail: false,
    fuelKinds: [],
    messageKeys: ["CLIMATE_ENDED", "ENGINE_STOPPED"],
  },
  {
    type: "VEHICLE_ALARM",
    priorityType: "U",
    pushAlways: "",
    emailAlways: "",
    defaultPush: true,
    defaultEmail: true,
    fuelKinds: [],
    messageKeys: ["VEHICLE_ALARM"],
  },
  {
    type: "VEHICLE_WARNING",
    priorityType: "N",
    pushAlways: "",
    emailAlways: "Y",
    defaultPush: true,
    defaultEmail: true,
    fuelKinds: [],
    messageKeys: ["VEHICLE_WARNING"],
  },
  {
    type: "TROUBLE_CODE",
    priorityType: "N",
    pushAlways: "N",
    emailAlways: "",
    defaultPush: false,
    defaultEmail: true,
    fuelKinds: [],
    messageKeys: ["VEHICLE_TROUBLE_CODE"],
  },
];

export function typesFor(fuelKind: FuelKindCode): NotificationType[] {
  return NOTIFICATION_TYPES.filter((t) => t.fuelKinds.length === 0 || t.fuelKinds.includes(fuelKind));
}

export function typeOfMessage(messageKey: string): NotificationType | undefined {
  return NOTIFICATION_TYPES.find((t) => t.messageKeys.includes(messageKey));
}

/** The name the owner reads the type by, in a language. */
export const typeName = (t: NotificationType, language: LanguageId) => textsOf(language).notificationTypes[t.type];

/** Which switch of a receiver a type goes by: command results (the owner's and scheduled ones) or car alerts. */
export function channelTopicOf(t: NotificationType): ChannelTopic {
  return t.type === "REMOTE_COMMAND" || t.type === "SCHEDULE" ? "commands" : "alerts";
}
