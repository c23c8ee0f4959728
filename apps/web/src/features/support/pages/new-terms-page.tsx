import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "../../../components/alert.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { parseCalendarDate } from "../../../i18n/format.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { useLanguageId } from "../../../i18n/use-language.ts";
import { currentTermsQueryOptions, termsAcceptanceQueryOptions } from "../api/new-terms.ts";
import { QueryContent } from "./support-text-pages.tsx";
import "../support.css";

/**
 * support.newterms (/support/newterms, signed in): the brand's current terms version for review:
 * its version and date, whether the account has accepted it (else the way to accept it), then
 * the terms and the privacy policy in the page language.
 */
export function NewTermsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguageId();
  const terms = useQuery(currentTermsQueryOptions(language));
  const acceptance = useQuery(termsAcceptanceQueryOptions());
  const title = t("support.newTerms.title");
  return (
    <section className="support-page support-text">
      <PageHeading title={title}>{title}</PageHeading>
      <p className="page-intro">{t("support.newTerms.intro")}</p>
      <QueryContent query={terms}>
        {(data) => {
          const day = parseCalendarDate(data.tncDate);
          const date = day ? format.formatLongCalendarDate(day) : data.tncDate;
          const accepted = acceptance.data?.verifiedTnC === true && acceptance.data.version === data.version;
          return (
            <>
              <p className="support-text__version" data-testid="new-terms-version">
                {t("support.newTerms.version", { version: data.version, date })}
              </p>
              {acceptance.data && accepted && <Alert tone="info">{t("support.newTerms.accepted", { version: data.version })}</Alert>}
              {acceptance.data && !accepted && (
                <Alert tone="info">
                  {t("support.newTerms.notAccepted", { version: data.version })}{" "}
                  <Link to="/confirmTerms">{t("support.newTerms.review")}</Link>
                </Alert>
              )}
              <section aria-labelledby="new-terms-tnc">
                <h2 id="new-terms-tnc">{t("support.newTerms.termsHeading")}</h2>
                <div className="support-text__body">{data.termAndCondition}</div>
              </section>
              <section aria-labelledby="new-terms-privacy">
                <h2 id="new-terms-privacy">{t("support.newTerms.privacyHeading")}</h2>
                <div className="support-text__body">{data.privacyPolicy}</div>
              </section>
            </>
          );
        }}
      </QueryContent>
    </section>
  );
}
