import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { useLanguageId } from "../../../i18n/use-language.ts";
import { profileLogQueryOptions } from "../api/profiles.ts";
import { parseUtcMoment } from "../profile-view.ts";

/** The profile log (`getprofilelog`), read when the user opens it: saves and share events, newest first. */
export function ProfileLog({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const messageText = useMessageText();
  const [open, setOpen] = useState(false);
  const language = useLanguageId();
  const log = useQuery({ ...profileLogQueryOptions(vehicleId, language), enabled: open });
  return (
    <section className="card profile-log" aria-labelledby="profile-log-heading">
      <h2 id="profile-log-heading">{t("profiles.log.heading")}</h2>
      <Button variant="secondary" aria-expanded={open} aria-controls="profile-log-body" onPress={() => setOpen((was) => !was)}>
        {open ? t("profiles.log.hide") : t("profiles.log.show")}
      </Button>
      <div id="profile-log-body" hidden={!open}>
        {open && log.isPending && <LoadingStatus>{t("profiles.log.loading")}</LoadingStatus>}
        {log.isError && <Alert>{messageText(errorMessageFor(log.error))}</Alert>}
        {log.data && log.data.logs.length === 0 && <p>{t("profiles.log.empty")}</p>}
        {log.data && log.data.logs.length > 0 && (
          <table className="data-table">
            <caption className="visually-hidden">{t("profiles.log.heading")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("profiles.log.when")}</th>
                <th scope="col">{t("profiles.log.what")}</th>
                <th scope="col">{t("profiles.log.who")}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.logs.map((line) => {
                const moment = parseUtcMoment(line.loggedAt);
                return (
                  <tr key={line.logId}>
                    <td>{moment ? f.formatDateTime(moment) : line.loggedAt}</td>
                    <td>{line.description}</td>
                    <td>{line.driverRole === "primary" ? t("profiles.log.primary") : t("profiles.log.secondary")}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
