import {
  convertDistance,
  DISTANCE_UNIT,
  distanceUnitLabel,
  historyPeriod,
  HISTORY_SPANS,
  type DistanceUnit,
  type HistorySpan,
} from "@carport/domain";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSelectedVehicleId } from "../../../api/use-session.ts";
import { downloadCallFile } from "../../../api/download-file.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { RadioGroupField } from "../../../components/radio-group-field.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { useAccountUnits } from "../../../session/account-units.ts";
import { chargingSessionsQueryOptions, vehicleHistoryQueryOptions, vehicleTripsQueryOptions } from "../api/history.ts";
import { HistoryChart } from "../components/history-chart.tsx";
import { chartColumns, energyField, seriesSummary, type ChartField } from "../history-view.ts";
import "../../../styles/cards.css";
import "../history.css";

const CSV_KINDS = ["status", "trips", "charging"] as const;

/** The season's name, by the domain's season. */
const SEASON_KEYS = {
  winter: "history.season.winter",
  spring: "history.season.spring",
  summer: "history.season.summer",
  autumn: "history.season.autumn",
} as const;

/**
 * The vehicle's history (/history, issue 22): charge (or fuel), range and 12-volt battery over a
 * day, a week or a month, its charging sessions and trips, and the same as CSV files. Read again
 * every half minute so the charts fill as the car's charge changes.
 */
