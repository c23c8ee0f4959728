import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { getSession } from "../../api/session.ts";
import { hearOtherTabs, tellOtherTabs } from "../../api/session-channel.ts";
import { IdleWarningDialog, preloadIdleWarning } from "../../components/idle-warning-dialog.tsx";
import { useIdleTimer } from "../../components/use-idle-timer.ts";
import { keepSessionAlive, signOutAfterIdle } from "../../session/sign-out.ts";
import { handleGlobalApiError } from "../global-errors.ts";

/** Inactivity before the warning. */
export const SESSION_WARN_AFTER_MS = 25 * 60_000;
/** The warning's countdown; the sign-out comes 27 minutes after the last activity. */
export const SESSION_WARNING_MS = 2 * 60_000;
/**
 * While the user is active, the token is renewed quietly once its expiry estimate has fallen this
 * far below a fresh one (at most one call every 2 minutes): a token renewed at most 3 minutes
 * before the last activity outlives the 27 minutes of the timeout (the server's token lives 30).
 */
const KEEP_ALIVE_AFTER_MS = 3 * 60_000;

/** The other tabs hear of the owner's activity at most this often. */
const TELL_ACTIVITY_EVERY_MS = 30_000;

/**
 * The signed-in session's inactivity timeout, counted across the browser's tabs (they share the
 * session, so a quiet tab must not end it while the owner works in another): a warning after 25 minutes without activity, with
 * "Stay signed in" (renews the token) and "Sign out"; when its 2 minutes run out, sign-out and the
 * login page says why. Loaded with the signed-in parts of the shell only.
 */
export function SessionIdleGuard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const renewing = useRef(false);
  const toldActivityAt = useRef(0);
  // Once the signed-in page has settled, not with it.
  useEffect(() => {
    const timer = setTimeout(preloadIdleWarning, 10_000);
    return () => clearTimeout(timer);
  }, []);

  const renew = useCallback((force: boolean) => {
    const session = getSession();
    if (!session || session.ttlSeconds <= 0 || renewing.current) return;
    const fresh = session.ttlSeconds * 1000;
    if (!force && session.expiresAt - Date.now() > fresh - KEEP_ALIVE_AFTER_MS) return;
    renewing.current = true;
    keepSessionAlive()
      .catch(handleGlobalApiError)
      .finally(() => {
        renewing.current = false;
      });
  }, []);

  const { deadline, stay, nudge } = useIdleTimer({
    warnAfterMs: SESSION_WARN_AFTER_MS,
    warningMs: SESSION_WARNING_MS,
    onActivity: () => {
      renew(false);
      if (Date.now() - toldActivityAt.current > TELL_ACTIVITY_EVERY_MS) {
        toldActivityAt.current = Date.now();
        tellOtherTabs({ type: "activity" });
      }
    },
    onTimeout: () => {
      void signOutAfterIdle().then(() => navigate("/login", { replace: true }));
    },
  });

  // The owner's activity in another tab counts here; a sign-out there ends this tab's session too.
  useEffect(
    () =>
      hearOtherTabs((message) => {
        if (message.type === "activity") nudge();
        if (message.type === "signedOut") void navigate("/login", { replace: true });
      }),
    [nudge, navigate],
  );

  return (
    <IdleWarningDialog
      deadline={deadline}
      title={t("logout.idle.title")}
      message={(time) => t("logout.idle.body", { time })}
      stayLabel={t("logout.idle.stay")}
      leaveLabel={t("logout.idle.signOut")}
      onStay={() => {
        stay();
        renew(true);
      }}
      onLeave={() => void navigate("/logout")}
    />
  );
}
