import type { CallRequest } from "@carport/protocol";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `ivscmpltn`: the verified vehicle joins the signed-in account (status 9). */
export function useInCarAddVehicleMutation() {
  return useMutation({ mutationFn: (body: CallRequest<"inCarAddVehicle">) => callApi("inCarAddVehicle", body) });
}
