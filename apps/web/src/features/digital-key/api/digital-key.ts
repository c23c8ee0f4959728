import { queryOptions, useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";
import { queryClient } from "../../../api/query-client.ts";
import type { EnrollDigitalKeyBody } from "../digital-key-view.ts";

/** `dkstatus` (GET): the activated key; none (14202, 14208) and enrolled (14209) come as errors. */
export function digitalKeyStatusQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["digitalKey", vehicleId, "status"] as const,
    queryFn: ({ signal }) => callApi("digitalKeyStatus", {}, { vehicleId, signal }),
    retry: false,
    staleTime: 0,
  });
}

/** `dktnc` (GET): the digital key's terms in the page's language. */
export function digitalKeyTermsQueryOptions(vehicleId: string, language: string) {
  return queryOptions({
    queryKey: ["digitalKey", vehicleId, "terms", language] as const,
    queryFn: ({ signal }) => callApi("digitalKeyTerms", {}, { vehicleId, signal }),
    retry: false,
  });
}

const refresh = (vehicleId: string) => queryClient.invalidateQueries({ queryKey: digitalKeyStatusQueryOptions(vehicleId).queryKey });

/** `enrolldkey`: registers the owner's key (userType O); the status is read again. */
export function useEnrollDigitalKeyMutation(vehicleId: string) {
  return useMutation({
    mutationFn: (body: EnrollDigitalKeyBody) => callApi("digitalKeyEnroll", body, { vehicleId }),
    onSettled: () => refresh(vehicleId),
  });
}

/** `resendpairingpw`: a new pairing password by e-mail. */
export function useResendPairingMutation(vehicleId: string) {
  return useMutation({ mutationFn: () => callApi("digitalKeyPairingResend", {}, { vehicleId }) });
}

/** `terminatedkservice` (GET): ends the key and the keys shared from it; the status is read again. */
export function useTerminateDigitalKeyMutation(vehicleId: string) {
  return useMutation({
    mutationFn: () => callApi("digitalKeyTerminate", {}, { vehicleId }),
    onSettled: () => refresh(vehicleId),
  });
}
