import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { mayOpen, type DriverRole } from "../../../session/vehicles/share-scope.ts";
import { HEALTH_PATH } from "../../health/index.ts";

/** The vehicle's other pages, in order; `scoped` ones a second driver opens only within the share scope. */
const LINKS = [
  { to: HEALTH_PATH, text: "screens.vehicleHealth", scoped: false },
  { to: "/mvr", text: "screens.mvr", scoped: true },
  { to: "/history", text: "screens.history", scoped: true },
  { to: "/insight", text: "screens.insight", scoped: true },
  { to: "/cwp/valet", text: "screens.valet", scoped: true },
  { to: "/userProfile", text: "screens.userProfile", scoped: false },
  { to: "/notificationCenter", text: "screens.notificationCenter", scoped: false },
] as const;

/** The vehicle's other pages, from its overview: a second driver's only those of the share scope. */
export function VehicleLinks({ role }: { role: DriverRole }) {
  const { t } = useTranslation();
  return (
    <nav className="overview-links" aria-label={t("overview.links.label")}>
      <ul>
        {LINKS.filter((link) => !link.scoped || mayOpen(role, link.to)).map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(link.text)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
