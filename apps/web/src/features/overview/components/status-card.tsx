import type { ClimateUnit } from "@carport/domain";
import type { AnsweredStatus } from "@carport/protocol";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../i18n/use-format.ts";
import { bodyStatus, climateTemperatures, noWarningLightLine, warningLights } from "../overview-view.ts";

/** The lock page the doors line leads to (vehicle-area.md 2: clicking doors goes to lock). */
const LOCK_PATH = "/remote/lock";

/**
 * Doors, hood, trunk, windows, sunroof, lamps, engine and climate, and the warning lights, from
 * the last status; each state is written out, the colour only repeats it.
 */
export function StatusCard(props: {
  status: AnsweredStatus;
  modelYear: string;
  climateUnit: ClimateUnit;
  /** The issues the car's diagnostics reported (`gtvhclhlth`), all systems together. */
  diagnosedIssues?: number;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const { status } = props;
  const lines = bodyStatus(status);
  const lights = warningLights(status);
  const temperatures = climateTemperatures(status, props.modelYear, props.climateUnit);
  return (
    <section className="card overview-status" aria-labelledby="overview-status-heading">
      <h2 id="overview-status-heading">{t("overview.status.heading")}</h2>
      <dl className="facts">
        {lines.map((line) => (
          <div key={line.id} className={line.attention ? "facts__attention" : undefined} data-status={line.id}>
            <dt>{t(line.label)}</dt>
            <dd>
              {t(line.value)}
              {line.parts.length > 0 && <span className="facts__detail">{line.parts.map((part) => t(part)).join(", ")}</span>}
              {line.id === "doors" && (
                <Link className="facts__action" to={LOCK_PATH}>
                  {t("overview.status.doorsAction")}
                </Link>
              )}
            </dd>
          </div>
        ))}
        <div data-status="engine">
          <dt>{t("overview.status.engine")}</dt>
          <dd>
            {status.engine === undefined
              ? t("common.unknown")
              : status.engine
                ? t("overview.status.engineOn")
                : t("overview.status.engineOff")}
          </dd>
        </div>
        <div data-status="climate">
          <dt>{t("overview.status.climate")}</dt>
          <dd>
            {status.airCtrlOn === undefined
              ? t("common.unknown")
              : status.airCtrlOn
                ? temperatures.setPoint !== null
                  ? t("overview.status.climateOnAt", { temperature: f.formatTemperature(temperatures.setPoint, props.climateUnit) })
                  : t("overview.status.climateOn")
                : t("overview.status.climateOff")}
          </dd>
        </div>
        {temperatures.cabin !== null && (
          <div data-status="cabin">
            <dt>{t("overview.status.cabin")}</dt>
            <dd>{f.formatTemperature(temperatures.cabin, props.climateUnit)}</dd>
          </div>
        )}
      </dl>
      <h3 className="overview-subheading">{t("overview.warnings.heading")}</h3>
      {lights.length === 0 ? (
        <NoWarningLight status={status} diagnosedIssues={props.diagnosedIssues ?? 0} />
      ) : (
        <ul className="overview-warnings">
          {lights.map((light) => (
            <li key={light}>{t(light)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NoWarningLight(props: { status: AnsweredStatus; diagnosedIssues: number }) {
  const { t } = useTranslation();
  const line = noWarningLightLine(props.status, props.diagnosedIssues);
  if (line.key === "overview.warnings.noneButIssues") {
    return <p className="overview-attention">{t(line.key, { count: line.count })}</p>;
  }
  return <p className="overview-ok">{t(line.key)}</p>;
}
