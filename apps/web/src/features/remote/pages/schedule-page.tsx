import type { ClimateUnit, OffPeakFlag, OffPeakWindow, ScheduleError, ScheduleVehicle } from "@carport/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { AppDialog } from "../../../components/app-dialog.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { SelectField } from "../../../components/select-field.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { RemotePageFrame, type SubmitContext } from "../components/remote-page-frame.tsx";
import { useRemoteVehicle } from "../use-remote-vehicle.ts";
import { chargeSchedulesQueryOptions, reservationDetailsQueryOptions } from "../api/schedules.ts";
import { DepartureFields, MessageDialog, OnOffSwitch, TimeInput } from "../components/schedule-fields.tsx";
import {
  ccs2ClimateProblems,
  ccs2ClimateToWire,
  ccs2FormFromWire,
  ccs2WindowProblems,
  ccs2WindowToWire,
  scheduleFormFromWire,
  scheduleFormToWire,
  scheduleProblems,
  scheduleVehicleOf,
  setScheduleEnabled,
  weekendOffPeakSupported,
  type Ccs2ScheduleFormState,
  type ScheduleFormState,
  type ScheduleProblems,
} from "../schedule-form.ts";
import "../schedules.css";

const OFFPEAK_FLAG_KEYS = {
  0: "schedule.offPeakFlags.0",
  1: "schedule.offPeakFlags.1",
  2: "schedule.offPeakFlags.2",
} as const;

/** The dialogs of a refused save: errors that block it (a warning too: the server refuses it as well). */
function ProblemDialog(props: { problems: ScheduleProblems | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errors: ScheduleError[] = props.problems
    ? props.problems.blocking.length > 0
      ? props.problems.blocking
      : props.problems.warning
        ? [props.problems.warning]
        : []
    : [];
  const isWarning = props.problems !== null && props.problems.blocking.length === 0;
  return (
    <MessageDialog
      isOpen={errors.length > 0}
      title={isWarning ? t("schedule.warningTitle") : t("schedule.errorTitle")}
      onClose={props.onClose}
      okLabel={t("schedule.ok")}
    >
      {errors.map((error) => (
        <p key={error} className={isWarning ? "schedule-warning" : undefined} data-error={error}>
          {t(`schedule.errors.${error}`)}
        </p>
      ))}
    </MessageDialog>
  );
}

function HelpButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="schedule-toolbar">
        <Button variant="quiet" onPress={() => setOpen(true)}>
          {t("schedule.help")}
        </Button>
      </div>
      <AppDialog isOpen={open} onOpenChange={setOpen} title={t("schedule.helpTitle")}>
        <p>{t("schedule.helpText1")}</p>
        <p>{t("schedule.helpText2")}</p>
        <div className="button-row">
          <Button autoFocus onPress={() => setOpen(false)}>
            {t("schedule.close")}
          </Button>
        </div>
      </AppDialog>
    </>
  );
}

function WindowFields(props: { legend: string; window: OffPeakWindow; onChange: (w: OffPeakWindow) => void; isDisabled: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className="schedule-window">
      <legend>{props.legend}</legend>
      <div className="schedule-times">
        <TimeInput
          label={t("schedule.from")}
          value={props.window.start}
          onChange={(start) => props.onChange({ ...props.window, start })}
          isDisabled={props.isDisabled}
        />
        <TimeInput
          label={t("schedule.to")}
          value={props.window.end}
          onChange={(end) => props.onChange({ ...props.window, end })}
          isDisabled={props.isDisabled}
        />
      </div>
    </fieldset>
  );
}

interface EditorProps {
  context: SubmitContext;
  vehicle: ScheduleVehicle;
  modelYear: string;
  climateUnit: ClimateUnit;
}

