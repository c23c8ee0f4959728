import type { ClimateUnit } from "@carport/domain";
import type { AnsweredStatus } from "@carport/protocol";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { useFormat } from "../../../i18n/use-format.ts";
import { statusItems, statusReportTime, type StatusFact, type StatusItem } from "../status-items.ts";
import "../../../styles/cards.css";

function useStatusValueText(): (value: StatusItem["value"]) => string {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === "fr" ? "fr-CA" : "en-CA";
  return (value) => {
    if ("key" in value) return t(value.key);
    if ("percent" in value)
      return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(value.percent / 100);
    return new Intl.NumberFormat(locale, {
      style: "unit",
      unit: value.unit === "F" ? "fahrenheit" : "celsius",
      maximumFractionDigits: 1,
    }).format(value.temperature);
  };
}

/** What the vehicle last reported that matters on this page (`lstvhclsts`), refreshed after each command. */
export function StatusPanel(props: {
  facts: readonly StatusFact[];
  status: AnsweredStatus | undefined;
  isLoading: boolean;
  isError: boolean;
  isRefreshing: boolean;
  modelYear: string;
  climateUnit: ClimateUnit;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const valueText = useStatusValueText();
  const reportedAt = statusReportTime(props.status?.lastStatusDate);
  const items = props.status ? statusItems(props.facts, props.status, props.modelYear, props.climateUnit) : [];
  return (
    <section className="card remote-status" aria-labelledby="remote-status-heading" aria-busy={props.isRefreshing}>
      <h2 id="remote-status-heading">{t("remote.status.heading")}</h2>
      {props.isLoading && <LoadingStatus>{t("remote.status.loading")}</LoadingStatus>}
      {props.isError && !props.status && <Alert>{t("remote.status.unavailable")}</Alert>}
      {items.length > 0 && (
        <dl className="remote-status__list">
          {items.map((line) => (
            <div key={line.label} className="remote-status__item">
              <dt>{t(line.label)}</dt>
              <dd>{valueText(line.value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {reportedAt && <p className="remote-status__time">{t("remote.status.asOf", { time: f.formatDateTime(reportedAt) })}</p>}
    </section>
  );
}
