import { DISTANCE_UNIT, distanceUnitLabel, isDistanceUnit } from "@carport/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { invalidFieldOf } from "../../../api/api-error.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { AppDialog } from "../../../components/app-dialog.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { DateField } from "../../../components/date-time-fields.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor, type ErrorMessage, type MessageKey } from "../../../i18n/error-messages.ts";
import { parseCalendarDate } from "../../../i18n/format.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { serviceOdometerQueryOptions, useSaveServiceOdometerMutation } from "../api/service-odometer.ts";
import { checkServiceReset, localToday, toDateInput, type ServiceResetForm } from "../service-due.ts";

type View = { name: "submit" } | { name: "progress" } | { name: "result"; success: boolean; message: ErrorMessage | null };

/** Field problems from a refused save: the server names the field it refused (7998). */
function refusedField(error: unknown): { odometer?: MessageKey; date?: MessageKey } | null {
  const invalid = invalidFieldOf(error);
  if (invalid?.field === "serviceDate") return { date: "health.reset.dateInFuture" };
  if (invalid?.field === "serviceOdometer") return { odometer: "health.reset.odometerAboveCurrent" };
  return null;
}

/**
 * The reset-service-schedule dialog (vehicle-area.md 2): the owner enters the odometer and date
 * of the last service (`gtsvcodm` fills them in), then submit, progress while `svsvcodm` runs,
 * and the result. A refused field stays on the form with its message.
 */
export function ResetServiceDialog(props: { vehicleId: string; isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const messageText = useMessageText();
  const { vehicleId, isOpen } = props;
  const current = useQuery({ ...serviceOdometerQueryOptions(vehicleId), enabled: isOpen });
  const save = useSaveServiceOdometerMutation(vehicleId);
  const [view, setView] = useState<View>({ name: "submit" });
  const [form, setForm] = useState<ServiceResetForm>({ odometer: "", date: "" });
  const [problems, setProblems] = useState<{ odometer?: MessageKey; date?: MessageKey }>({});
  const odometerInput = useRef<HTMLInputElement>(null);
  const dateField = useRef<HTMLDivElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // Each opening starts at submit with today's date and the current odometer.
  useEffect(() => {
    if (!isOpen) return;
    setView({ name: "submit" });
    setProblems({});
  }, [isOpen]);
  const data = current.data;
  useEffect(() => {
    if (isOpen && data) setForm({ odometer: String(data.currentOdometer), date: toDateInput(localToday()) });
  }, [isOpen, data]);
  useEffect(() => {
    if (view.name === "result") resultHeading.current?.focus();
  }, [view.name]);

  const unit = data && isDistanceUnit(data.serviceOdometerUnit) ? data.serviceOdometerUnit : DISTANCE_UNIT.km;
  const currentText = data ? f.formatDistance(data.currentOdometer, unit) : "";

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!data || save.isPending) return;
    const check = checkServiceReset(form, data.currentOdometer, localToday());
    if (!check.ok) {
      setProblems(check.problems);
      if (check.problems.odometer) odometerInput.current?.focus();
      else dateField.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
      return;
    }
    setProblems({});
    setView({ name: "progress" });
    try {
      await save.mutateAsync(check.request);
      setView({ name: "result", success: true, message: null });
    } catch (error) {
      const fields = refusedField(error);
      if (fields) {
        setProblems(fields);
        setView({ name: "submit" });
        return;
      }
      setView({ name: "result", success: false, message: errorMessageFor(error) });
    }
  };

  const saved = save.data;
  const nextDate = saved ? parseCalendarDate(saved.serviceDate) : null;
  return (
    <AppDialog isOpen={isOpen} onOpenChange={props.onOpenChange} title={t("health.reset.title")}>
      {view.name === "submit" && (
        <>
          <p>{t("health.reset.intro")}</p>
          {current.isPending && <LoadingStatus>{t("health.reset.loading")}</LoadingStatus>}
          {current.isError && <Alert>{messageText(errorMessageFor(current.error))}</Alert>}
          {data && (
            <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
              <p className="field__description">
                {t("health.reset.interval", {
                  distance: f.formatDistance(data.intervalOdometer, unit),
                  months: f.formatNumber(data.intervalMonths),
                })}
              </p>
              <TextField
                label={t("health.reset.odometer", { unit: distanceUnitLabel(unit) })}
                name="serviceOdometer"
                inputMode="numeric"
                value={form.odometer}
                onChange={(odometer) => setForm((previous) => ({ ...previous, odometer }))}
                inputRef={odometerInput}
                description={t("health.reset.odometerHint", { current: currentText })}
                errorMessage={problems.odometer ? t(problems.odometer, { current: currentText }) : undefined}
                isRequired
              />
              <div ref={dateField}>
                <DateField
                  label={t("health.reset.date")}
                  name="serviceDate"
                  max={localToday()}
                  value={form.date.replaceAll("-", "")}
                  onChange={(date) => setForm((previous) => ({ ...previous, date: toDateInput(date) }))}
                  description={t("health.reset.dateHint")}
                  errorMessage={problems.date ? t(problems.date) : undefined}
                  isRequired
                />
              </div>
              <div className="button-row">
                <Button type="submit">{t("health.reset.submit")}</Button>
                <Button variant="secondary" onPress={() => props.onOpenChange(false)}>
                  {t("common.cancel")}
                </Button>
              </div>
            </form>
          )}
        </>
      )}
      {view.name === "progress" && <LoadingStatus>{t("health.reset.saving")}</LoadingStatus>}
      {view.name === "result" && (
        <section aria-labelledby="reset-result-heading">
          <h3 id="reset-result-heading" ref={resultHeading} tabIndex={-1} className="dialog__subheading">
            {view.success ? t("health.reset.successHeading") : t("health.reset.failureHeading")}
          </h3>
          {view.success ? (
            <p role="status" className="alert alert--success">
              {t("health.reset.success", {
                date: nextDate ? f.formatCalendarDate(nextDate) : "",
                odometer: saved ? f.formatDistance(saved.serviceOdometer, unit) : "",
              })}
            </p>
          ) : (
            view.message && <Alert>{messageText(view.message)}</Alert>
          )}
          <div className="button-row">
            {!view.success && (
              <Button variant="secondary" onPress={() => setView({ name: "submit" })}>
                {t("common.retry")}
              </Button>
            )}
            <Button onPress={() => props.onOpenChange(false)}>{t("common.ok")}</Button>
          </div>
        </section>
      )}
    </AppDialog>
  );
}
