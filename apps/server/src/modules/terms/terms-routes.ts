import type { FastifyInstance } from "fastify";
import { invalidFieldDescription } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { emergencyTermsText, featureTermsText, SERVICE_TERMS } from "./terms-content.ts";
import { findCurrentTerms, hasAcceptedCurrentTerms, recordAcceptance } from "./terms-repository.ts";

/**
 * `gttcnd`, `vrfytnc`, `cnfrmtcnd`: the terms gate of sign-in; and the anonymous reads of the support
 * pages: `gttncInfo` (terms of use), `gtppInfo` (privacy), `gtftrtncInfo` (feature terms),
 * `gtemrsvctnp` (emergency-service terms), per brand and language.
 */
export function registerTermsRoutes(app: FastifyInstance, db: Database): void {
  async function currentTerms(brand: Parameters<typeof findCurrentTerms>[1]) {
    const terms = await findCurrentTerms(db, brand);
    if (!terms) throw new ApiError("7999");
    return terms;
  }

  serveCall(app, "termsGet", async ({ request }) => {
    const terms = await currentTerms(request.brand);
    const french = request.language === 1;
    return {
      tncId: terms.tnc_id,
      version: terms.version,
      tncDate: terms.tnc_date,
      termAndCondition: french ? terms.terms_fr : terms.terms_en,
      privacyPolicy: french ? terms.privacy_fr : terms.privacy_en,
    };
  });

  serveCall(app, "termsOfUse", async ({ request }) => {
    const terms = await currentTerms(request.brand);
    const termAndCondition = request.language === 1 ? terms.terms_fr : terms.terms_en;
    return { tncId: terms.tnc_id, version: terms.version, tncDate: terms.tnc_date, termAndCondition };
  });

  serveCall(app, "privacyPolicy", async ({ request }) => {
    const terms = await currentTerms(request.brand);
    const privacyPolicy = request.language === 1 ? terms.privacy_fr : terms.privacy_en;
    return { tncId: terms.tnc_id, version: terms.version, tncDate: terms.tnc_date, privacyPolicy };
  });

  serveCall(app, "featureTerms", async ({ request }) => ({
    ...SERVICE_TERMS,
    featureTerms: featureTermsText(request.brand).map((f) => ({
      featureCode: f.featureCode,
      title: request.language === 1 ? f.title.fr : f.title.en,
      content: request.language === 1 ? f.content.fr : f.content.en,
    })),
  }));

  serveCall(app, "emergencyTerms", async ({ request }) => {
    const text = emergencyTermsText(request.brand);
    const french = request.language === 1;
    return { ...SERVICE_TERMS, title: french ? text.title.fr : text.title.en, emergencyServiceTerms: french ? text.content.fr : text.content.en };
  });

  serveCall(app, "termsVerify", async ({ request }) => {
    const terms = await currentTerms(request.brand);
    return {
      verifiedTnC: await hasAcceptedCurrentTerms(db, request.session!.accountId, request.brand),
      tncId: terms.tnc_id,
      version: terms.version,
    };
  });

  serveCall(app, "termsConfirm", async ({ body, request }) => {
    const terms = await currentTerms(request.brand);
    if (body.version !== terms.version) {
      throw new ApiError("7998", invalidFieldDescription("version", `not the current version ${terms.version}`, request.language));
    }
    const policy = body.policyConfirm === true || body.policyConfirm === "Y";
    await recordAcceptance(db, request.session!.accountId, terms.version, policy);
    return { verifiedTnC: true as const };
  });
}
