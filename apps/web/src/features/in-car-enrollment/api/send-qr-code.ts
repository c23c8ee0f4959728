import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `sendQrCode` (q vin): the car shows a code valid 10 minutes (7657 unknown VIN, 7656 enrolled). */
export function useSendQrCodeMutation() {
  return useMutation({ mutationFn: (vin: string) => callApi("sendQrCode", {}, { query: { vin } }) });
}
