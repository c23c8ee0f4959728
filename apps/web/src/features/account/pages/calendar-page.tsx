import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useSelectedVehicleId } from "../../../api/use-session.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { calendarAccountsQueryOptions, useCalendarMutation } from "../api/calendar.ts";
import { formMessage } from "../account-view.ts";
import { authorizationReturnOf, CALENDAR_FAILURE_KEYS, calendarProviderViews } from "../calendar-view.ts";
import { AccountFrame } from "../components/account-frame.tsx";
import { CalendarCard } from "../components/calendar-card.tsx";
import "../../../styles/cards.css";
import "../account.css";

/**
 * account calendar settings (/account/calendar): the selected vehicle's calendars, one card per
 * provider type (`getcalaccount`). Coming back from the Google-type provider's authorization
 * (?code&state from the server's callback) finishes the link with addcalaccount or modifycalaccount.
 */
export function CalendarPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const vehicleId = useSelectedVehicleId() ?? "";
  const location = useLocation();
  const navigate = useNavigate();
  const accounts = useQuery({ ...calendarAccountsQueryOptions(vehicleId), enabled: vehicleId !== "" });
  const add = useCalendarMutation("calendarAdd", vehicleId);
  const modify = useCalendarMutation("calendarModify", vehicleId);
  const [googleNotice, setGoogleNotice] = useState<ErrorMessage | null>(null);
  const [deletedCp, setDeletedCp] = useState<number | null>(null);
  const clearDeleted = useCallback(() => setDeletedCp(null), []);
  const finishing = useRef(false);

  const list = accounts.data?.calendarList;
  useEffect(() => {
    const returned = authorizationReturnOf(location.search);
    if (!returned || !list || finishing.current) return;
    finishing.current = true;
    void navigate(location.pathname, { replace: true });
    if ("failed" in returned) {
      setGoogleNotice({ key: CALENDAR_FAILURE_KEYS.connect });
      return;
    }
    const google = list.find((a) => a.calendarCp === 1);
    const finish = async () => {
      if (!google) throw new Error("no authorization under way");
      const body = { calendarCp: 1 as const, calendarAccount: google.calendarAccount, authCode: returned.code, state: returned.state };
      if (google.ucscStatus === "C") await modify.mutateAsync({ ...body, calendarUserId: google.calendarUserId });
      else await add.mutateAsync(body);
    };
    finish().catch((error) => setGoogleNotice(formMessage(error, CALENDAR_FAILURE_KEYS.connect)));
  }, [location.search, location.pathname, list, navigate, add, modify]);

  const title = t("account.calendar.title");
  if (!list) {
    return (
      <AccountFrame title={title}>
        {accounts.isError ? (
          <Alert>{messageText(errorMessageFor(accounts.error))}</Alert>
        ) : (
          <LoadingStatus>{t("account.loading")}</LoadingStatus>
        )}
      </AccountFrame>
    );
  }
  return (
    <AccountFrame title={title} intro={t("account.calendar.intro")}>
      <div className="calendar-cards">
        {calendarProviderViews(list).map((view) => (
          <CalendarCard
            key={`${view.cp}-${view.account?.calendarUserId ?? "none"}`}
            view={view}
            vehicleId={vehicleId}
            notice={view.cp === 1 ? googleNotice : null}
            focusHeading={deletedCp === view.cp}
            onDeleted={() => setDeletedCp(view.cp)}
            onHeadingFocused={clearDeleted}
          />
        ))}
      </div>
    </AccountFrame>
  );
}
