import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { IdleWarningDialog } from "./idle-warning-dialog.tsx";
import { useIdleTimer } from "./use-idle-timer.ts";

/** The enrollment dialogs' inactivity prompt, then the automatic end (account-and-enrollment.md 9). */
export const ENROLLMENT_IDLE_WARN_MS = 540_000;
export const ENROLLMENT_IDLE_END_MS = 60_000;

/**
 * The 9-minute inactivity prompt of an enrollment dialog that is not the registration wizard
 * (which has its own): the add-vehicle popups and the in-car registration. `signedIn` picks the
 * texts: a signed-in owner is signed out when it runs out, anyone else leaves for the login page.
 * Answers the prompt to render.
 */
export function useEnrollmentIdlePrompt(options: { signedIn: boolean; enabled: boolean; onTimeout: () => void }): ReactNode {
  const { t } = useTranslation();
  const idle = useIdleTimer({
    warnAfterMs: ENROLLMENT_IDLE_WARN_MS,
    warningMs: ENROLLMENT_IDLE_END_MS,
    enabled: options.enabled,
    onTimeout: options.onTimeout,
  });
  return (
    <IdleWarningDialog
      deadline={idle.deadline}
      title={t("register.idle.title")}
      message={(time) => (options.signedIn ? t("register.popupIdle.message", { time }) : t("register.idle.message", { time }))}
      stayLabel={options.signedIn ? t("register.popupIdle.stay") : t("register.idle.stay")}
      leaveLabel={options.signedIn ? t("register.popupIdle.leave") : t("register.idle.leave")}
      onStay={idle.stay}
      onLeave={options.onTimeout}
    />
  );
}