/** Charging schedules 1 and 2 with climate at departure, and off-peak hours (EV/PHEV, not CCS2). */
function ChargeScheduleEditor(props: EditorProps & { initial: ScheduleFormState }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(props.initial);
  const [problems, setProblems] = useState<ScheduleProblems | null>(null);
  const { context, vehicle } = props;
  const disabled = context.isBusy;
  const flagOptions = ([0, 1, 2] as const).map((flag) => ({ id: flag, label: t(OFFPEAK_FLAG_KEYS[flag]) }));

  const save = () => {
    const found = scheduleProblems(form, vehicle);
    if (found.blocking.length > 0 || found.warning) {
      setProblems(found);
      return;
    }
    context.request({ name: "scheduleSave", reservChargeInfos: scheduleFormToWire(form, vehicle) });
  };

  return (
    <form
      className="schedule-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="schedule-grid">
        {(["schedule1", "schedule2"] as const).map((which, index) => (
          <DepartureFields
            key={which}
            heading={t("schedule.scheduleHeading", { number: index + 1 })}
            form={form[which]}
            onEnabledChange={(enabled) => setForm((f) => setScheduleEnabled(f, which, enabled, vehicle))}
            onChange={(departure) => setForm((f) => ({ ...f, [which]: departure }))}
            modelYear={props.modelYear}
            climateUnit={props.climateUnit}
            isDisabled={disabled}
          />
        ))}
      </div>
      <section className="schedule-card card" aria-labelledby="offpeak-heading">
        <h3 id="offpeak-heading">{t("schedule.offPeakHeading")}</h3>
        <SelectField<OffPeakFlag>
          label={t("schedule.offPeakFlag")}
          value={form.offPeakFlag}
          options={flagOptions}
          onChange={(offPeakFlag) => setForm((f) => ({ ...f, offPeakFlag }))}
          isDisabled={disabled}
        />
        <WindowFields
          legend={t("schedule.weekday")}
          window={form.offPeakWeekday}
          onChange={(offPeakWeekday) => setForm((f) => ({ ...f, offPeakWeekday }))}
          isDisabled={disabled || form.offPeakFlag === 0}
        />
        {form.offPeakWeekend && (
          <WindowFields
            legend={t("schedule.weekend")}
            window={form.offPeakWeekend}
            onChange={(offPeakWeekend) => setForm((f) => ({ ...f, offPeakWeekend }))}
            isDisabled={disabled || form.offPeakFlag === 0}
          />
        )}
      </section>
      <div className="button-row">
        <Button type="submit" isDisabled={disabled}>
          {t("schedule.save")}
        </Button>
      </div>
      <ProblemDialog problems={problems} onClose={() => setProblems(null)} />
    </form>
  );
}

