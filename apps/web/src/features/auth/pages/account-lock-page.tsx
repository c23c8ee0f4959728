import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { MessagePage } from "../../../components/message-page.tsx";
import type { LockScreenState } from "../login-outcome.ts";

/** The unlock page for this login id, as the unlock mail links to it. */
export function unlockPath(loginId: string | undefined): string {
  return loginId ? `/unlockAccount?${new URLSearchParams({ loginId }).toString()}` : "/unlockAccount";
}

/**
 * logout.accountLock: the server's lock message (7402, 7530). OK leads to forgot password, which
 * unlocks the account with the new password; the unlock code from the lock mail works too.
 */
export function AccountLockPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as Partial<LockScreenState>;
  const fallback = state.code === "7530" ? t("errors.7530") : t("errors.7402");
  return (
    <MessagePage
      title={t("accountLock.title")}
      actions={
        <>
          <Button onPress={() => void navigate("/forgotpw", { state: { loginId: state.loginId } })}>
            {t("accountLock.toForgotPassword")}
          </Button>
          <Link className="button button--secondary" to={unlockPath(state.loginId)}>
            {t("accountLock.unlock")}
          </Link>
        </>
      }
    >
      <Alert>{state.message || fallback}</Alert>
      <p>{t("accountLock.hint")}</p>
    </MessagePage>
  );
}