export function HistoryPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const messageText = useMessageText();
  const units = useAccountUnits();
  const vehicleId = useSelectedVehicleId() ?? "";
  const [span, setSpan] = useState<HistorySpan>("day");
  const [downloadError, setDownloadError] = useState<ErrorMessage | null>(null);
  const period = () => historyPeriod(span);
  const enabled = vehicleId !== "";
  const history = useQuery({ ...vehicleHistoryQueryOptions(vehicleId, span, period), enabled });
  const sessions = useQuery({ ...chargingSessionsQueryOptions(vehicleId, span, period), enabled });
  const trips = useQuery({ ...vehicleTripsQueryOptions(vehicleId, span, period), enabled });
  // The charts' time axis spans the whole period asked for, read when the samples arrive.
  const axisPeriod = useMemo((): [number, number] => {
    const { from, to } = historyPeriod(span, new Date(history.dataUpdatedAt || Date.now()));
    return [Date.parse(from) / 1000, Date.parse(to) / 1000];
  }, [span, history.dataUpdatedAt]);
  const title = t("screens.history");
  const unit: DistanceUnit = units.odometerUnit;
  const distance = (km: number) => f.formatDistance(Math.round(convertDistance(km, DISTANCE_UNIT.km, unit)), unit);

  const samples = useMemo(() => history.data?.samples ?? [], [history.data]);
  const energy = energyField(samples);
  const charts = useMemo(() => {
    const make = (field: ChartField, scale = 1) => chartColumns(samples, field, scale);
    return { energy: make(energy), range: make("rangeKm", convertDistance(1, DISTANCE_UNIT.km, unit)), aux: make("auxBattery") };
  }, [samples, energy, unit]);
  const percentSummary = (columns: [number[], (number | null)[]]) => {
    const s = seriesSummary(columns[1]);
    return s
      ? t("history.chart.summary", {
          first: f.formatPercent(s.first),
          last: f.formatPercent(s.last),
          min: f.formatPercent(s.min),
          max: f.formatPercent(s.max),
        })
      : t("history.chart.empty");
  };
  const rangeSummary = () => {
    const s = seriesSummary(charts.range[1]);
    const d = (v: number) => f.formatDistance(Math.round(v), unit);
    return s ? t("history.chart.summary", { first: d(s.first), last: d(s.last), min: d(s.min), max: d(s.max) }) : t("history.chart.empty");
  };

  /** kWh/100 km, or L/100 km for a trip on fuel; "not reported" without its energy. */
  const efficiency = (trip: { kwhPer100Km: number | null; litresPer100Km: number | null }) =>
    trip.kwhPer100Km !== null
      ? t("history.trips.kwhPer100", { value: f.formatNumber(trip.kwhPer100Km, 1, 1) })
      : trip.litresPer100Km !== null
        ? t("history.trips.litresPer100", { value: f.formatNumber(trip.litresPer100Km, 1, 1) })
        : t("history.unknown");

  async function download(kind: (typeof CSV_KINDS)[number]) {
    setDownloadError(null);
    try {
      await downloadCallFile("historyCsv", { ...period(), kind }, { vehicleId }, `history-${kind}.csv`);
    } catch (error) {
      setDownloadError(errorMessageFor(error));
    }
  }

  return (
    <section className="history-page">
      <PageHeading title={title}>{title}</PageHeading>
      <p className="page-intro">{t("history.intro")}</p>
      <p>
        <Link to="/insight">{t("history.toInsight")}</Link>
      </p>
      <RadioGroupField
        name="historySpan"
        label={t("history.span.label")}
        value={span}
        options={HISTORY_SPANS.map((value) => ({ value, label: t(`history.span.${value}`) }))}
        onChange={setSpan}
      />
      {history.isPending && <LoadingStatus>{t("history.loading")}</LoadingStatus>}
      {history.isError && <Alert>{messageText(errorMessageFor(history.error))}</Alert>}
      {history.data && samples.length === 0 && <p className="empty-state">{t("history.noReads")}</p>}
      {history.data && samples.length > 0 && (
        <div className="history-charts">
          <HistoryChart
            id="history-energy"
            title={t(energy === "soc" ? "history.chart.charge" : "history.chart.fuel")}
            unit="%"
            range={[0, 100]}
            columns={charts.energy}
            period={axisPeriod}
            summary={percentSummary(charts.energy)}
          />
          <HistoryChart
            id="history-range"
            title={t("history.chart.range")}
            unit={distanceUnitLabel(unit)}
            columns={charts.range}
            period={axisPeriod}
            summary={rangeSummary()}
          />
          <HistoryChart
            id="history-aux"
            title={t("history.chart.auxBattery")}
            unit="%"
            range={[0, 100]}
            columns={charts.aux}
            period={axisPeriod}
            summary={percentSummary(charts.aux)}
          />
        </div>
      )}

      <section className="card history-section" aria-labelledby="history-charging-heading">
        <h2 id="history-charging-heading">{t("history.charging.heading")}</h2>
        {sessions.isError && <Alert>{messageText(errorMessageFor(sessions.error))}</Alert>}
        {sessions.data && sessions.data.sessions.length === 0 && <p>{t("history.charging.none")}</p>}
        {sessions.data && sessions.data.sessions.length > 0 && (
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="history-charging-heading">
            <table className="data-table">
              <caption className="visually-hidden">{t("history.charging.heading")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("history.charging.start")}</th>
                  <th scope="col" className="numeric">
                    {t("history.charging.duration")}
                  </th>
                  <th scope="col" className="numeric">
                    {t("history.charging.charge")}
                  </th>
                  <th scope="col" className="numeric">
                    {t("history.charging.energy")}
                  </th>
                  <th scope="col">{t("history.charging.charger")}</th>
                  <th scope="col">{t("history.place")}</th>
                  <th scope="col" className="numeric">
                    {t("history.charging.offPeak")}
                  </th>
                  <th scope="col" className="numeric">
                    {t("history.charging.cost")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...sessions.data.sessions].reverse().map((s) => (
                  <tr key={s.startedAt}>
                    <th scope="row">
                      {f.formatDateTime(new Date(s.startedAt))}
                      {s.endedAt === null && <> ({t("history.charging.ongoing")})</>}
                    </th>
                    <td className="numeric">{f.formatMinutes(s.minutes)}</td>
                    <td className="numeric">{t("history.fromTo", { from: f.formatPercent(s.startSoc), to: f.formatPercent(s.endSoc) })}</td>
                    <td className="numeric">{s.kwh === null ? t("history.unknown") : f.formatEnergy(s.kwh)}</td>
                    <td>{t(s.plug === 1 ? "history.charging.dc" : s.plug === 2 ? "history.charging.ac" : "history.unknown")}</td>
                    <td>
                      {s.place ??
                        (s.lat === null || s.lon === null
                          ? t("history.unknown")
                          : `${f.formatNumber(s.lat, 4)}, ${f.formatNumber(s.lon, 4)}`)}
                    </td>
                    <td className="numeric">{s.offPeakKwh === null ? t("history.noTariff") : f.formatEnergy(s.offPeakKwh)}</td>
                    <td className="numeric">{s.cost === null ? t("history.noTariff") : f.formatMoney(s.cost)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="card history-section" aria-labelledby="history-trips-heading">
        <h2 id="history-trips-heading">{t("history.trips.heading")}</h2>
        {trips.isError && <Alert>{messageText(errorMessageFor(trips.error))}</Alert>}
        {trips.data && trips.data.trips.length === 0 && <p>{t("history.trips.none")}</p>}
        {trips.data && trips.data.trips.length > 0 && (
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="history-trips-heading">
            <table className="data-table">
              <caption className="visually-hidden">{t("history.trips.heading")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("history.trips.start")}</th>
                  <th scope="col" className="numeric">
                    {t("history.trips.duration")}
                  </th>
                  <th scope="col" className="numeric">
                    {t("history.trips.distance")}
                  </th>
                  <th scope="col" className="numeric">
                    {t("history.trips.charge")}
                  </th>
                  <th scope="col">{t("history.trips.places")}</th>
                  <th scope="col" className="numeric">
                    {t("history.trips.efficiency")}
                  </th>
                  <th scope="col">{t("history.trips.season")}</th>
                  <th scope="col">{t("history.trips.source")}</th>
                </tr>
              </thead>
              <tbody>
                {trips.data.trips.map((trip) => (
                  <tr key={`${trip.source}-${trip.startedAt}`}>
                    <th scope="row">{f.formatDateTime(new Date(trip.startedAt))}</th>
                    <td className="numeric">{f.formatMinutes(trip.minutes)}</td>
                    <td className="numeric">{distance(trip.km)}</td>
                    <td className="numeric">
                      {trip.startSoc === null || trip.endSoc === null
                        ? t("history.unknown")
                        : t("history.fromTo", { from: f.formatPercent(trip.startSoc), to: f.formatPercent(trip.endSoc) })}
                    </td>
                    <td>
                      {t("history.fromTo", {
                        from: trip.startPlace ?? t("history.trips.noPlace"),
                        to: trip.endPlace ?? t("history.trips.noPlace"),
                      })}
                    </td>
                    <td className="numeric">{efficiency(trip)}</td>
                    <td>{t(SEASON_KEYS[trip.season])}</td>
                    <td>{t(trip.source === "car" ? "history.trips.fromCar" : "history.trips.fromReads")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="card history-section" aria-labelledby="history-export-heading">
        <h2 id="history-export-heading">{t("history.export.heading")}</h2>
        <p>{t("history.export.intro")}</p>
        <div className="history-downloads">
          {CSV_KINDS.map((kind) => (
            <Button key={kind} variant="secondary" onPress={() => void download(kind)}>
              {t(`history.export.${kind}`)}
            </Button>
          ))}
        </div>
        {downloadError && <Alert>{messageText(downloadError)}</Alert>}
      </section>
    </section>
  );
}
