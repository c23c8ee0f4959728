import { useTranslation } from "react-i18next";
import { engineSetting } from "../climate-settings.ts";
import { ClimateSettingsForm } from "../components/climate-settings-form.tsx";
import { RemotePageFrame } from "../components/remote-page-frame.tsx";

/** cwp.start (/remote/start): start the engine with climate settings (vehicles with remote ignition). */
export function StartPage() {
  const { t } = useTranslation();
  return (
    <RemotePageFrame page="start" intro={t("remote.start.intro")} facts={["engine", "climate", "temperature"]}>
      {(context) => (
        <ClimateSettingsForm
          context={context}
          kind="engine"
          submitLabel={t("remote.actions.startEngine")}
          onStart={(form) => context.request({ name: "engineStart", setting: engineSetting(form) })}
        />
      )}
    </RemotePageFrame>
  );
}
