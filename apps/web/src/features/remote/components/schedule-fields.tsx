import type { ClimateUnit } from "@carport/domain";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TimeField } from "../../../components/date-time-fields.tsx";
import { Switch } from "react-aria-components/Switch";
import { ToggleButton } from "react-aria-components/ToggleButton";
import { ToggleButtonGroup } from "react-aria-components/ToggleButtonGroup";
import type { Key } from "react-aria-components";
import { AppDialog } from "../../../components/app-dialog.tsx";
import { Button } from "../../../components/button.tsx";
import { Checkbox } from "../../../components/checkbox.tsx";
import { SelectField } from "../../../components/select-field.tsx";
import { temperatureChoices } from "../climate-settings.ts";
import { toggleDay, WEEK_DAYS, type DepartureClimate, type DepartureForm, type WeekDay } from "../schedule-form.ts";

/** An on/off switch (React Aria Switch: a native checkbox with role="switch"). */
export function OnOffSwitch(props: { children: ReactNode; isSelected: boolean; onChange: (on: boolean) => void; isDisabled?: boolean }) {
  return (
    <Switch className="schedule-switch" isSelected={props.isSelected} onChange={props.onChange} isDisabled={props.isDisabled}>
      <span className="schedule-switch__track" aria-hidden="true">
        <span className="schedule-switch__thumb" />
      </span>
      <span className="schedule-switch__label">{props.children}</span>
    </Switch>
  );
}

/**
 * A labelled time of day ("HH:mm"), typed on the page language's clock: 12 hours in English, 24 in
 * French, whatever the browser's own language (its time input would follow that instead).
 */
export function TimeInput(props: { label: string; value: string; onChange: (value: string) => void; isDisabled?: boolean; name?: string }) {
  return (
    <TimeField
      className="schedule-time"
      label={props.label}
      name={props.name ?? "time"}
      value={props.value.replace(":", "")}
      isDisabled={props.isDisabled}
      isRequired
      onChange={(hhmm) => {
        if (hhmm) props.onChange(`${hhmm.slice(0, 2)}:${hhmm.slice(2)}`);
      }}
    />
  );
}

/** Days 0-6 as toggle buttons: short names shown, full names for screen readers; arrow keys move between them. */
export function DayToggles(props: { label: string; days: readonly WeekDay[]; onChange: (days: WeekDay[]) => void; isDisabled?: boolean }) {
  const { t } = useTranslation();
  const labelId = useId();
  const selected = new Set<Key>(props.days.map(String));
  return (
    <div className="schedule-days">
      <span id={labelId} className="field__label">
        {props.label}
      </span>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        className="schedule-days__group"
        selectionMode="multiple"
        selectedKeys={selected}
        isDisabled={props.isDisabled}
        onSelectionChange={(keys) => {
          // Applied one day at a time so the order stays 0-6.
          let days = [...props.days];
          for (const day of WEEK_DAYS) {
            if (keys.has(String(day)) !== days.includes(day)) days = toggleDay(days, day);
          }
          props.onChange(days);
        }}
      >
        {WEEK_DAYS.map((day) => (
          <ToggleButton key={day} id={String(day)} className="schedule-days__day">
            {/* Named by its content, not aria-label: a label that hides the visible text trips voice control. */}
            <span aria-hidden="true">{t(`schedule.daysShort.${day}`)}</span>
            <span className="visually-hidden">{t(`schedule.dayNames.${day}`)}</span>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}

/** Climate at departure: climate on, temperature (the model's steps in the account's unit), defrost, heating. */
export function DepartureClimateFields(props: {
  climate: DepartureClimate;
  onChange: (climate: DepartureClimate) => void;
  modelYear: string;
  climateUnit: ClimateUnit;
  isDisabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { climate, onChange } = props;
  const degrees = new Intl.NumberFormat(i18n.language === "fr" ? "fr-CA" : "en-CA", {
    style: "unit",
    unit: props.climateUnit === "F" ? "fahrenheit" : "celsius",
    maximumFractionDigits: 1,
  });
  const options = temperatureChoices(props.modelYear, props.climateUnit).map((c) => ({ id: c.code, label: degrees.format(c.value) }));
  const set = (patch: Partial<DepartureClimate>) => onChange({ ...climate, ...patch });
  return (
    <fieldset className="schedule-climate">
      <legend>{t("schedule.climateHeading")}</legend>
      <Checkbox isSelected={climate.climateOn} onChange={(climateOn) => set({ climateOn })} isDisabled={props.isDisabled}>
        {t("schedule.climateOn")}
      </Checkbox>
      <SelectField
        label={t("schedule.temperature")}
        value={options.some((o) => o.id === climate.temperature) ? climate.temperature : null}
        options={options}
        onChange={(temperature) => set({ temperature })}
        isDisabled={props.isDisabled || !climate.climateOn}
      />
      <Checkbox isSelected={climate.defrost} onChange={(defrost) => set({ defrost })} isDisabled={props.isDisabled}>
        {t("schedule.defrost")}
      </Checkbox>
      <Checkbox isSelected={climate.heating} onChange={(heating) => set({ heating })} isDisabled={props.isDisabled}>
        {t("schedule.heating")}
      </Checkbox>
    </fieldset>
  );
}

/** One schedule: on/off, days, departure (and end for a G1 PHEV), climate at departure. */
export function DepartureFields(props: {
  heading: string;
  form: DepartureForm;
  onEnabledChange: (enabled: boolean) => void;
  onChange: (form: DepartureForm) => void;
  modelYear: string;
  climateUnit: ClimateUnit;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { form, onChange } = props;
  return (
    <section className="schedule-card card" aria-labelledby={headingId}>
      <h3 id={headingId}>{props.heading}</h3>
      <OnOffSwitch isSelected={form.enabled} onChange={props.onEnabledChange} isDisabled={props.isDisabled}>
        {t("schedule.enabled")}
      </OnOffSwitch>
      <DayToggles
        label={t("schedule.days")}
        days={form.days}
        onChange={(days) => onChange({ ...form, days })}
        isDisabled={props.isDisabled}
      />
      <div className="schedule-times">
        <TimeInput
          label={t("schedule.departure")}
          value={form.start}
          onChange={(start) => onChange({ ...form, start })}
          isDisabled={props.isDisabled}
        />
        {form.end !== null && (
          <TimeInput
            label={t("schedule.end")}
            value={form.end}
            onChange={(end) => onChange({ ...form, end })}
            isDisabled={props.isDisabled}
          />
        )}
      </div>
      <DepartureClimateFields
        climate={form.climate}
        onChange={(climate) => onChange({ ...form, climate })}
        modelYear={props.modelYear}
        climateUnit={props.climateUnit}
        isDisabled={props.isDisabled}
      />
    </section>
  );
}

/** A message dialog with one OK button (errors block saving; warnings too, as the server refuses them). */
export function MessageDialog(props: {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  okLabel: string;
  role?: "dialog" | "alertdialog";
}) {
  return (
    <AppDialog
      isOpen={props.isOpen}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={props.title}
      role={props.role ?? "alertdialog"}
    >
      {props.children}
      <div className="button-row">
        <Button autoFocus onPress={props.onClose}>
          {props.okLabel}
        </Button>
      </div>
    </AppDialog>
  );
}
