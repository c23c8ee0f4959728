import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `verifyQrCode` (q vin) qrCode: 7690 wrong, 7691 expired, 7692 too many tries, 7693 already used. */
export function useVerifyQrCodeMutation() {
  return useMutation({
    mutationFn: (input: { vin: string; qrCode: string; meid?: string | undefined }) =>
      callApi("verifyQrCode", { qrCode: input.qrCode, ...(input.meid ? { meid: input.meid } : {}) }, { query: { vin: input.vin } }),
  });
}
