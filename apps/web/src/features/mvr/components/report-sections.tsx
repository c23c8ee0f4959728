import { DISTANCE_UNIT, isDistanceUnit, type DistanceUnit } from "@carport/domain";
import { useTranslation } from "react-i18next";
import { parseCalendarDate } from "../../../i18n/format.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { dailySummary, energyUses, fuelUsedUnit, hasEnergyUse, reportPeriod, type DrivingInfo, type MonthlyReport } from "../mvr-view.ts";
import { ScheduleDealerButton } from "../../support/index.ts";
import { ColumnChart, HorizontalBarChart } from "./bar-chart.tsx";

const SYSTEM_KEYS = {
  Chassis: "mvr.systems.name.Chassis",
  Powertrain: "mvr.systems.name.Powertrain",
  Safety: "mvr.systems.name.Safety",
} as const;

function unitOf(code: number): DistanceUnit {
  return isDistanceUnit(code) ? code : DISTANCE_UNIT.km;
}

/** The report's period, date and odometer. */
export function ReportSummary({ report }: { report: MonthlyReport }) {
  const { t } = useTranslation();
  const f = useFormat();
  const period = reportPeriod(report);
  return (
    <section className="card" aria-labelledby="mvr-summary-heading">
      <h2 id="mvr-summary-heading">{t("mvr.summary.heading")}</h2>
      <dl className="facts">
        {period && (
          <div>
            <dt>{t("mvr.summary.period")}</dt>
            <dd>
              {t("mvr.summary.periodValue", { start: f.formatLongCalendarDate(period.first), end: f.formatLongCalendarDate(period.last) })}
            </dd>
          </div>
        )}
        <div>
          <dt>{t("mvr.summary.odometer")}</dt>
          <dd data-testid="mvr-odometer">{f.formatDistance(report.odometer, unitOf(report.odometerUnit))}</dd>
        </div>
      </dl>
    </section>
  );
}

