import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import { CLIMATE_MINUTE_CHOICES, climateSettings, defaultClimateForm, seatsWithHeatVent } from "../climate-settings.ts";
import { useSelectedVehicleId } from "../../../api/use-session.ts";
import { mayCall } from "../../vehicles/share-scope.ts";
import { ClimateFavourites } from "../components/climate-favourites.tsx";
import { ClimateFields } from "../components/climate-fields.tsx";
import { RemotePageFrame, type SubmitContext } from "../components/remote-page-frame.tsx";

function ClimateForm({ context }: { context: SubmitContext }) {
  const { t } = useTranslation();
  const { selected } = context;
  const [seats] = useState(() => seatsWithHeatVent(selected.features.seatHeatVent));
  const [form, setForm] = useState(() => defaultClimateForm("climate", seats));
  const vehicleId = useSelectedVehicleId() ?? "";
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (context.isBusy) return;
    context.request({ name: "climateStart", settings: climateSettings(form), ccs2: selected.vehicle.isCCS2Vehicle === "Y" });
  };
  return (
    <>
    <ClimateFavourites vehicleId={vehicleId} form={form} onApply={setForm} isDisabled={context.isBusy}
        canEdit={mayCall(selected.vehicle.driverRole, "climateFavouriteSave")}
      />
    <form className="form remote-form" noValidate onSubmit={onSubmit}>
      <ClimateFields
        form={form}
        onChange={setForm}
        minuteChoices={CLIMATE_MINUTE_CHOICES}
        minutesLabel={t("remote.settings.climateMinutes")}
        modelYear={selected.vehicle.modelYear}
        climateUnit={context.climateUnit}
        seats={seats}
        isDisabled={context.isBusy}
      />
      <div className="button-row">
        <Button type="submit" isDisabled={context.isBusy}>
          {t("remote.actions.startClimate")}
        </Button>
        <Button variant="secondary" onPress={() => context.request({ name: "climateStop" })} isDisabled={context.isBusy}>
          {t("remote.actions.stopClimate")}
        </Button>
      </div>
    </form>
    </>
  );
}

/** cwp.climate (/remote/climate, EV only): start climate with its settings, or stop it. */
export function ClimatePage() {
  const { t } = useTranslation();
  return (
    <RemotePageFrame page="climate" intro={t("remote.climate.intro")} facts={["climate", "temperature", "battery"]}>
      {(context) => <ClimateForm context={context} />}
    </RemotePageFrame>
  );
}
