import type { OffPeakFlag } from "@carport/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSelectedVehicleId } from "../../../api/use-session.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { SelectField } from "../../../components/select-field.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { CommandFlowScreen, useRemoteCommand } from "../../remote/index.ts";
import { chargingOptionsQueryOptions } from "../api/charging-options.ts";
import { chargingOptionsFormOf, chargingOptionsRequestOf, emptyWindows, type ChargingOptionsForm } from "../charging-options-view.ts";
import { AccountFrame } from "../components/account-frame.tsx";
import { ClockWindowFields } from "../components/clock-fields.tsx";
import "../account.css";

const FLAG_KEYS = {
  0: "chargingOptions.flags.0",
  1: "chargingOptions.flags.1",
  2: "chargingOptions.flags.2",
} as const;

/**
 * Charging option settings (/account/chargingOptions; EV or PHEV fully enrolled, else the loader
 * sends the owner to personal settings): the off-peak flag and the weekday and weekend windows on
 * a 12-hour clock, read with `gopter` and saved with `sopter` through the remote command flow
 * (PIN, then `rmtsts` until the car answers).
 */
export function ChargingOptionsPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const client = useQueryClient();
  const vehicleId = useSelectedVehicleId() ?? "";
  const options = useQuery({ ...chargingOptionsQueryOptions(vehicleId), enabled: vehicleId !== "" });
  const flow = useRemoteCommand(vehicleId, {
    onFinished: () => void client.invalidateQueries({ queryKey: chargingOptionsQueryOptions(vehicleId).queryKey }),
  });
  const [form, setForm] = useState<ChargingOptionsForm | null>(null);
  const [problems, setProblems] = useState<Array<"weekday" | "weekend">>([]);

  const data = options.data;
  const updatedAt = options.dataUpdatedAt;
  useEffect(() => {
    if (data) setForm(chargingOptionsFormOf(data));
  }, [data, updatedAt]);

  const disabled = flow.isBusy;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    const found = emptyWindows(form);
    setProblems(found);
    if (found.length > 0) return;
    flow.request({ name: "offPeakSave", options: chargingOptionsRequestOf(form, vehicleId) });
  };
  const windowError = (which: "weekday" | "weekend") => (problems.includes(which) ? t("chargingOptions.errors.emptyWindow") : undefined);

  return (
    <AccountFrame title={t("chargingOptions.title")} intro={t("chargingOptions.intro")}>
      <CommandFlowScreen flow={flow} headingId="charging-options-heading" heading={t("chargingOptions.heading")}>
        {options.isPending && <LoadingStatus>{t("chargingOptions.loading")}</LoadingStatus>}
        {options.isError && (
          <Alert>{messageText(errorMessageFor(options.error, "account.errors.CHARGING_OPTION_SETTING_SUBMIT_FAILED"))}</Alert>
        )}
        {form && (
          <form className="form charging-options-form" noValidate onSubmit={onSubmit}>
            {problems.length > 0 && <Alert>{t("account.errors.CHARGING_OPTION_SETTING_SUBMIT_FAILED")}</Alert>}
            <SelectField<OffPeakFlag>
              label={t("chargingOptions.flag")}
              name="offPeakFlag"
              value={form.flag}
              options={([0, 1, 2] as const).map((flag) => ({ id: flag, label: t(FLAG_KEYS[flag]) }))}
              onChange={(flag) => setForm({ ...form, flag })}
              isDisabled={disabled}
            />
            <ClockWindowFields
              heading={t("chargingOptions.weekday")}
              name="weekday"
              value={form.weekday}
              onChange={(weekday) => setForm({ ...form, weekday })}
              isDisabled={disabled || form.flag === 0}
              errorMessage={windowError("weekday")}
            />
            {form.weekend && (
              <ClockWindowFields
                heading={t("chargingOptions.weekend")}
                name="weekend"
                value={form.weekend}
                onChange={(weekend) => setForm({ ...form, weekend })}
                isDisabled={disabled || form.flag === 0}
                errorMessage={windowError("weekend")}
              />
            )}
            <div className="button-row">
              <Button type="submit" isDisabled={disabled}>
                {t("chargingOptions.save")}
              </Button>
            </div>
          </form>
        )}
      </CommandFlowScreen>
    </AccountFrame>
  );
}
