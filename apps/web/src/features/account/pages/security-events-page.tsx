import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { securityEventsQueryOptions } from "../api/security-events.ts";
import { AccountFrame } from "../components/account-frame.tsx";
import { activityRow } from "../security-events-view.ts";
import "../../../styles/cards.css";
import "../account.css";

/**
 * account security activity (/account/securityActivity): the account's security events (`gtsecevnts`),
 * newest first, with the date and time in the page's language, the device and the address.
 */
export function SecurityEventsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const messageText = useMessageText();
  const list = useInfiniteQuery(securityEventsQueryOptions());
  const title = t("account.activity.title");
  const rows = (list.data?.pages ?? []).flatMap((page) => page.events).map(activityRow);
  return (
    <AccountFrame title={title} intro={t("account.activity.intro")}>
      {list.isPending && <LoadingStatus>{t("account.loading")}</LoadingStatus>}
      {list.isError && <Alert>{messageText(errorMessageFor(list.error))}</Alert>}
      {list.data && rows.length === 0 && <p className="empty-state">{t("account.activity.none")}</p>}
      {rows.length > 0 && (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table history-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t("account.activity.when")}</th>
                <th scope="col">{t("account.activity.what")}</th>
                <th scope="col">{t("account.activity.device")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.moment ? f.formatDateTime(row.moment) : "--"}</td>
                  <td>
                    {t(row.what)}
                    {row.details.length > 0 && <span className="history-table__title">{row.details.map((key) => t(key)).join(" · ")}</span>}
                  </td>
                  <td>
                    <span className="history-table__nickname">
                      {row.device.browser && row.device.system
                        ? t("account.activity.deviceName", { browser: row.device.browser, system: row.device.system })
                        : (row.device.browser ?? row.device.system ?? t("account.activity.unknownDevice"))}
                    </span>
                    {row.clientIp && <span className="history-table__model">{row.clientIp}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.hasNextPage && (
        <div className="button-row">
          <Button variant="secondary" onPress={() => void list.fetchNextPage()} isPending={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? t("account.activity.loadingMore") : t("account.activity.more")}
          </Button>
        </div>
      )}
    </AccountFrame>
  );
}
