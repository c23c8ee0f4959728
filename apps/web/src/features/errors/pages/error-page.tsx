import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { MessagePage } from "../../../components/message-page.tsx";
import { errorCodeKey } from "../../../i18n/error-messages.ts";

/** An expired password (7435) is renewed through forgot password: the page offers it besides OK. */
const PASSWORD_EXPIRED = "7435";

/**
 * default.error (/error): the special error page. Session and account-state codes land here
 * with `?code=` (7403, 7405, 7406, 7435, 7602, 7021, 7606); the message is the code's text, and
 * OK goes to the login page.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get("code");
  const key = errorCodeKey(code) ?? "errors.GENERAL_ISSUE";
  return (
    <MessagePage
      tone="danger"
      title={t("errorPages.error.title")}
      actions={
        <>
          <Button onPress={() => void navigate("/login", { replace: true })}>{t("errorPages.error.ok")}</Button>
          {code === PASSWORD_EXPIRED && (
            <Button variant="secondary" onPress={() => void navigate("/forgotpw")}>
              {t("errorPages.error.resetPassword")}
            </Button>
          )}
        </>
      }
    >
      <Alert>{t(key)}</Alert>
    </MessagePage>
  );
}
