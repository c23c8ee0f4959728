import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { mayOpen, type DriverRole } from "../../../session/vehicles/share-scope.ts";
import { HEALTH_PATH } from "../../health/index.ts";

/** The vehicle's other pages, from its overview: a second driver's only those of the share scope. */
export function VehicleLinks({ role }: { role: DriverRole }) {
  const { t } = useTranslation();
  return (
    <nav className="overview-links" aria-label={t("overview.links.label")}>
      <ul>
        <li>
          <Link to={HEALTH_PATH}>{t("screens.vehicleHealth")}</Link>
        </li>
        {mayOpen(role, "/mvr") && (
          <li>
            <Link to="/mvr">{t("screens.mvr")}</Link>
          </li>
        )}
        {mayOpen(role, "/history") && (
          <li>
            <Link to="/history">{t("screens.history")}</Link>
          </li>
        )}
        {mayOpen(role, "/insight") && (
          <li>
            <Link to="/insight">{t("screens.insight")}</Link>
          </li>
        )}
        {mayOpen(role, "/cwp/valet") && (
          <li>
            <Link to="/cwp/valet">{t("screens.valet")}</Link>
          </li>
        )}
        <li>
          <Link to="/userProfile">{t("screens.userProfile")}</Link>
        </li>
        <li>
          <Link to="/notificationCenter">{t("screens.notificationCenter")}</Link>
        </li>
      </ul>
    </nav>
  );
}
