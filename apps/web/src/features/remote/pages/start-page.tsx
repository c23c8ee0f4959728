import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import { defaultClimateForm, ENGINE_MINUTE_CHOICES, engineSetting, seatsWithHeatVent } from "../climate-settings.ts";
import { ClimateFields } from "../components/climate-fields.tsx";
import { RemotePageFrame, type SubmitContext } from "../components/remote-page-frame.tsx";

function EngineStartForm({ context }: { context: SubmitContext }) {
  const { t } = useTranslation();
  const { selected } = context;
  const [seats] = useState(() => seatsWithHeatVent(selected.features.seatHeatVent));
  const [form, setForm] = useState(() => defaultClimateForm("engine", seats));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!context.isBusy) context.request({ name: "engineStart", setting: engineSetting(form) });
  };
  return (
    <form className="form remote-form" noValidate onSubmit={onSubmit}>
      <ClimateFields
        form={form}
        onChange={setForm}
        minuteChoices={ENGINE_MINUTE_CHOICES}
        minutesLabel={t("remote.settings.engineMinutes")}
        modelYear={selected.vehicle.modelYear}
        climateUnit={context.climateUnit}
        seats={seats}
        isDisabled={context.isBusy}
      />
      <div className="button-row">
        <Button type="submit" isDisabled={context.isBusy}>
          {t("remote.actions.startEngine")}
        </Button>
      </div>
    </form>
  );
}

/** cwp.start (/remote/start): start the engine with climate settings (vehicles with remote ignition). */
export function StartPage() {
  const { t } = useTranslation();
  return (
    <RemotePageFrame page="start" intro={t("remote.start.intro")} facts={["engine", "climate", "temperature"]}>
      {(context) => <EngineStartForm context={context} />}
    </RemotePageFrame>
  );
}
