import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import { RemotePageFrame } from "../components/remote-page-frame.tsx";

/** cwp.lock (/remote/lock): lock or unlock the doors; shows whether they are locked. */
export function LockPage() {
  const { t } = useTranslation();
  return (
    <RemotePageFrame page="lock" intro={t("remote.lock.intro")} facts={["doors"]}>
      {({ request, isBusy }) => (
        <div className="button-row">
          <Button onPress={() => request({ name: "doorLock" })} isDisabled={isBusy}>
            {t("remote.actions.lock")}
          </Button>
          <Button variant="secondary" onPress={() => request({ name: "doorUnlock" })} isDisabled={isBusy}>
            {t("remote.actions.unlock")}
          </Button>
        </div>
      )}
    </RemotePageFrame>
  );
}
