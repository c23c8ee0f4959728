import type { DistanceUnit } from "@carport/domain";
import type { AnsweredStatus } from "@carport/protocol";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../i18n/use-format.ts";
import { glanceState, type GlanceItem } from "../glance-state.ts";
import { GlanceWarningsList } from "./glance-warnings-list.tsx";
import "./glance-facts.css";

/** The label and the value in words of one fact (never by colour or icon alone). */
function useItemText() {
  const { t } = useTranslation();
  const f = useFormat();
  return (item: GlanceItem): { label: string; value: string; attention: boolean } => {
    switch (item.id) {
      case "charge":
        return { label: t("glance.charge"), value: f.formatPercent(item.percent), attention: item.percent <= 15 };
      case "fuel":
        return {
          label: t("glance.fuel"),
          value: item.low ? t("glance.fuelLow", { level: f.formatPercent(item.percent) }) : f.formatPercent(item.percent),
          attention: item.low,
        };
      case "range":
        return { label: t("glance.range"), value: f.formatDistance(item.distance.value, item.distance.unit), attention: false };
      case "plug":
        return {
          label: t("glance.plug"),
          value: item.plugged ? (item.fastCharger ? t("glance.pluggedFast") : t("glance.plugged")) : t("glance.unplugged"),
          attention: false,
        };
      case "charging":
        return {
          label: t("glance.chargingLabel"),
          value: item.charging
            ? item.minutesToFull !== null
              ? t("glance.chargingUntilFull", { time: f.formatMinutes(item.minutesToFull) })
              : t("glance.charging")
            : t("glance.notCharging"),
          attention: false,
        };
      case "lock":
        return {
          label: t("glance.doors"),
          value: item.doorOpen
            ? item.locked
              ? t("glance.lockedDoorOpen")
              : t("glance.unlockedDoorOpen")
            : item.locked
              ? t("glance.locked")
              : t("glance.unlocked"),
          attention: !item.locked || item.doorOpen,
        };
      case "climate":
        return { label: t("glance.climate"), value: item.on ? t("glance.climateOn") : t("glance.climateOff"), attention: false };
    }
  };
}

/**
 * The car's key state: what needs attention first (open, unlocked, low, faulty), then what matters
 * most for its kind large, the rest small, and when it last reported.
 */
export function GlanceFacts(props: {
  fuelKindCode: string;
  status: AnsweredStatus;
  unit: DistanceUnit;
  now?: Date;
  compact?: boolean;
  /** False where the page already says when the car reported (the overview's Refresh line): one freshness label, not two. */
  showLastSeen?: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const text = useItemText();
  const state = glanceState(props.fuelKindCode, props.status, props.unit);
  const row = (items: GlanceItem[], className: string) => (
    <dl className={className}>
      {items.map((item) => {
        const { label, value, attention } = text(item);
        return (
          <div key={item.id} className="glance-fact" data-fact={item.id} data-attention={attention || undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        );
      })}
    </dl>
  );
  return (
    <div className={`glance-facts${props.compact ? " glance-facts--compact" : ""}`} data-kind={state.kind}>
      <GlanceWarningsList status={props.status} compact={props.compact} />
      {row(state.lead, "glance-facts__lead")}
      {row(state.more, "glance-facts__more")}
      {state.lastSeen && props.showLastSeen !== false && (
        <p className="glance-facts__seen">
          {t("glance.lastSeen", { when: f.formatRelativeTime(state.lastSeen, props.now ?? new Date()) })}
        </p>
      )}
    </div>
  );
}
