import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { invalidFieldDescription, type BrandCode } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import type { LinkBuilder } from "../../mail/links.ts";
import { findAccountById } from "../../core/account-repository.ts";
import { findVehicleById } from "../../core/vehicle-repository.ts";
import { manualInvalidPage, manualPage } from "./manual-page-html.ts";
import { issueManualToken, readManualToken, spendManualToken } from "./manual-token.ts";

/** The brand line getfodssotkn names: G for gen, H for the others (as the FAQ's). */
export const manualBrandLine = (brand: BrandCode) => (brand === "gen" ? "G" : "H");

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";
const queryOf = z.object({ token: z.string().max(2048).default("") });

/**
 * `getfodssotkn`: a signed token (HMAC with SSO_SECRET, SSO_TOKEN_TTL_SECONDS) and the manual's
 * address in the request's language. In demo mode the server also plays the manual service at
 * `/fod/manual`, which opens only with a valid token, once.
 */
export function registerManualRoutes(
  app: FastifyInstance,
  db: Database,
  links: LinkBuilder,
  options: { secret: string; ttlSeconds: number; demo: boolean },
): void {
  serveCall(app, "manualToken", async ({ body, session, vehicle, request }) => {
    const account = await findAccountById(db, session.accountId);
    if (!account) throw new ApiError("7403");
    if (body.brand !== manualBrandLine(account.brand))
      throw new ApiError("7998", invalidFieldDescription("brand", "BRAND_LINE", request.language), 400);
    if (body.userId !== undefined && body.userId !== "" && body.userId.toLowerCase() !== account.email) {
      throw new ApiError("7998", invalidFieldDescription("userId", "NOT_THIS_ACCOUNT", request.language), 400);
    }
    // The token is signed, not sealed: it names the account by its id, never by its e-mail.
    const ssoToken = issueManualToken(options.secret, options.ttlSeconds, {
      vid: vehicle.id,
      usr: account.id,
      lng: request.language,
    });
    return {
      ssoToken,
      username: account.email,
      ttl: options.ttlSeconds,
      manualUrl: links(account.brand, "/fod/manual", { token: ssoToken, lang: String(request.language) }),
    };
  });

  if (!options.demo) return;
  app.get("/fod/manual", async (request, reply) => {
    const query = queryOf.safeParse(request.query);
    const claims = query.success ? readManualToken(options.secret, query.data.token) : null;
    const found = claims ? await findVehicleById(db, claims.vid) : null;
    const vehicle = claims && found && (await spendManualToken(db, claims)) ? found : null;
    const reader = claims && vehicle ? await findAccountById(db, claims.usr).catch(() => null) : null;
    const html =
      claims && vehicle && reader
        ? manualPage({ modelYear: vehicle.model_year, modelName: vehicle.model_name }, reader.email, claims.lng)
        : manualInvalidPage(request.language);
    return reply
      .status(claims && vehicle ? 200 : 401)
      .type("text/html; charset=utf-8")
      .header("content-security-policy", PAGE_CSP)
      .header("cache-control", "no-store")
      .send(html);
  });
}
