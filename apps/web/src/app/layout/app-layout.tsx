import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { useRenewableSession, useSession } from "../../api/use-session.ts";
import { rememberInitialLocation } from "../../components/initial-location.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { LanguageFromQuery } from "./language-from-query.tsx";
import { NavigationProgress } from "./navigation-progress.tsx";
import { OfflineNotice } from "./offline-notice.tsx";
import { bottomTabBar, emailConfirmationBanner, liveUpdates, sessionIdleGuard, sessionRenewalDialog } from "./signed-in-shell-loader.ts";

/** The frame of every page: skip link, header, the main landmark, footer. */
export function AppLayout() {
  const { t } = useTranslation();
  rememberInitialLocation(useLocation().key);
  const signedIn = useSession() !== null;
  // The inactivity timeout loads with the first signed-in page, so the login page does not carry it.
  const SessionIdleGuard = sessionIdleGuard();
  const EmailConfirmationBanner = emailConfirmationBanner();
  const LiveUpdates = liveUpdates();
  const SessionRenewalDialog = sessionRenewalDialog();
  const BottomTabBar = bottomTabBar();
  // Kept while a session expired, unlike the rest of the signed-in shell: it asks for the password again.
  const renewable = useRenewableSession();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      <NavigationProgress />
      <LanguageFromQuery />
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        <OfflineNotice />
        {signedIn && (
          <Suspense fallback={null}>
            <EmailConfirmationBanner />
          </Suspense>
        )}
        <Outlet />
      </main>
      <Footer />
      {signedIn && (
        <Suspense fallback={null}>
          <BottomTabBar />
          <SessionIdleGuard />
          <LiveUpdates />
        </Suspense>
      )}
      {renewable && (
        <Suspense fallback={null}>
          <SessionRenewalDialog />
        </Suspense>
      )}
    </div>
  );
}
