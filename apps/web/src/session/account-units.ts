import { DISTANCE_UNIT, PREFERENCE_DEFAULTS, type ClimateUnit, type DistanceUnit } from "@carport/domain";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "../api/use-session.ts";
import { verifyAccountTokenQueryOptions } from "./account.ts";

/** The units the owner chose (account preference), with the spec's defaults until the account is known. */
export interface AccountUnits {
  odometerUnit: DistanceUnit;
  climateUnit: ClimateUnit;
}

/** The signed-in account's odometer unit (1 km, 3 miles) and climate unit (C, F), from `vrfyacctkn`. */
export function useAccountUnits(): AccountUnits {
  const session = useSession();
  const account = useQuery({ ...verifyAccountTokenQueryOptions(session?.accessToken ?? ""), enabled: session !== null });
  const preference = account.data?.accountInformation.preference;
  return {
    odometerUnit: preference?.odometerUnit === DISTANCE_UNIT.miles ? DISTANCE_UNIT.miles : DISTANCE_UNIT.km,
    climateUnit: preference?.climateUnit ?? PREFERENCE_DEFAULTS.climateUnit,
  };
}
