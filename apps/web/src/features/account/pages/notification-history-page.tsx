import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { notificationHistoryQueryOptions } from "../api/notifications.ts";
import { channelKey, historyMoment } from "../account-view.ts";
import { AccountFrame } from "../components/account-frame.tsx";
import "../../../styles/cards.css";
import "../account.css";

/**
 * account notification history (/account/notificationHistory): what was sent to the owner, newest
 * first (`ntfhst` for brand kci, `ntfhstV2` otherwise), with the vehicle, the local date and time,
 * the notification type and the channel.
 */
export function NotificationHistoryPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const messageText = useMessageText();
  const history = useQuery(notificationHistoryQueryOptions());
  const title = t("account.history.title");
  const items = history.data?.notifications ?? [];
  return (
    <AccountFrame title={title} intro={t("account.history.intro")}>
      {history.isPending && <LoadingStatus>{t("account.loading")}</LoadingStatus>}
      {history.isError && <Alert>{messageText(errorMessageFor(history.error))}</Alert>}
      {history.data && items.length === 0 && <p className="empty-state">{t("account.history.none")}</p>}
      {items.length > 0 && (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table history-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t("account.history.when")}</th>
                <th scope="col">{t("account.history.vehicle")}</th>
                <th scope="col">{t("account.history.type")}</th>
                <th scope="col">{t("account.history.channelHeading")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, index) => {
                const moment = historyMoment(item);
                return (
                  <tr key={`${item.date}${item.time}-${index}`}>
                    <td>{moment ? f.formatDateTime(moment) : "--"}</td>
                    <td>
                      <span className="history-table__nickname">{item.nickname}</span>
                      <span className="history-table__model">{item.modelName}</span>
                    </td>
                    <td>
                      {item.notificationName}
                      {item.title && <span className="history-table__title">{item.title}</span>}
                    </td>
                    <td>{t(channelKey(item.channel))}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </AccountFrame>
  );
}
