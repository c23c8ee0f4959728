import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `vrfypin`: checks the account PIN for this vehicle; answers the pAuth that authorizes one command. */
export async function verifyPin(input: { vehicleId: string; pin: string }): Promise<string> {
  const result = await callApi("verifyPin", { pin: input.pin }, { vehicleId: input.vehicleId });
  return result.pAuth;
}

export function useVerifyPinMutation() {
  return useMutation({ mutationFn: verifyPin });
}
