import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { LoadingStatus } from "../../../components/alert.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { parseCalendarDate } from "../../../i18n/format.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { releaseNoteQueryOptions } from "../api/support-calls.ts";
import { localized } from "../support-view.ts";
import "../support.css";

/**
 * /overtheairsoftwareupdates/releasenotes/:noteId (anonymous): an over-the-air update's note in the
 * page language. Any failure (7660 unknown note, brand kci) is the not-found page (vehicle-area.md 8).
 */
export function ReleaseNotePage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { noteId = "" } = useParams();
  const note = useQuery(releaseNoteQueryOptions(noteId));
  if (note.isError) return <Navigate to="/pagenotfound" replace />;
  if (note.isPending) return <LoadingStatus>{t("support.loading")}</LoadingStatus>;
  const data = note.data;
  const title = localized(format.language, data.title, data.title_fr);
  const day = parseCalendarDate(data.releaseDate);
  const features = [...data.features].sort((a, b) => a.sequence - b.sequence);
  return (
    <article className="support-page release-note">
      <p className="release-note__kicker">{t("support.releaseNote.title")}</p>
      <PageHeading title={title}>{title}</PageHeading>
      <dl className="release-note__facts">
        <div>
          <dt>{t("support.releaseNote.releaseDate")}</dt>
          <dd>{day ? format.formatLongCalendarDate(day) : data.releaseDate}</dd>
        </div>
        <div>
          <dt>{t("support.releaseNote.yearModels")}</dt>
          <dd>{data.yearModels.join(", ")}</dd>
        </div>
        <div>
          <dt>{t("support.releaseNote.swVersion")}</dt>
          <dd>{data.swVersion}</dd>
        </div>
      </dl>
      <h2>{t("support.releaseNote.features")}</h2>
      <ol className="release-note__features">
        {features.map((feature) => (
          <li key={feature.sequence}>
            <h3>{localized(format.language, feature.title, feature.title_fr)}</h3>
            <p>{localized(format.language, feature.content, feature.content_fr)}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
