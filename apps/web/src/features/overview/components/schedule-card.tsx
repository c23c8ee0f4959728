import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../i18n/use-format.ts";
import type { GenerationOverview } from "../generation-overview.ts";

/** "08:00" in the page language's clock ("8:00 AM", "08 h 00"). */
function clockText(language: string, time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(language === "fr" ? "fr-CA" : "en-CA", { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, 0, 1, hours ?? 0, minutes ?? 0)),
  );
}

/** The charging schedule as the vehicle's generation keeps it, with the way to the schedule page. */
export function ScheduleCard({ schedule, canOpen }: { schedule: NonNullable<GenerationOverview["schedule"]>; canOpen: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const start = clockText(f.language, schedule.start);
  const end = schedule.end ? clockText(f.language, schedule.end) : "";
  return (
    <section className="card overview-schedule" aria-labelledby="overview-schedule-heading" data-schedule-kind={schedule.kind}>
      <h2 id="overview-schedule-heading">{t(`overview.schedule.heading.${schedule.kind}`)}</h2>
      <p>{t(`overview.schedule.text.${schedule.kind}`, { start, end })}</p>
      {canOpen && (
        <Link className="link-button" to="/remote/schedule">
          {t("overview.schedule.link")}
        </Link>
      )}
    </section>
  );
}
