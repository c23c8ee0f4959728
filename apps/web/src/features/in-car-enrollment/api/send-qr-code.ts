import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/**
 * `sendQrCode` (q vin): the car shows a code valid 10 minutes (7657 unknown VIN, 7656 enrolled);
 * with the MEID the car's link named, 7998 when it is not that VIN's.
 */
export function useSendQrCodeMutation() {
  return useMutation({
    mutationFn: (input: { vin: string; meid?: string | undefined }) =>
      callApi("sendQrCode", input.meid ? { meid: input.meid } : {}, { query: { vin: input.vin } }),
  });
}
