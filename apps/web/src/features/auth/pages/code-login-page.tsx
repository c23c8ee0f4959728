import type { LoginResult } from "@carport/protocol";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { callApi } from "../../../api/client.ts";
import { queryClient } from "../../../api/query-client.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { MessagePage } from "../../../components/message-page.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { vehicleListQueryOptions } from "../../../session/vehicles/vehicle-list.ts";
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
 * The vehicle check after a code login: does the account (terms accepted) have a suspended
 * vehicle for the unenrollment popup? Unaccepted terms come first, so they go on unchecked.
 */
async function hasSuspendedVehicleOrTerms(result: LoginResult): Promise<boolean> {
  if (!result.verifiedTnC) return true;
  // A list that cannot be read does not stop the sign-in: the landing reads it again.
  const list = await queryClient.fetchQuery(vehicleListQueryOptions()).catch(() => null);
  return !list || list.vehicles.some((vehicle) => vehicle.suspendYn === "Y");
}

/**
 * Code login (/codelogin?code=, mobile only; the route's loader sends a missing code or a desktop
 * to page-not-found): redeems the code, stores the session and the account's language, then
 * lets the app land at the first suspended vehicle's unenrollment popup. With none suspended it
 * says so (ICE_NO_SUSPENDED_VEHCILE) and lands as any sign-in when the owner goes on.
 * A failure shows the server's message, else AUTHENTICATION_FAILED.
 */
export function CodeLoginPage({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [params] = useSearchParams();
  const authCode = params.get("code") ?? params.get("authCode") ?? "";
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [noneSuspended, setNoneSuspended] = useState(false);

  useEffect(() => {
    let current = true;
    redeemOnce(authCode).then(
      async (result) => {
        if (!current) return;
        await startSignedInSession(result);
        if (!(await hasSuspendedVehicleOrTerms(result))) {
          if (current) setNoneSuspended(true);
          return;
        }
        if (current) await onSignedIn();
      },
      (error: unknown) => {
        if (current) setFailure(errorMessageFor(error, "errors.AUTHENTICATION_FAILED"));
      },
    );
    return () => {
      current = false;
    };
  }, [authCode, onSignedIn]);

  if (noneSuspended) {
    return (
      <MessagePage title={t("codeLogin.title")} actions={<Button onPress={() => void onSignedIn()}>{t("codeLogin.goOn")}</Button>}>
        <p role="status">{t("codeLogin.noSuspendedVehicle")}</p>
      </MessagePage>
    );
  }

  return (
    <MessagePage title={t("codeLogin.title")} actions={failure && <Link to="/login">{t("codeLogin.toLogin")}</Link>}>
      {failure ? <Alert>{messageText(failure)}</Alert> : <LoadingStatus>{t("codeLogin.signingIn")}</LoadingStatus>}
    </MessagePage>
  );
}
