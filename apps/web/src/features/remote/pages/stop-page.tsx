import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import { RemotePageFrame } from "../components/remote-page-frame.tsx";

/** cwp.stop (/remote/stop): stop an engine started remotely. */
export function StopPage() {
  const { t } = useTranslation();
  return (
    <RemotePageFrame page="stop" intro={t("remote.stop.intro")} facts={["engine", "climate", "temperature"]}>
      {({ request, isBusy }) => (
        <div className="button-row">
          <Button onPress={() => request({ name: "engineStop" })} isDisabled={isBusy}>
            {t("remote.actions.stopEngine")}
          </Button>
        </div>
      )}
    </RemotePageFrame>
  );
}
