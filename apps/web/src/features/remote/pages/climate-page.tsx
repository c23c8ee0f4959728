import { useTranslation } from "react-i18next";
import { useSelectedVehicleId } from "../../../api/use-session.ts";
import { Button } from "../../../components/button.tsx";
import { mayCall } from "../../../session/vehicles/share-scope.ts";
import { climateSettings } from "../climate-settings.ts";
import { ClimateFavourites } from "../components/climate-favourites.tsx";
import { ClimateSettingsForm } from "../components/climate-settings-form.tsx";
import { RemotePageFrame } from "../components/remote-page-frame.tsx";

/** cwp.climate (/remote/climate, EV only): start climate with its settings, or stop it; apply or keep favourites. */
export function ClimatePage() {
  const { t } = useTranslation();
  const vehicleId = useSelectedVehicleId() ?? "";
  return (
    <RemotePageFrame page="climate" intro={t("remote.climate.intro")} facts={["climate", "temperature", "battery"]}>
      {(context) => (
        <ClimateSettingsForm
          context={context}
          kind="climate"
          submitLabel={t("remote.actions.startClimate")}
          onStart={(form) =>
            context.request({
              name: "climateStart",
              settings: climateSettings(form),
              ccs2: context.selected.vehicle.isCCS2Vehicle === "Y",
            })
          }
          before={(form, setForm) => (
            <ClimateFavourites
              vehicleId={vehicleId}
              form={form}
              onApply={setForm}
              isDisabled={context.isBusy}
              canEdit={mayCall(context.selected.vehicle.driverRole, "climateFavouriteSave")}
            />
          )}
        >
          <Button variant="secondary" onPress={() => context.request({ name: "climateStop" })} isDisabled={context.isBusy}>
            {t("remote.actions.stopClimate")}
          </Button>
        </ClimateSettingsForm>
      )}
    </RemotePageFrame>
  );
}
