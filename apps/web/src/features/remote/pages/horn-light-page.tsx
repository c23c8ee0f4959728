import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import { RemotePageFrame } from "../components/remote-page-frame.tsx";

/** cwp.hornlight (/remote/hornlight): sound the horn and flash the lights, or flash the lights only. */
export function HornLightPage() {
  const { t } = useTranslation();
  return (
    <RemotePageFrame page="hornlight" intro={t("remote.hornlight.intro")} facts={["doors", "engine"]}>
      {({ request, isBusy }) => (
        <div className="button-row">
          <Button onPress={() => request({ name: "hornLights" })} isDisabled={isBusy}>
            {t("remote.actions.hornLights")}
          </Button>
          <Button variant="secondary" onPress={() => request({ name: "lights" })} isDisabled={isBusy}>
            {t("remote.actions.lightsOnly")}
          </Button>
        </div>
      )}
    </RemotePageFrame>
  );
}
