import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `getsstkn`: a single-use token handing the owner and vehicle over to the vehicle's dealer; its booking page URL. */
export function useSsoTokenMutation() {
  return useMutation({ mutationFn: (vehicleId: string) => callApi("ssoToken", { vehicleId }, { vehicleId }) });
}
