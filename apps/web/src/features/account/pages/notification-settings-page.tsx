import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Switch } from "react-aria-components/Switch";
import { useSelectedVehicleId } from "../../../api/use-session.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { notificationSettingsQueryOptions, useSaveNotificationSettingsMutation } from "../api/notifications.ts";
import { notificationOptionsQueryOptions } from "../../../api/notification-options.ts";
import { useSaveNotificationOptionsMutation } from "../api/notification-channels.ts";
import { ReceiversCard } from "../components/receivers-card.tsx";
import {
  formMessage,
  notificationRowViews,
  notificationSaveRequestOf,
  renameNotificationRows,
  toggleNotification,
  type NotificationRowView,
} from "../account-view.ts";
import { BrowserNotifications } from "../../web-push/index.ts";
import { AccountFrame, SavedStatus } from "../components/account-frame.tsx";
import { focusLater } from "../components/focus.ts";
import "../../../styles/cards.css";
import "../account.css";

/** One channel's switch; a locked row's switch is read-only and says why. */
function ChannelSwitch(props: { row: NotificationRowView; channel: "push" | "email"; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  const { row, channel } = props;
  const on = row[channel];
  return (
    <Switch
      className="switch"
      isSelected={on}
      isReadOnly={row.locked}
      onChange={props.onChange}
      aria-label={t(`account.notifications.${channel}Named`, { name: row.notificationName })}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__state" aria-hidden="true">
        {on ? t("account.notifications.on") : t("account.notifications.off")}
      </span>
    </Switch>
  );
}

/**
 * The owner's own commands in the inbox: off by default (the result shows where the command was
 * sent); failures and car alerts always go there (`ntfoptssave`).
 */
function OwnCommandsCard() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const options = useQuery(notificationOptionsQueryOptions());
  const save = useSaveNotificationOptionsMutation();
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  if (!options.data) return null;
  return (
    <section className="card own-commands" aria-labelledby="own-commands-heading">
      <h2 id="own-commands-heading">{t("account.notifications.ownCommands.heading")}</h2>
      <p>{t("account.notifications.ownCommands.intro")}</p>
      <Switch
        className="switch"
        isSelected={options.data.commandResultsToInbox}
        isDisabled={save.isPending}
        onChange={(on) => {
          setFailure(null);
          save.mutate({ commandResultsToInbox: on }, { onError: (error) => setFailure(errorMessageFor(error)) });
        }}
      >
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        {t("account.notifications.ownCommands.label")}
      </Switch>
      {failure && <Alert>{messageText(failure)}</Alert>}
    </section>
  );
}

/**
 * account notification settings (/account/notificationSettings): push and e-mail per notification
 * type of the selected vehicle (`gtntfsttng`), saved with `ntfsttng`. Priority rows (U) are always
 * on and locked; rows with pushAlways or emailAlways Y or N are locked to that value. A channel
 * this site cannot deliver through (push without VAPID keys) is not shown (`ntfopts`).
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const vehicleId = useSelectedVehicleId() ?? "";
  const settings = useQuery({ ...notificationSettingsQueryOptions(vehicleId), enabled: vehicleId !== "" });
  const options = useQuery(notificationOptionsQueryOptions());
  const pushOffered = options.data?.channels.push === true;
  const channels = pushOffered ? (["push", "email"] as const) : (["email"] as const);
  const save = useSaveNotificationSettingsMutation(vehicleId);
  const [rows, setRows] = useState<NotificationRowView[] | null>(null);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [saved, setSaved] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const data = settings.data;
  useEffect(() => {
    if (!data) return;
    setRows((current) =>
      current === null ? notificationRowViews(data.notificationList) : renameNotificationRows(current, data.notificationList),
    );
  }, [data]);

  const title = t("account.notifications.title");
  if (!rows) {
    return (
      <AccountFrame title={title}>
        {settings.isError ? (
          <Alert>{messageText(errorMessageFor(settings.error))}</Alert>
        ) : (
          <LoadingStatus>{t("account.loading")}</LoadingStatus>
        )}
      </AccountFrame>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || rows.length === 0) return;
    setFailure(null);
    setSaved(false);
    try {
      const answer = await save.mutateAsync(notificationSaveRequestOf(rows));
      setRows(notificationRowViews(answer.notificationList));
      setSaved(true);
    } catch (error) {
      setFailure(formMessage(error, "account.errors.NOTIFICATION_SETTINGS_SUBMIT_FAILED"));
      focusLater(alertRef);
    }
  };

  return (
    <AccountFrame title={title} intro={pushOffered ? t("account.notifications.intro") : t("account.notifications.introEmailOnly")}>
      <form className="account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && (
          <div ref={alertRef} tabIndex={-1}>
            <Alert>{messageText(failure)}</Alert>
          </div>
        )}
        {rows.length === 0 ? (
          <p className="empty-state">{t("account.notifications.none")}</p>
        ) : (
          <table className="data-table notification-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t("account.notifications.type")}</th>
                {pushOffered && <th scope="col">{t("account.notifications.push")}</th>}
                <th scope="col">{t("account.notifications.email")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.notificationType}>
                  <th scope="row">
                    {row.notificationName}
                    {row.locked && (
                      <span className="notification-table__lock">
                        {row.alwaysOn ? t("account.notifications.alwaysOn") : t("account.notifications.locked")}
                      </span>
                    )}
                  </th>
                  {channels.map((channel) => (
                    <td key={channel}>
                      {/* The column's name where the header row is hidden (narrow screens); the switch names it already. */}
                      <span className="notification-table__channel" aria-hidden="true">
                        {channel === "push" ? t("account.notifications.push") : t("account.notifications.email")}
                      </span>
                      <ChannelSwitch
                        row={row}
                        channel={channel}
                        onChange={(on) => {
                          setRows(toggleNotification(rows, row.notificationType, channel, on));
                          setSaved(false);
                        }}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className="button-row">
          <Button type="submit" isPending={save.isPending} isDisabled={rows.length === 0}>
            {save.isPending ? t("account.saving") : t("account.save")}
          </Button>
        </div>
        <SavedStatus message={saved ? t("account.notifications.saved") : null} />
      </form>
      {pushOffered && <BrowserNotifications />}
      <OwnCommandsCard />
      {options.data?.channels.receivers && <ReceiversCard />}
    </AccountFrame>
  );
}
