import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Switch } from "react-aria-components/Switch";
import { BRANDS } from "../../../brands/brands.ts";
import { getBrandCode } from "../../../brands/current-brand.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { TextField } from "../../../components/text-field.tsx";
import type { ErrorMessage } from "../../../i18n/error-messages.ts";
import { parseUtcTimestamp } from "../../../i18n/format.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { useCalendarAuthorizeMutation, useCalendarMutation } from "../api/calendar.ts";
import { formMessage } from "../account-view.ts";
import {
  CALENDAR_FAILURE_KEYS,
  CALENDAR_PROVIDER_KEYS,
  CALENDAR_STATUS_KEYS,
  toggleRequestOf,
  type CalendarProviderView,
} from "../calendar-view.ts";
import { focusLater } from "./focus.ts";

/**
 * One provider type's calendar: its status (ADD, PENDING_CALENDAR, ENABLED, DISABLED), the sync
 * toggle, and the add, modify and delete actions (delete asks first). The iCloud-type takes an
 * account name and an app password; the Google-type sends the owner to the provider to authorize.
 * `focusHeading`: the card replaces one whose calendar was just deleted, so focus starts on its
 * heading (the Delete button that opened the confirmation is gone); `onDeleted` asks for that.
 */
export function CalendarCard(props: {
  view: CalendarProviderView;
  vehicleId: string;
  notice: ErrorMessage | null;
  focusHeading?: boolean;
  onDeleted?: () => void;
  onHeadingFocused?: () => void;
}) {
  const { view, vehicleId } = props;
  const { t } = useTranslation();
  const messageText = useMessageText();
  const format = useFormat();
  const add = useCalendarMutation("calendarAdd", vehicleId);
  const modify = useCalendarMutation("calendarModify", vehicleId);
  const toggle = useCalendarMutation("calendarToggle", vehicleId);
  const remove = useCalendarMutation("calendarDelete", vehicleId);
  const authorize = useCalendarAuthorizeMutation(vehicleId);
  const [editing, setEditing] = useState(false);
  const [accountName, setAccountName] = useState(view.account?.calendarAccount ?? "");
  const [appPassword, setAppPassword] = useState("");
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const names = CALENDAR_PROVIDER_KEYS[view.cp];
  const account = view.account;
  const linked = account !== null && account.ucscStatus === "C";
  const busy = add.isPending || modify.isPending || toggle.isPending || remove.isPending || authorize.isPending;
  const headingId = `calendar-provider-${view.cp}`;
  const lastSync = parseUtcTimestamp(account?.lastSyncDate);

  const { focusHeading, onHeadingFocused } = props;
  useEffect(() => {
    if (!focusHeading) return;
    focusLater(headingRef);
    onHeadingFocused?.();
  }, [focusHeading, onHeadingFocused]);

  const fail = (error: unknown, key: (typeof CALENDAR_FAILURE_KEYS)[keyof typeof CALENDAR_FAILURE_KEYS]) => {
    setFailure(formMessage(error, key));
    focusLater(alertRef);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const name = accountName.trim();
    if (!name || (view.cp === 2 && !appPassword)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setFailure(null);
    const failureKey = linked ? CALENDAR_FAILURE_KEYS.modify : CALENDAR_FAILURE_KEYS.add;
    try {
      if (view.cp === 1) {
        const { authorizeUrl } = await authorize.mutateAsync({ calendarAccount: name });
        window.location.assign(authorizeUrl);
        return;
      }
      if (linked) await modify.mutateAsync({ calendarCp: 2, calendarAccount: name, appPassword, calendarUserId: account.calendarUserId });
      else await add.mutateAsync({ calendarCp: 2, calendarAccount: name, appPassword });
      setAppPassword("");
      setEditing(false);
    } catch (error) {
      fail(error, failureKey);
    }
  };

  const onToggle = async () => {
    if (!account || busy) return;
    setFailure(null);
    try {
      await toggle.mutateAsync(toggleRequestOf(account));
    } catch (error) {
      fail(error, CALENDAR_FAILURE_KEYS.disconnect);
    }
  };

  const onDelete = async () => {
    if (!account || busy) return;
    setFailure(null);
    try {
      await remove.mutateAsync({ calendarCp: view.cp, calendarAccount: account.calendarAccount, calendarUserId: account.calendarUserId });
      setConfirmingDelete(false);
      setAccountName("");
      setEditing(false);
      props.onDeleted?.();
    } catch (error) {
      setConfirmingDelete(false);
      fail(error, CALENDAR_FAILURE_KEYS.delete);
    }
  };

  const shownFailure = failure ?? props.notice;
  const showForm = view.status === "ADD" || view.status === "PENDING_CALENDAR" || editing;

  return (
    <section className="card calendar-card" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="calendar-card__title">
        {t(names.name)}
      </h2>
      <p className="calendar-card__status">
        {t("account.calendar.statusLabel")}{" "}
        <strong data-testid={`calendar-status-${view.cp}`}>{t(CALENDAR_STATUS_KEYS[view.status])}</strong>
      </p>
      {shownFailure && (
        <div ref={alertRef} tabIndex={-1}>
          <Alert>{messageText(shownFailure)}</Alert>
        </div>
      )}
      {linked && view.syncFailed && <Alert>{account.errorMessage || t(CALENDAR_FAILURE_KEYS.sync)}</Alert>}
      {linked && (
        <>
          <p>{t("account.calendar.linkedAs", { account: account.calendarAccount })}</p>
          <Switch className="switch" isSelected={account.enableYn === "Y"} isDisabled={busy} onChange={() => void onToggle()}>
            <span className="switch__track" aria-hidden="true">
              <span className="switch__thumb" />
            </span>
            <span>{t("account.calendar.syncToggle")}</span>
          </Switch>
          {account.syncStatus === "S" && lastSync && (
            <p className="field__description">
              {t("account.calendar.lastSync", { count: account.eventCount, date: format.formatDateTime(lastSync) })}
            </p>
          )}
        </>
      )}
      {view.status === "PENDING_CALENDAR" && <p className="field__description">{t("account.calendar.pendingHint")}</p>}
      {showForm ? (
        <form className="form account-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId}>
          <p className="field__description">{t(names.hint, { brand: BRANDS[getBrandCode()].displayName })}</p>
          <TextField
            label={t("account.calendar.accountName")}
            name={`calendarAccount${view.cp}`}
            value={accountName}
            onChange={setAccountName}
            autoComplete="username"
            isRequired
            errorMessage={missing && !accountName.trim() ? t("account.validation.required") : undefined}
          />
          {view.cp === 2 && (
            <TextField
              label={t("account.calendar.appPassword")}
              name="appPassword"
              type="password"
              value={appPassword}
              onChange={setAppPassword}
              autoComplete="off"
              isRequired
              description={t("account.calendar.appPasswordHint")}
              errorMessage={missing && !appPassword ? t("account.validation.required") : undefined}
            />
          )}
          <div className="button-row">
            <Button type="submit" isPending={busy}>
              {view.cp === 1 ? t("account.calendar.authorize") : linked ? t("account.calendar.saveCredentials") : t("account.calendar.add")}
            </Button>
            {editing && (
              <Button variant="secondary" onPress={() => setEditing(false)}>
                {t("account.calendar.cancel")}
              </Button>
            )}
          </div>
        </form>
      ) : null}
      {account && (
        <div className="button-row">
          {linked && !editing && (
            <Button variant="secondary" onPress={() => setEditing(true)} isDisabled={busy}>
              {t("account.calendar.modify")}
            </Button>
          )}
          <Button variant="danger" onPress={() => setConfirmingDelete(true)} isDisabled={busy}>
            {t("account.calendar.delete")}
          </Button>
        </div>
      )}
      {account && (
        <ConfirmDialog
          isOpen={confirmingDelete}
          title={t("account.calendar.deleteConfirm.title", { provider: t(names.name) })}
          body={t("account.calendar.deleteConfirm.body", { account: account.calendarAccount })}
          confirmLabel={t("account.calendar.delete")}
          isPending={remove.isPending}
          onConfirm={() => void onDelete()}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
    </section>
  );
}
