import type { FastifyInstance } from "fastify";
import { invalidFieldDescription } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { emergencyTermsText, featureTermsText, SERVICE_TERMS } from "./terms-content.ts";
import { findCurrentTerms, hasAcceptedCurrentTerms, recordAcceptance } from "./terms-repository.ts";
import { inLanguage } from "../../texts/server-texts.ts";

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
    return {
      tncId: terms.tnc_id,
      version: terms.version,
      tncDate: terms.tnc_date,
      termAndCondition: inLanguage({ en: terms.terms_en, fr: terms.terms_fr }, request.language),
      privacyPolicy: inLanguage({ en: terms.privacy_en, fr: terms.privacy_fr }, request.language),
    };
  });

  serveCall(app, "termsOfUse", async ({ request }) => {
    const terms = await currentTerms(request.brand);
    const termAndCondition = inLanguage({ en: terms.terms_en, fr: terms.terms_fr }, request.language);
    return { tncId: terms.tnc_id, version: terms.version, tncDate: terms.tnc_date, termAndCondition };
  });

  serveCall(app, "privacyPolicy", async ({ request }) => {
    const terms = await currentTerms(request.brand);
    const privacyPolicy = inLanguage({ en: terms.privacy_en, fr: terms.privacy_fr }, request.language);
    return { tncId: terms.tnc_id, version: terms.version, tncDate: terms.tnc_date, privacyPolicy };
  });

  serveCall(app, "featureTerms", async ({ request }) => ({
    ...SERVICE_TERMS,
    featureTerms: featureTermsText(request.brand).map((f) => ({
      featureCode: f.featureCode,
      title: inLanguage(f.title, request.language),
      content: inLanguage(f.content, request.language),
    })),
  }));

  serveCall(app, "emergencyTerms", async ({ request }) => {
    const text = emergencyTermsText(request.brand);
    return {
      ...SERVICE_TERMS,
      title: inLanguage(text.title, request.language),
      emergencyServiceTerms: inLanguage(text.content, request.language),
    };
  });

  serveCall(app, "termsVerify", async ({ session, request }) => {
    const terms = await currentTerms(request.brand);
    return {
      verifiedTnC: await hasAcceptedCurrentTerms(db, session.accountId, request.brand),
      tncId: terms.tnc_id,
      version: terms.version,
    };
  });

  serveCall(app, "termsConfirm", async ({ body, session, request }) => {
    const terms = await currentTerms(request.brand);
    if (body.version !== terms.version) {
      throw new ApiError("7998", invalidFieldDescription("version", `not the current version ${terms.version}`, request.language));
    }
    const policy = body.policyConfirm === true || body.policyConfirm === "Y";
    await recordAcceptance(db, session.accountId, terms.version, policy);
    return { verifiedTnC: true as const };
  });
}
