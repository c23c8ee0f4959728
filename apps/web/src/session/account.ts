import type { CallResult } from "@carport/protocol";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../api/client.ts";

/**
 * `vrfyacctkn`: is the stored token still good, and are the terms accepted. Checked once per
 * token by the route guards (a reload of a signed-in page); the login answer seeds it.
 */
export function verifyAccountTokenQueryOptions(accessToken: string) {
  return queryOptions({
    queryKey: ["auth", "verifyAccountToken", accessToken] as const,
    queryFn: ({ signal }) => callApi("verifyAccountToken", {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export type VerifiedAccount = CallResult<"verifyAccountToken">;