/** CCS2: climate schedules 1 and 2, and the charging window; each part saved by its own command. */
function Ccs2ScheduleEditor(props: EditorProps & { initial: Ccs2ScheduleFormState }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(props.initial);
  const [problems, setProblems] = useState<ScheduleProblems | null>(null);
  const { context, vehicle } = props;
  const disabled = context.isBusy;
  const flagOptions = ([0, 1, 2] as const).map((flag) => ({ id: flag, label: t(OFFPEAK_FLAG_KEYS[flag]) }));

  const saveClimate = () => {
    const found = ccs2ClimateProblems(form, vehicle);
    if (found.blocking.length > 0 || found.warning) return setProblems(found);
    context.request({ name: "hvacScheduleSave", schedules: ccs2ClimateToWire(form) });
  };
  const saveWindow = () => {
    const found = ccs2WindowProblems(form, vehicle);
    if (found.blocking.length > 0 || found.warning) return setProblems(found);
    context.request({ name: "chargeWindowSave", window: ccs2WindowToWire(form) });
  };

  return (
    <div className="schedule-form">
      <div className="schedule-grid">
        {(["climate1", "climate2"] as const).map((which, index) => (
          <DepartureFields
            key={which}
            heading={t("schedule.climateScheduleHeading", { number: index + 1 })}
            form={form[which]}
            onEnabledChange={(enabled) => setForm((f) => ({ ...f, [which]: { ...f[which], enabled } }))}
            onChange={(departure) => setForm((f) => ({ ...f, [which]: departure }))}
            modelYear={props.modelYear}
            climateUnit={props.climateUnit}
            isDisabled={disabled}
          />
        ))}
      </div>
      <div className="button-row">
        <Button onPress={saveClimate} isDisabled={disabled}>
          {t("schedule.saveClimate")}
        </Button>
      </div>
      <section className="schedule-card card" aria-labelledby="window-heading">
        <h3 id="window-heading">{t("schedule.windowHeading")}</h3>
        <OnOffSwitch
          isSelected={form.window.enabled}
          onChange={(enabled) => setForm((f) => ({ ...f, window: { ...f.window, enabled } }))}
          isDisabled={disabled}
        >
          {t("schedule.windowEnabled")}
        </OnOffSwitch>
        <SelectField<OffPeakFlag>
          label={t("schedule.offPeakFlag")}
          value={form.window.offPeakFlag}
          options={flagOptions}
          onChange={(offPeakFlag) => setForm((f) => ({ ...f, window: { ...f.window, offPeakFlag } }))}
          isDisabled={disabled}
        />
        <WindowFields
          legend={t("schedule.windowHeading")}
          window={{ start: form.window.start, end: form.window.end }}
          onChange={(w) => setForm((f) => ({ ...f, window: { ...f.window, start: w.start, end: w.end } }))}
          isDisabled={disabled || !form.window.enabled}
        />
        <div className="button-row">
          <Button onPress={saveWindow} isDisabled={disabled}>
            {t("schedule.saveWindow")}
          </Button>
        </div>
      </section>
      <ProblemDialog problems={problems} onClose={() => setProblems(null)} />
    </div>
  );
}

/** Reads the vehicle's schedules (`grcfs`, or `getresdetails` on CCS2) and opens the matching editor. */
function ScheduleSubmit({ context }: { context: SubmitContext }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const selected = context.selected;
  const vehicleId = selected.vehicle.vehicleId;
  const vehicle = scheduleVehicleOf(selected);
  const charge = useQuery({ ...chargeSchedulesQueryOptions(vehicleId), enabled: !vehicle.isCCS2 });
  const ccs2 = useQuery({ ...reservationDetailsQueryOptions(vehicleId), enabled: vehicle.isCCS2 });
  const query = vehicle.isCCS2 ? ccs2 : charge;
  const common = { context, vehicle, modelYear: selected.vehicle.modelYear, climateUnit: context.climateUnit };

  return (
    <>
      <HelpButton />
      {query.isPending && <LoadingStatus>{t("schedule.loading")}</LoadingStatus>}
      {query.isError && <Alert>{messageText(errorMessageFor(query.error))}</Alert>}
      {!vehicle.isCCS2 && charge.data && (
        <ChargeScheduleEditor
          key={charge.dataUpdatedAt}
          {...common}
          initial={scheduleFormFromWire(charge.data, vehicle, weekendOffPeakSupported(selected))}
        />
      )}
      {vehicle.isCCS2 && ccs2.data && (
        <Ccs2ScheduleEditor key={ccs2.dataUpdatedAt} {...common} initial={ccs2FormFromWire(ccs2.data, vehicle)} />
      )}
    </>
  );
}

/** cwp.schedule (/remote/schedule, EV and PHEV): charging and climate schedules and off-peak hours, saved with the PIN. */
export function SchedulePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { selected } = useRemoteVehicle();
  const isCcs2 = selected.data?.vehicle.isCCS2Vehicle === "Y";
  return (
    <RemotePageFrame
      page="schedule"
      intro={isCcs2 ? t("schedule.ccs2Intro") : t("schedule.intro")}
      facts={["battery", "plug", "charging"]}
      onFinished={() => void client.invalidateQueries({ queryKey: ["schedules"] })}
    >
      {(context) => <ScheduleSubmit context={context} />}
    </RemotePageFrame>
  );
}
