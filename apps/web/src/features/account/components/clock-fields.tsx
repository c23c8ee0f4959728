import type { TimeSection } from "@carport/domain";
import { useTranslation } from "react-i18next";
import { RadioGroupField } from "../../../components/radio-group-field.tsx";
import { SelectField } from "../../../components/select-field.tsx";
import { clockLabel, HOUR_OPTIONS, minuteOptions, type ClockParts, type ClockWindow } from "../charging-options-view.ts";

/** One time on a 12-hour clock: hour (12 first), minutes, and the AM/PM section. */
function ClockField(props: {
  legend: string;
  name: string;
  value: ClockParts;
  onChange: (value: ClockParts) => void;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const words = { am: t("chargingOptions.am"), pm: t("chargingOptions.pm") };
  const { value } = props;
  return (
    <fieldset className="clock-field" disabled={props.isDisabled}>
      <legend>
        {props.legend} <span className="clock-field__value">{clockLabel(value, words)}</span>
      </legend>
      <div className="clock-field__parts">
        <SelectField<number>
          label={t("chargingOptions.hour")}
          name={`${props.name}-hour`}
          value={value.hour}
          options={HOUR_OPTIONS.map((hour) => ({ id: hour, label: String(hour) }))}
          onChange={(hour) => props.onChange({ ...value, hour })}
          isDisabled={props.isDisabled}
        />
        <SelectField<number>
          label={t("chargingOptions.minute")}
          name={`${props.name}-minute`}
          value={value.minute}
          options={minuteOptions(value.minute).map((minute) => ({ id: minute, label: String(minute).padStart(2, "0") }))}
          onChange={(minute) => props.onChange({ ...value, minute })}
          isDisabled={props.isDisabled}
        />
        <RadioGroupField<"0" | "1">
          label={t("chargingOptions.section")}
          name={`${props.name}-section`}
          value={String(value.section) as "0" | "1"}
          options={[
            { value: "0", label: words.am },
            { value: "1", label: words.pm },
          ]}
          onChange={(section) => props.onChange({ ...value, section: Number(section) as TimeSection })}
          isDisabled={props.isDisabled}
        />
      </div>
    </fieldset>
  );
}

/** A window's start and end. */
export function ClockWindowFields(props: {
  heading: string;
  name: string;
  value: ClockWindow;
  onChange: (value: ClockWindow) => void;
  isDisabled: boolean;
  errorMessage?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section className="clock-window" aria-label={props.heading}>
      <h3>{props.heading}</h3>
      <ClockField
        legend={t("chargingOptions.start")}
        name={`${props.name}-start`}
        value={props.value.start}
        onChange={(start) => props.onChange({ ...props.value, start })}
        isDisabled={props.isDisabled}
      />
      <ClockField
        legend={t("chargingOptions.end")}
        name={`${props.name}-end`}
        value={props.value.end}
        onChange={(end) => props.onChange({ ...props.value, end })}
        isDisabled={props.isDisabled}
      />
      {props.errorMessage && (
        <p className="field__error" role="alert">
          {props.errorMessage}
        </p>
      )}
    </section>
  );
}
