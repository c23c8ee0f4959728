import { convertDistance, DISTANCE_UNIT, monthOf } from "@carport/domain";
import type { CallResult } from "@carport/protocol";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSelectedVehicleId } from "../../../api/use-session.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { useAccountUnits } from "../../../session/account-units.ts";
import { monthlySummaryQueryOptions, placesQueryOptions, tariffQueryOptions } from "../api/insight.ts";
import { PlacesForm } from "../components/places-form.tsx";
import { TariffForm } from "../components/tariff-form.tsx";
import { shiftMonth } from "../insight-view.ts";
import "../../../styles/cards.css";
import "../insight.css";

type Summary = CallResult<"monthlySummary">;
type Figures = Summary["current"];

/**
 * The monthly summary (/insight, issue 57): a month's distance, energy or fuel, cost and
 * efficiency against the month before, charging by place; the owner's tariff and places below.
 * Printable: the print stylesheet keeps the summary and drops the navigation and the forms.
 */
export function InsightPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const messageText = useMessageText();
  const vehicleId = useSelectedVehicleId() ?? "";
  const enabled = vehicleId !== "";
  const tariff = useQuery({ ...tariffQueryOptions(vehicleId), enabled });
  const places = useQuery({ ...placesQueryOptions(), enabled });
  const timeZone = tariff.data?.tariff?.timeZone ?? "UTC";
  const [chosen, setChosen] = useState<string | null>(null);
  const month = chosen ?? monthOf(new Date(), timeZone);
  const summary = useQuery({ ...monthlySummaryQueryOptions(vehicleId, month), enabled: enabled && tariff.isSuccess });
  const title = t("screens.insight");
  const dash = t("insight.summary.none");
  const unit = useAccountUnits().odometerUnit;

  const kwh = (v: number) => f.formatEnergy(v);
  const litres = (v: number) => f.formatLitres(v);
  const money = (v: number | null) => (v === null ? dash : f.formatMoney(v));
  const per100 = (v: number | null, unit: "kwh" | "litres") =>
    v === null
      ? dash
      : t(unit === "kwh" ? "insight.summary.kwhPer100" : "insight.summary.litresPer100", { value: f.formatNumber(v, 1, 1) });

  const rows = (s: Summary): { label: string; value: (x: Figures) => string }[] => [
    {
      label: t("insight.summary.distance"),
      value: (x) => f.formatDistance(Math.round(convertDistance(x.km, DISTANCE_UNIT.km, unit)), unit),
    },
    { label: t("insight.summary.trips"), value: (x) => f.formatNumber(x.trips) },
    ...(s.energy !== "fuel"
      ? [
          { label: t("insight.summary.kwhCharged"), value: (x: Figures) => kwh(x.kwhCharged) },
          { label: t("insight.summary.kwhUsed"), value: (x: Figures) => kwh(x.kwhUsed) },
          { label: t("insight.summary.kwhEfficiency"), value: (x: Figures) => per100(x.kwhPer100Km, "kwh") },
        ]
      : []),
    ...(s.energy !== "electric"
      ? [
          { label: t("insight.summary.litresUsed"), value: (x: Figures) => litres(x.litresUsed) },
          { label: t("insight.summary.litresEfficiency"), value: (x: Figures) => per100(x.litresPer100Km, "litres") },
        ]
      : []),
    { label: t("insight.summary.cost"), value: (x) => money(x.cost) },
  ];

  const change = (s: Summary) => {
    const p = s.efficiencyChangePercent;
    if (p === null) return t("insight.summary.changeUnknown");
    if (p === 0) return t("insight.summary.changeSame");
    return t(p < 0 ? "insight.summary.changeBetter" : "insight.summary.changeWorse", { percent: f.formatNumber(Math.abs(p)) });
  };

  return (
    <section className="insight-page">
      <PageHeading title={title}>{title}</PageHeading>
      <p className="page-intro">{t("insight.intro")}</p>
      <nav className="insight-months no-print" aria-label={t("insight.months.label")}>
        <Button variant="secondary" onPress={() => setChosen(shiftMonth(month, -1))}>
          {t("insight.months.previous")}
        </Button>
        <Button variant="secondary" onPress={() => setChosen(shiftMonth(month, 1))}>
          {t("insight.months.next")}
        </Button>
        <Button variant="secondary" onPress={() => window.print()}>
          {t("insight.print")}
        </Button>
        <Link to="/history">{t("insight.toHistory")}</Link>
      </nav>

      <section className="card insight-summary" aria-labelledby="insight-month-heading" aria-live="polite">
        <h2 id="insight-month-heading">{t("insight.summary.heading", { month: f.formatMonth(month) })}</h2>
        {(tariff.isPending || summary.isPending) && <LoadingStatus>{t("insight.loading")}</LoadingStatus>}
        {summary.isError && <Alert>{messageText(errorMessageFor(summary.error))}</Alert>}
        {summary.data && (
          <>
            {!summary.data.hasTariff && <p>{t("insight.summary.noTariff")}</p>}
            <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="insight-month-heading">
              <table className="data-table">
                <caption className="visually-hidden">{t("insight.summary.caption", { month: f.formatMonth(month) })}</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="visually-hidden">{t("insight.summary.measure")}</span>
                    </th>
                    <th scope="col" className="numeric">
                      {f.formatMonth(summary.data.current.month)}
                    </th>
                    <th scope="col" className="numeric">
                      {f.formatMonth(summary.data.previous.month)}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows(summary.data).map((row) => (
                    <tr key={row.label}>
                      <th scope="row">{row.label}</th>
                      <td className="numeric">{row.value(summary.data.current)}</td>
                      <td className="numeric">{row.value(summary.data.previous)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="insight-change">{change(summary.data)}</p>
            <h3 id="insight-places-summary">{t("insight.byPlace.heading")}</h3>
            {summary.data.byPlace.length === 0 ? (
              <p>{t("insight.byPlace.none")}</p>
            ) : (
              <table className="data-table" aria-labelledby="insight-places-summary">
                <thead>
                  <tr>
                    <th scope="col">{t("insight.byPlace.place")}</th>
                    <th scope="col" className="numeric">
                      {t("insight.byPlace.sessions")}
                    </th>
                    <th scope="col" className="numeric">
                      {t("insight.byPlace.energy")}
                    </th>
                    <th scope="col" className="numeric">
                      {t("insight.byPlace.cost")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {summary.data.byPlace.map((p) => (
                    <tr key={p.place}>
                      <th scope="row">{p.place === "" ? t("insight.byPlace.elsewhere") : p.place}</th>
                      <td className="numeric">{f.formatNumber(p.sessions)}</td>
                      <td className="numeric">{kwh(p.kwh)}</td>
                      <td className="numeric">{money(p.cost)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </section>

      <div className="no-print">
        <section className="card">
          {tariff.isError && <Alert>{messageText(errorMessageFor(tariff.error))}</Alert>}
          {tariff.isSuccess && <TariffForm key={vehicleId} vehicleId={vehicleId} tariff={tariff.data.tariff} />}
        </section>
        <section className="card">
          {places.isError && <Alert>{messageText(errorMessageFor(places.error))}</Alert>}
          {places.isSuccess && <PlacesForm places={places.data.places} />}
        </section>
      </div>
    </section>
  );
}
