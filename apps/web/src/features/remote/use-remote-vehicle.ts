import { PREFERENCE_DEFAULTS, type ClimateUnit } from "@carport/domain";
import { useQuery } from "@tanstack/react-query";
import { useSelectedVehicleId, useSession } from "../../api/use-session.ts";
import { verifyAccountTokenQueryOptions } from "../../session/account.ts";
import { lastVehicleStatusQueryOptions } from "../../session/vehicles/last-vehicle-status.ts";
import { selectedVehicleQueryOptions } from "../../session/vehicles/selected-vehicle.ts";

/**
 * What a remote page reads: the selected vehicle (its answer is cached by the route guard),
 * its last reported status (`lstvhclsts`) and the account's climate unit (preference).
 */
export function useRemoteVehicle() {
  const vehicleId = useSelectedVehicleId() ?? "";
  const session = useSession();
  const selected = useQuery({ ...selectedVehicleQueryOptions(vehicleId), enabled: vehicleId !== "" });
  const status = useQuery({ ...lastVehicleStatusQueryOptions(vehicleId), enabled: vehicleId !== "" });
  const account = useQuery({
    ...verifyAccountTokenQueryOptions(session?.accessToken ?? ""),
    enabled: session !== null,
  });
  const climateUnit: ClimateUnit = account.data?.accountInformation.preference.climateUnit ?? PREFERENCE_DEFAULTS.climateUnit;
  return { vehicleId, selected, status, climateUnit };
}
