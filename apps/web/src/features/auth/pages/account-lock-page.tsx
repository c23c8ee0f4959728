import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { MessagePage } from "../../../components/message-page.tsx";

interface LockState {
  code?: string;
  message?: string;
}

/** logout.accountLock: the server's lock message (7402, 7530); OK leads to forgot password. */
export function AccountLockPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LockState;
  const fallback = state.code === "7530" ? t("errors.7530") : t("errors.7402");
  return (
    <MessagePage
      title={t("accountLock.title")}
      actions={
        <Button onPress={() => void navigate("/forgotpw")}>{t("accountLock.toForgotPassword")}</Button>
      }
    >
      <Alert>{state.message || fallback}</Alert>
    </MessagePage>
  );
}
