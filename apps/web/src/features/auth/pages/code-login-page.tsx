import type { LoginResult } from "@carport/protocol";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { callApi } from "../../../api/client.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { MessagePage } from "../../../components/message-page.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { startSignedInSession } from "../start-signed-in-session.ts";

/** A code works once: a page rendered twice (strict mode, a re-render) sends it once. */
const redeemed = new Map<string, Promise<LoginResult>>();

/** `lgnvcd`: exchanges the mobile app's code for a session. */
function redeemOnce(authCode: string): Promise<LoginResult> {
  let answer = redeemed.get(authCode);
  if (!answer) {
    answer = callApi("codeLogin", { authCode }, { anonymous: true });
    redeemed.set(authCode, answer);
  }
  return answer;
}

/**
 * Code login (/codelogin?code=, mobile only; the route's loader sends a missing code or a desktop
 * to page-not-found): redeems the code, stores the session and the account's language, then
 * lets the app land (the first suspended vehicle's unenrollment popup, else as any sign-in).
 * A failure shows the server's message, else AUTHENTICATION_FAILED.
 */
export function CodeLoginPage({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [params] = useSearchParams();
  const authCode = params.get("code") ?? params.get("authCode") ?? "";
  const [failure, setFailure] = useState<ErrorMessage | null>(null);

  useEffect(() => {
    let current = true;
    redeemOnce(authCode).then(
      async (result) => {
        if (!current) return;
        await startSignedInSession(result);
        await onSignedIn();
      },
      (error: unknown) => {
        if (current) setFailure(errorMessageFor(error, "errors.AUTHENTICATION_FAILED"));
      },
    );
    return () => {
      current = false;
    };
  }, [authCode, onSignedIn]);

  return (
    <MessagePage
      title={t("codeLogin.title")}
      actions={failure && <Link to="/login">{t("codeLogin.toLogin")}</Link>}
    >
      {failure ? <Alert>{messageText(failure)}</Alert> : <LoadingStatus>{t("codeLogin.signingIn")}</LoadingStatus>}
    </MessagePage>
  );
}
