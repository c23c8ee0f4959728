import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useRouteError } from "react-router";
import { Button } from "../../components/button.tsx";
import { sessionErrorCodeOf, sessionErrorPath } from "../../api/session-errors.ts";
import { LoadingStatus } from "../../components/alert.tsx";
import { MessagePage } from "../../components/message-page.tsx";
import { reloadingForNewVersion } from "../stale-chunks.ts";
import { errorPagePath } from "./error-page-path.ts";

/**
 * Unhandled errors of any page (account-and-enrollment.md section 2): cwp.error for the cwp
 * states (/cwp and the remote pages), default.error elsewhere. When the error page itself fails, a message is shown in place.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  // A page's code failed to download because a new version replaced it: the page is reloading.
  if (reloadingForNewVersion()) return <BootFallback />;
  const sessionCode = sessionErrorCodeOf(error);
  if (sessionCode) return <Navigate to={sessionErrorPath(sessionCode)} replace />;
  // Offline (the service worker opened the shell): the page waits for the connection, not an error page.
  if (!navigator.onLine) return <OfflinePage />;
  const target = errorPagePath(pathname);
  if (pathname !== target) return <Navigate to={target} replace />;
  return (
    <MessagePage
      tone="danger"
      title={t("errorPages.unexpected.title")}
      actions={
        <Link className="button button--primary" to="/login">
          {t("common.backToLogin")}
        </Link>
      }
    >
      <p>{t("errorPages.unexpected.body")}</p>
    </MessagePage>
  );
}

/**
 * A page that could not load while offline: it loads again, anew (what failed may be the page's
 * data or its guard), once the connection is back, or when the owner asks.
 */
function OfflinePage() {
  const { t } = useTranslation();
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener("online", reload);
    return () => window.removeEventListener("online", reload);
  }, []);
  return (
    <MessagePage
      title={t("errorPages.offline.title")}
      actions={<Button onPress={() => window.location.reload()}>{t("errorPages.offline.retry")}</Button>}
    >
      <p>{t("errorPages.offline.body")}</p>
    </MessagePage>
  );
}

/** Shown while the first page's guard and code load. */
export function BootFallback() {
  const { t } = useTranslation();
  return (
    <div className="boot">
      <LoadingStatus>{t("app.loading")}</LoadingStatus>
    </div>
  );
}
