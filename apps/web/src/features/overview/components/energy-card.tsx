import type { DistanceUnit } from "@carport/domain";
import type { AnsweredStatus } from "@carport/protocol";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../i18n/use-format.ts";
import { energyView, type Distance } from "../../car-glance/index.ts";
import { BatteryIcon } from "./battery-icon.tsx";

/** Fuel, battery, range, plug and charge times for the vehicle's fuel kind; the power control leads to climate or start. */
export function EnergyCard(props: { fuelKindCode: string; status: AnsweredStatus; unit: DistanceUnit; powerPath: string | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  const view = energyView(props.fuelKindCode, props.status, props.unit);
  // A fact the car did not report (a linked car's maker may leave any out) reads "Unknown".
  const distance = (d: Distance | null) => (d ? f.formatDistance(d.value, d.unit) : t("common.unknown"));
  const percent = (level: number | null) => (level === null ? t("common.unknown") : f.formatPercent(level));
  const known = (text: string | null) => text ?? t("common.unknown");
  const heading =
    view.kind === "ev"
      ? t("overview.energy.headingEv")
      : view.kind === "phev"
        ? t("overview.energy.headingPhev")
        : t("overview.energy.headingFuel");
  const { battery, fuel } = view;
  return (
    <section className="card overview-energy" aria-labelledby="overview-energy-heading">
      <h2 id="overview-energy-heading">{heading}</h2>
      <dl className="facts">
        {battery && (
          <>
            <div>
              <dt>{t("overview.energy.battery")}</dt>
              {/* The level once here (the hero above has it too), not again in large type beside its icon. */}
              <dd className="overview-battery">
                {battery.iconStep !== null && <BatteryIcon step={battery.iconStep} />}
                {percent(battery.level)}
              </dd>
            </div>
            <div>
              <dt>{view.kind === "phev" ? t("overview.energy.evRange") : t("overview.energy.range")}</dt>
              <dd>{distance(battery.evRange)}</dd>
            </div>
            <div>
              <dt>{t("overview.energy.plugLabel")}</dt>
              <dd>{battery.plugKey === null ? t("common.unknown") : t(battery.plugKey)}</dd>
            </div>
            <div>
              <dt>{t("overview.energy.chargingLabel")}</dt>
              <dd>
                {battery.charging === null
                  ? t("common.unknown")
                  : battery.charging
                    ? t("overview.energy.charging")
                    : t("overview.energy.notCharging")}
              </dd>
            </div>
          </>
        )}
        {fuel && (
          <>
            <div>
              <dt>{t("overview.energy.fuelLevel")}</dt>
              <dd>
                {percent(fuel.level)}
                {fuel.low && <span className="badge badge--suspended overview-inline-badge">{t("overview.energy.lowFuel")}</span>}
              </dd>
            </div>
            <div>
              <dt>{view.kind === "phev" ? t("overview.energy.fuelRange") : t("overview.energy.range")}</dt>
              <dd>{distance(fuel.range)}</dd>
            </div>
          </>
        )}
        {view.kind === "phev" && (
          <div>
            <dt>{t("overview.energy.totalRange")}</dt>
            <dd>{distance(view.totalRange)}</dd>
          </div>
        )}
      </dl>
      {battery && (
        <dl className="facts overview-charge-times" aria-label={t("overview.energy.chargeTimes")}>
          <div>
            <dt>{t("overview.energy.timeCurrent")}</dt>
            <dd>{known(battery.chargeTimes.current)}</dd>
          </div>
          <div>
            <dt>{t("overview.energy.timeDcFast")}</dt>
            <dd>{known(battery.chargeTimes.dcFast)}</dd>
          </div>
          <div>
            <dt>{t("overview.energy.timeAcFast")}</dt>
            <dd>{known(battery.chargeTimes.acFast)}</dd>
          </div>
          <div>
            <dt>{t("overview.energy.timeAcSlow")}</dt>
            <dd>{known(battery.chargeTimes.acSlow)}</dd>
          </div>
        </dl>
      )}
      {battery && <p className="field__description">{t("overview.energy.chargeTimesHint")}</p>}
      {props.powerPath && (
        <Link className="button button--secondary" to={props.powerPath}>
          {props.powerPath === "/remote/climate" ? t("overview.power.climate") : t("overview.power.start")}
        </Link>
      )}
    </section>
  );
}
