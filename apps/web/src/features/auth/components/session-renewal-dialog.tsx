import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { isSessionRemembered, renewableLoginId, startSession, subscribeSession } from "../../../api/session.ts";
import { setSessionRenewalAsker } from "../../../api/session-renewal.ts";
import { queryClient } from "../../../api/query-client.ts";
import { Alert } from "../../../components/alert.tsx";
import { AppDialog } from "../../../components/app-dialog.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { verifyAccountTokenQueryOptions } from "../../../session/account.ts";
import { login } from "../api/login.ts";

/**
 * An expired session asks for the password in place: while this is mounted, a call that finds
 * the token expired opens this dialog and waits; signed in again (the same e-mail, this device,
 * kept as before), the call goes out again and what the owner was doing goes through. The page
 * and its data stay as they were. Cancel: the call fails as before (the session error page).
 */
export function SessionRenewalDialog() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const loginId = useSyncExternalStore(subscribeSession, renewableLoginId);
  const [answer, setAnswer] = useState<((renewed: boolean) => void) | null>(null);
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    setSessionRenewalAsker(() => {
      if (!renewableLoginId()) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => setAnswer(() => resolve));
    });
    return () => setSessionRenewalAsker(null);
  }, []);

  const close = (renewed: boolean) => {
    answer?.(renewed);
    setAnswer(null);
    setPassword("");
    setFailure(null);
  };

  const submit = async () => {
    if (!loginId || password === "") return;
    setPending(true);
    setFailure(null);
    try {
      const { result } = await login({ loginId, password });
      const session = startSession({
        accessToken: result.token.accessToken,
        expireIn: result.token.expireIn,
        verifiedTnC: result.verifiedTnC,
        remember: isSessionRemembered(),
        loginId,
      });
      queryClient.setQueryData(verifyAccountTokenQueryOptions(session.accessToken).queryKey, {
        valid: true,
        expireIn: result.token.expireIn,
        accountInformation: result.accountInformation,
        verifiedTnC: result.verifiedTnC,
      });
      close(true);
    } catch (error) {
      setPassword("");
      setFailure(errorMessageFor(error, "errors.AUTHENTICATION_FAILED"));
    } finally {
      setPending(false);
    }
  };

  return (
    <AppDialog
      isOpen={answer !== null}
      onOpenChange={(open) => {
        if (!open) close(false);
      }}
      title={t("login.renewal.title")}
    >
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>{t("login.renewal.body", { email: loginId ?? "" })}</p>
        {failure && <Alert>{messageText(failure)}</Alert>}
        <TextField
          label={t("login.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          isRequired
        />
        <div className="button-row">
          <Button type="submit" isPending={pending} isDisabled={password === ""}>
            {t("login.renewal.submit")}
          </Button>
          <Button variant="secondary" onPress={() => close(false)}>
            {t("common.cancel")}
          </Button>
        </div>
      </form>
    </AppDialog>
  );
}
