import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import {
  CLIMATE_MINUTE_CHOICES,
  defaultClimateForm,
  ENGINE_MINUTE_CHOICES,
  seatsWithHeatVent,
  type ClimateForm,
} from "../climate-settings.ts";
import { ClimateFields } from "./climate-fields.tsx";
import type { SubmitContext } from "./remote-page-frame.tsx";

const KINDS = {
  climate: { minuteChoices: CLIMATE_MINUTE_CHOICES, minutesLabel: "remote.settings.climateMinutes" },
  engine: { minuteChoices: ENGINE_MINUTE_CHOICES, minutesLabel: "remote.settings.engineMinutes" },
} as const;

/**
 * The climate settings of a remote start or climate start, with the seats the vehicle can heat or
 * ventilate, and the button that sends them; `children` are the form's other buttons, `before`
 * what reads or fills the settings above the form (the climate favourites).
 */
export function ClimateSettingsForm(props: {
  context: SubmitContext;
  kind: "engine" | "climate";
  submitLabel: string;
  onStart: (form: ClimateForm) => void;
  children?: ReactNode;
  before?: (form: ClimateForm, setForm: (form: ClimateForm) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const { context } = props;
  const { selected } = context;
  const [seats] = useState(() => seatsWithHeatVent(selected.features.seatHeatVent));
  const [form, setForm] = useState(() => defaultClimateForm(props.kind, seats));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!context.isBusy) props.onStart(form);
  };
  return (
    <>
      {props.before?.(form, setForm)}
      <form className="form remote-form" noValidate onSubmit={onSubmit}>
        <ClimateFields
          form={form}
          onChange={setForm}
          minuteChoices={KINDS[props.kind].minuteChoices}
          minutesLabel={t(KINDS[props.kind].minutesLabel)}
          modelYear={selected.vehicle.modelYear}
          climateUnit={context.climateUnit}
          seats={seats}
          isDisabled={context.isBusy}
        />
        <div className="button-row">
          <Button type="submit" isDisabled={context.isBusy}>
            {props.submitLabel}
          </Button>
          {props.children}
        </div>
      </form>
    </>
  );
}
