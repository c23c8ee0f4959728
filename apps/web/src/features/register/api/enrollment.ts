import type { CallRequest } from "@carport/protocol";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `vldvhcl`: the VIN in the brand's factory record (7657 not found). */
export function useValidateVehicleMutation() {
  return useMutation({ mutationFn: (body: CallRequest<"vehicleValidation">) => callApi("vehicleValidation", body) });
}

/** `validrdrtoken`: the dealer token of the VIN (7655 wrong, 7654 tries exhausted). */
export function useDealerTokenMutation() {
  return useMutation({ mutationFn: (body: CallRequest<"dealerToken">) => callApi("dealerToken", body) });
}

/** `vrfyvhclownr`: names and postal code against the factory record. */
export function useOwnerCheckMutation() {
  return useMutation({ mutationFn: (body: CallRequest<"ownerCheck">) => callApi("ownerCheck", body) });
}

/** `rgacct`: the account and its first vehicle (7656 already enrolled). */
export function useRegisterAccountMutation() {
  return useMutation({ mutationFn: (body: CallRequest<"registerAccount">) => callApi("registerAccount", body) });
}

/** `addvhcl`: another vehicle for the signed-in account. */
export function useAddVehicleMutation() {
  return useMutation({ mutationFn: (body: CallRequest<"addVehicle">) => callApi("addVehicle", body) });
}
