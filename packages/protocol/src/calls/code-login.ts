import { z } from "zod";

/**
 * Code login (vehicle-area.md: "Code login", call `lgnvcd {authCode}`): the signed-in mobile app
 * asks `isslgncd` for a short-lived, single-use code and opens the web portal with it on the same
 * phone; `lgnvcd` exchanges it for a session. Only mobile devices may redeem a code (7551).
 */
export const issueLoginCodeResultSchema = z.object({
  /** Opaque, single use; goes to the portal's code-login page as ?authCode=. */
  authCode: z.string(),
  /** Seconds the code stays valid. */
  expireIn: z.number().int(),
});

export const codeLoginRequestSchema = z.object({
  authCode: z.string().min(1).max(128),
});
