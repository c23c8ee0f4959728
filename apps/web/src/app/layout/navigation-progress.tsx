import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";

/** A bar at the top while the next page's guard or code loads, announced politely. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="navigation-progress" data-active={busy || undefined}>
      <span className="visually-hidden" role="status">
        {busy ? t("app.loading") : ""}
      </span>
    </div>
  );
}