/** Trouble codes by system, then each code. */
export function SystemsSection({ report }: { report: MonthlyReport }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="mvr-systems-heading">
      <h2 id="mvr-systems-heading">{t("mvr.systems.heading")}</h2>
      <table className="data-table">
        <caption className="visually-hidden">{t("mvr.systems.heading")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("mvr.systems.system")}</th>
            <th scope="col">{t("mvr.systems.status")}</th>
          </tr>
        </thead>
        <tbody>
          {report.systems.map((system) => (
            <tr key={system.systemName} className={system.dtcCount > 0 ? "mvr-system--found" : undefined}>
              <th scope="row">{t(SYSTEM_KEYS[system.systemName])}</th>
              <td>{system.dtcCount > 0 ? t("mvr.systems.found", { count: system.dtcCount }) : t("mvr.systems.ok")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="mvr-subheading">{t("mvr.systems.codesHeading")}</h3>
      {report.dtcs.length === 0 ? (
        <p>{t("mvr.systems.noCodes")}</p>
      ) : (
        <ul className="mvr-codes">
          {report.dtcs.map((dtc) => (
            <li key={dtc.code}>
              <strong>{dtc.code}</strong> – {dtc.description}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Trips, time, distance, fuel and tire pressures over the month, and the distance per day as a chart. */
export function DrivingSection({ info, fuelKind }: { info: DrivingInfo | null; fuelKind?: string | undefined }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (!info) {
    return (
      <section className="card" aria-labelledby="mvr-driving-heading">
        <h2 id="mvr-driving-heading">{t("mvr.driving.heading")}</h2>
        <p className="empty-state">{t("mvr.MVR_DRIVING_NOT_FOUND")}</p>
      </section>
    );
  }
  const unit = unitOf(info.runDistanceUnit);
  const summary = dailySummary(info.dailyDistance);
  const longestDate = summary.longest ? parseCalendarDate(summary.longest.date) : null;
  const bars = info.dailyDistance.map((d) => {
    const day = parseCalendarDate(d.date);
    return { label: day ? f.formatCalendarDate(day) : d.date, value: d.distance, valueText: f.formatDistance(d.distance, unit) };
  });
  return (
    <section className="card" aria-labelledby="mvr-driving-heading">
      <h2 id="mvr-driving-heading">{t("mvr.driving.heading")}</h2>
      <dl className="facts">
        <div>
          <dt>{t("mvr.driving.distance")}</dt>
          <dd data-testid="mvr-distance">{f.formatDistance(info.runDistance, unit)}</dd>
        </div>
        <div>
          <dt>{t("mvr.driving.trips")}</dt>
          <dd>{f.formatNumber(info.tripCount)}</dd>
        </div>
        <div>
          <dt>{t("mvr.driving.runTime")}</dt>
          <dd>{f.formatMinutes(info.runTime)}</dd>
        </div>
        <div>
          <dt>{t("mvr.driving.idleTime")}</dt>
          <dd>{f.formatMinutes(info.idleEngineTime)}</dd>
        </div>
        <div>
          <dt>{t("mvr.driving.mileageTime")}</dt>
          <dd data-testid="mvr-mileage-time">{f.formatMinutes(info.mileageTime)}</dd>
        </div>
        {info.fuelUsed > 0 && (
          <div>
            <dt>{t("mvr.driving.fuelUsed")}</dt>
            <dd data-testid="mvr-fuel-used">
              {fuelUsedUnit(fuelKind) === "kg" ? f.formatKilograms(info.fuelUsed) : f.formatLitres(info.fuelUsed)}
            </dd>
          </div>
        )}
      </dl>
      <h3 className="mvr-subheading">{t("mvr.driving.tirePressure")}</h3>
      <dl className="facts mvr-tires">
        {(
          [
            ["mvr.driving.tire.fl", info.tirePressureFL],
            ["mvr.driving.tire.fr", info.tirePressureFR],
            ["mvr.driving.tire.rl", info.tirePressureRL],
            ["mvr.driving.tire.rr", info.tirePressureRR],
          ] as const
        ).map(([key, psi]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{t("mvr.driving.psi", { value: f.formatNumber(psi, 1) })}</dd>
          </div>
        ))}
      </dl>
      {bars.length > 0 && (
        <>
          <h3 className="mvr-subheading">{t("mvr.daily.heading")}</h3>
          <ColumnChart
            title={t("mvr.daily.heading")}
            summary={t("mvr.daily.summary", {
              total: f.formatDistance(summary.total, unit),
              days: summary.daysDriven,
              longest: summary.longest ? f.formatDistance(summary.longest.distance, unit) : "",
              date: longestDate ? f.formatLongCalendarDate(longestDate) : "",
            })}
            labelHeading={t("mvr.daily.date")}
            valueHeading={t("mvr.daily.distance")}
            bars={bars}
          />
        </>
      )}
    </section>
  );
}

/** Electric energy over the month (EV and PHEV): the total and a bar per use. */
export function EnergySection({ info }: { info: DrivingInfo }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (!hasEnergyUse(info)) return null;
  const uses = energyUses(info);
  const bars = uses.map((use) => ({ label: t(use.key), value: use.kwh, valueText: f.formatEnergy(use.kwh) }));
  return (
    <section className="card" aria-labelledby="mvr-energy-heading">
      <h2 id="mvr-energy-heading">{t("mvr.energy.heading")}</h2>
      <p className="mvr-energy-total">
        <span data-testid="mvr-energy-total">{t("mvr.energy.total", { energy: f.formatEnergy(info.totalPwrCsp) })}</span>
      </p>
      <HorizontalBarChart
        title={t("mvr.energy.chartTitle")}
        summary={bars.map((bar) => `${bar.label}: ${bar.valueText}`).join("; ")}
        labelHeading={t("mvr.energy.use")}
        valueHeading={t("mvr.energy.amount")}
        bars={bars}
      />
    </section>
  );
}

/** Open recalls of the vehicle. */
export function RecallSection({ report }: { report: MonthlyReport }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="mvr-recall-heading">
      <h2 id="mvr-recall-heading">{t("mvr.recall.heading")}</h2>
      {report.recallDetail.length === 0 ? (
        <p>{t("mvr.recall.none")}</p>
      ) : (
        <ul className="mvr-codes">
          {report.recallDetail.map((recall) => (
            <li key={recall.recallId}>
              <strong>{recall.recallId}</strong> – {recall.description}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The dealer the report names. */
export function DealerSection({ report }: { report: MonthlyReport }) {
  const { t } = useTranslation();
  const { dealer } = report;
  return (
    <section className="card" aria-labelledby="mvr-dealer-heading">
      <h2 id="mvr-dealer-heading">{t("mvr.dealer.heading")}</h2>
      <dl className="facts">
        <div>
          <dt>{t("mvr.dealer.name")}</dt>
          <dd>{dealer.name}</dd>
        </div>
        <div>
          <dt>{t("mvr.dealer.phone")}</dt>
          <dd>
            <a href={`tel:${dealer.phone.replace(/[^0-9+]/g, "")}`}>{dealer.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t("mvr.dealer.code")}</dt>
          <dd>{dealer.dealerCode}</dd>
        </div>
      </dl>
      <div className="button-row">
        <ScheduleDealerButton dealerCode={dealer.dealerCode} />
      </div>
    </section>
  );
}
