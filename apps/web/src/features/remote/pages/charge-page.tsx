import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/button.tsx";
import { RemotePageFrame } from "../components/remote-page-frame.tsx";

/** cwp.charge (/remote/charge, EV and PHEV): start or stop charging; shows the battery level and the plug. */
export function ChargePage() {
  const { t } = useTranslation();
  return (
    <RemotePageFrame page="charge" intro={t("remote.charge.intro")} facts={["battery", "plug", "charging"]}>
      {({ request, isBusy, status }) => (
        <>
          {status?.evStatus?.batteryPlugin === 0 && <p className="remote-hint">{t("remote.charge.plugIn")}</p>}
          <div className="button-row">
            <Button onPress={() => request({ name: "chargeStart" })} isDisabled={isBusy}>
              {t("remote.actions.startCharge")}
            </Button>
            <Button variant="secondary" onPress={() => request({ name: "chargeStop" })} isDisabled={isBusy}>
              {t("remote.actions.stopCharge")}
            </Button>
          </div>
          <nav className="remote-links" aria-label={t("remote.charge.links.label")}>
            <ul>
              <li>
                <Link to="/remote/tsoc">{t("remote.charge.links.tsoc")}</Link>
              </li>
              <li>
                <Link to="/remote/schedule">{t("remote.charge.links.schedule")}</Link>
              </li>
            </ul>
          </nav>
        </>
      )}
    </RemotePageFrame>
  );
}
