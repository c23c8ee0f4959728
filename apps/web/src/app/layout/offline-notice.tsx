import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * Says so while the browser is offline: the service worker still opens the app's shell, but
 * nothing the server answers is fresh until the connection is back.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  // The page drawn at build time, and hydrated from it, is online.
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
  if (!offline) return null;
  return (
    <p role="status" className="alert alert--info offline-notice">
      {t("app.offline")}
    </p>
  );
}
