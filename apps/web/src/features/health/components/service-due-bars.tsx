import { useTranslation } from "react-i18next";
import { useFormat } from "../../../i18n/use-format.ts";
import type { ServiceBar, ServiceDue } from "../service-due.ts";
import "../health.css";

/** One bar: the figure in words, its state in words, and the coloured bar (decorative: the text says it all). */
function DueFigure(props: { id: string; label: string; value: string; bar: ServiceBar }) {
  const { t } = useTranslation();
  const { bar } = props;
  return (
    <div className={`service-bar service-bar--${bar.colour}`} data-testid={props.id}>
      <dt className="service-bar__label">{props.label}</dt>
      <dd className="service-bar__value">
        <span className="service-bar__figure">{props.value}</span>
        <span className={`service-bar__state badge service-bar__state--${bar.colour}`}>{t(bar.stateKey)}</span>
        <span className="service-bar__track" aria-hidden="true">
          <span className="service-bar__fill" style={{ width: `${bar.red ? 100 : Math.max(4, Math.round(bar.fraction * 100))}%` }} />
        </span>
      </dd>
    </div>
  );
}

/**
 * The service-due bars of the overview and the health page: distance and days left to the next
 * service, coloured by serviceDueColours and said in words (overdue, service due, on schedule).
 */
export function ServiceDueBars({ due }: { due: ServiceDue }) {
  const { t } = useTranslation();
  const f = useFormat();
  const distance = f.formatDistance(Math.abs(due.distance.left), due.unit);
  const days = Math.abs(due.days.left);
  const distanceText =
    due.distance.left > 0
      ? t("health.due.distanceLeft", { distance })
      : due.distance.left === 0
        ? t("health.due.dueNow")
        : t("health.due.distanceOverdue", { distance });
  const daysText =
    due.days.left > 0
      ? t("health.due.daysLeft", { count: days, days: f.formatNumber(days) })
      : due.days.left === 0
        ? t("health.due.dueToday")
        : t("health.due.daysOverdue", { count: days, days: f.formatNumber(days) });
  return (
    <dl className="service-bars">
      <DueFigure id="service-distance" label={t("health.due.distanceLabel")} value={distanceText} bar={due.distance} />
      <DueFigure id="service-days" label={t("health.due.daysLabel")} value={daysText} bar={due.days} />
    </dl>
  );
}
