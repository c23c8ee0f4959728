import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { parseCalendarDate } from "../../../i18n/format.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { useLanguageId } from "../../../i18n/use-language.ts";
import {
  emergencyTermsQueryOptions,
  featureTermsQueryOptions,
  privacyPolicyQueryOptions,
  termsOfUseQueryOptions,
} from "../api/support-calls.ts";
import "../support.css";

/** Loading, failure with retry, or the content of a text read. */
function QueryContent<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  if (query.isPending) return <LoadingStatus>{t("support.loading")}</LoadingStatus>;
  if (query.isError) {
    return (
      <>
        <Alert>{messageText(errorMessageFor(query.error))}</Alert>
        <Button variant="secondary" onPress={() => void query.refetch()}>
          {t("common.retry")}
        </Button>
      </>
    );
  }
  return <>{children(query.data)}</>;
}

/** "Version 3.1, November 21, 2026". */
function VersionLine({ version, tncDate }: { version: string; tncDate: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const day = parseCalendarDate(tncDate);
  return (
    <p className="support-text__version">{t("support.version", { version, date: day ? format.formatLongCalendarDate(day) : tncDate })}</p>
  );
}

/** A long text kept with its line breaks. */
function LongText({ text }: { text: string }) {
  return <div className="support-text__body">{text}</div>;
}

/** /support/terms: the terms of use and the connected features' terms, in the page language (anonymous). */
export function SupportTermsPage() {
  const { t } = useTranslation();
  const language = useLanguageId();
  const terms = useQuery(termsOfUseQueryOptions(language));
  const features = useQuery(featureTermsQueryOptions(language));
  return (
    <section className="support-page support-text">
      <PageHeading title={t("support.terms.title")}>{t("support.terms.title")}</PageHeading>
      <QueryContent query={terms}>
        {(data) => (
          <>
            <VersionLine version={data.version} tncDate={data.tncDate} />
            <LongText text={data.termAndCondition} />
          </>
        )}
      </QueryContent>
      {features.data && features.data.featureTerms.length > 0 && (
        <section aria-labelledby="feature-terms-title">
          <h2 id="feature-terms-title">{t("support.terms.featureTerms")}</h2>
          {features.data.featureTerms.map((feature) => (
            <section key={feature.featureCode} aria-labelledby={`feature-terms-${feature.featureCode}`}>
              <h3 id={`feature-terms-${feature.featureCode}`}>{feature.title}</h3>
              <LongText text={feature.content} />
            </section>
          ))}
        </section>
      )}
    </section>
  );
}

/** /support/privacy: the privacy policy in the page language (anonymous). */
export function SupportPrivacyPage() {
  const { t } = useTranslation();
  const language = useLanguageId();
  const policy = useQuery(privacyPolicyQueryOptions(language));
  return (
    <section className="support-page support-text">
      <PageHeading title={t("support.privacy.title")}>{t("support.privacy.title")}</PageHeading>
      <QueryContent query={policy}>
        {(data) => (
          <>
            <VersionLine version={data.version} tncDate={data.tncDate} />
            <LongText text={data.privacyPolicy} />
          </>
        )}
      </QueryContent>
    </section>
  );
}

/** /support/emergency: the emergency-service terms in the page language (anonymous). */
export function SupportEmergencyPage() {
  const { t } = useTranslation();
  const language = useLanguageId();
  const terms = useQuery(emergencyTermsQueryOptions(language));
  return (
    <section className="support-page support-text">
      <PageHeading title={t("support.emergency.title")}>{t("support.emergency.title")}</PageHeading>
      <QueryContent query={terms}>
        {(data) => (
          <>
            <h2>{data.title}</h2>
            <VersionLine version={data.version} tncDate={data.tncDate} />
            <LongText text={data.emergencyServiceTerms} />
          </>
        )}
      </QueryContent>
    </section>
  );
}

export { QueryContent };
