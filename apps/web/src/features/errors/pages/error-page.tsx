import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { MessagePage } from "../../../components/message-page.tsx";
import { errorCodeKey } from "../../../i18n/error-messages.ts";

/**
 * default.error (/error): the special error page. Session and account-state codes land here
 * with `?code=`; the message is the code's text, and OK goes to the login page.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = errorCodeKey(params.get("code")) ?? "errors.GENERAL_ISSUE";
  return (
    <MessagePage
      tone="danger"
      title={t("errorPages.error.title")}
      actions={<Button onPress={() => void navigate("/login", { replace: true })}>{t("errorPages.error.ok")}</Button>}
    >
      <Alert>{t(key)}</Alert>
    </MessagePage>
  );
}
