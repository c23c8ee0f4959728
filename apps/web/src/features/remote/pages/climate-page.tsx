import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import { climateSettings } from "../climate-settings.ts";
import { ClimateSettingsForm } from "../components/climate-settings-form.tsx";
import { RemotePageFrame } from "../components/remote-page-frame.tsx";

/** cwp.climate (/remote/climate, EV only): start climate with its settings, or stop it. */
export function ClimatePage() {
  const { t } = useTranslation();
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
        >
          <Button variant="secondary" onPress={() => context.request({ name: "climateStop" })} isDisabled={context.isBusy}>
            {t("remote.actions.stopClimate")}
          </Button>
        </ClimateSettingsForm>
      )}
    </RemotePageFrame>
  );
}
