import type { CallResult } from "@carport/protocol";
import type { MessageKey } from "../../i18n/error-messages.ts";
import {
  availableRemotePages,
  climateSettings,
  defaultClimateForm,
  engineSetting,
  remoteVehicle,
  seatsWithHeatVent,
  type BuiltRemotePage,
  type CommandRequest,
} from "../remote/index.ts";

type SelectedVehicle = CallResult<"selectVehicle">;

export interface QuickAction {
  label: MessageKey;
  request: CommandRequest;
  secondary?: boolean;
}

/** The overview's actions by the remote page that offers them in full (with its options). */
function actionsOf(page: BuiltRemotePage, selected: SelectedVehicle): QuickAction[] {
  switch (page) {
    case "lock":
      return [
        { label: "remote.actions.lock", request: { name: "doorLock" } },
        { label: "remote.actions.unlock", request: { name: "doorUnlock" }, secondary: true },
      ];
    case "climate": {
      // The climate page's defaults: the owner picks other settings there.
      const form = defaultClimateForm("climate", seatsWithHeatVent(selected.features.seatHeatVent));
      return [
        {
          label: "remote.actions.startClimate",
          request: { name: "climateStart", settings: climateSettings(form), ccs2: selected.vehicle.isCCS2Vehicle === "Y" },
        },
        { label: "remote.actions.stopClimate", request: { name: "climateStop" }, secondary: true },
      ];
    }
    case "start": {
      // Remote start with the start page's defaults: climate on, the spec's engine run time
      // (vehicle-area.md 5: 1-10 minutes, 3 by default); other settings are on that page.
      const form = defaultClimateForm("engine", seatsWithHeatVent(selected.features.seatHeatVent));
      return [
        { label: "remote.actions.startEngine", request: { name: "engineStart", setting: engineSetting(form) } },
        { label: "remote.actions.stopEngine", request: { name: "engineStop" }, secondary: true },
      ];
    }
    case "charge":
      return [
        { label: "remote.actions.startCharge", request: { name: "chargeStart" } },
        { label: "remote.actions.stopCharge", request: { name: "chargeStop" }, secondary: true },
      ];
    case "hornlight":
      return [
        { label: "remote.actions.hornLights", request: { name: "hornLights" } },
        { label: "remote.actions.lightsOnly", request: { name: "lights" }, secondary: true },
      ];
    default:
      return [];
  }
}

/** The pages whose commands the overview offers, in this order. */
export const QUICK_PAGES = ["lock", "climate", "start", "charge", "hornlight"] as const satisfies readonly BuiltRemotePage[];

/**
 * The overview's quick actions for this vehicle and driver, grouped by the remote page that offers
 * them in full: only the pages the remote navigation offers (the car has it, the share allows it).
 */
export function quickActionGroups(selected: SelectedVehicle): { page: BuiltRemotePage; actions: QuickAction[] }[] {
  const pages = availableRemotePages(remoteVehicle(selected), selected.vehicle.driverRole);
  return QUICK_PAGES.filter((page) => pages.includes(page)).map((page) => ({ page, actions: actionsOf(page, selected) }));
}
