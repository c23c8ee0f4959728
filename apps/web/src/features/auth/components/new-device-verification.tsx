import { maskEmail } from "@carport/domain";
import type { LoginResult } from "@carport/protocol";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { RadioGroupField, type RadioOption } from "../../../components/radio-group-field.tsx";
import { ServerErrorForm } from "../../../components/server-error-form.tsx";
import { errorMessageFor, type ErrorMessage, type MessageKey } from "../../../i18n/error-messages.ts";
import { generateSignInToken } from "../api/mfa-generate-token.ts";
import { selectVerificationMethod } from "../api/mfa-select-method.ts";
import { sendSignInCode } from "../api/mfa-send-otp.ts";
import { validateSignInCode } from "../api/mfa-validate-otp.ts";
import { loginFailure, type LoginFailure } from "../login-outcome.ts";
import { afterFailedCheck, NO_TRIES, type CodeTries, type OtpMethod } from "../one-time-code.ts";
import { CodeField, validateCode } from "./code-field.tsx";

interface SentCode {
  otpKey: string;
  method: OtpMethod;
  /** The masked address or phone it went to. */
  destination: string;
}

/**
 * The one-time-code steps of a sign-in from a browser the account has not confirmed (7110):
 * where to send the code (`mfa/selverifmeth`), sending it (`mfa/sendotp`), checking it
 * (`mfa/validateotp`, 3 tries per code, then a new code) and opening the session
 * (`mfa/genmfatkn`, which also remembers this browser). Each step's heading takes focus.
 */
export function NewDeviceVerification(props: {
  loginId: string;
  /** The session is open: continue exactly as after a sign-in with the password. */
  onVerified: (result: LoginResult) => Promise<void>;
  /** A lock or an account-state code: the login page knows where these go. */
  onFailure: (failure: Exclude<LoginFailure, { kind: "message" }>) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { loginId } = props;
  const methods = useQuery({
    queryKey: ["auth", "verificationMethods", loginId],
    queryFn: () => selectVerificationMethod(loginId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const [method, setMethod] = useState<OtpMethod>("E");
  const [sent, setSent] = useState<SentCode | null>(null);
  const [resent, setResent] = useState(false);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<MessageKey | null>(null);
  const [tries, setTries] = useState<CodeTries>(NO_TRIES);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const resendRef = useRef<HTMLButtonElement>(null);

  const email = methods.data?.emailList[0] ?? "";
  const phone = methods.data?.userPhone ?? "";

  const send = useMutation({
    mutationFn: (chosen: OtpMethod) =>
      sendSignInCode({ otpMethod: chosen, userAccount: loginId, userPhone: phone, userInfoUuid: methods.data?.userInfoUuid ?? "" }),
  });
  const verify = useMutation({
    mutationFn: async (otpNo: string) => {
      const checked = await validateSignInCode({ otpNo, userAccount: loginId, otpKey: sent?.otpKey ?? "" });
      return generateSignInToken({ userAccount: loginId, otpEmail: email, otpValidationKey: checked.otpValidationKey });
    },
  });

  const sendCode = async (chosen: OtpMethod, again: boolean) => {
    setFailure(null);
    try {
      const { otpKey } = await send.mutateAsync(chosen);
      setSent({ otpKey, method: chosen, destination: chosen === "S" ? phone : maskEmail(email) });
      setTries(NO_TRIES);
      setCode("");
      setCodeError(null);
      setResent(again);
      if (again) codeRef.current?.focus();
    } catch (error) {
      setFailure(errorMessageFor(error, "errors.AUTHENTICATION_FAILED"));
    }
  };

  const onChoose = (event: FormEvent) => {
    event.preventDefault();
    void sendCode(method, false);
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (tries.exhausted || verify.isPending) return;
    const problem = validateCode(code);
    if (problem !== true) {
      setCodeError(problem);
      codeRef.current?.focus();
      return;
    }
    setCodeError(null);
    setFailure(null);
    setResent(false);
    let result: LoginResult;
    try {
      result = await verify.mutateAsync(code);
    } catch (error) {
      const outcome = loginFailure(error);
      if (outcome.kind !== "message") {
        props.onFailure(outcome);
        return;
      }
      const next = afterFailedCheck(tries, error);
      setTries(next);
      setFailure(errorMessageFor(error, "errors.AUTHENTICATION_FAILED"));
      setCode("");
      // With the tries used up the code field is disabled and the verify button gone: the way on is a new code.
      if (!next.exhausted) codeRef.current?.focus();
      else requestAnimationFrame(() => resendRef.current?.focus());
      return;
    }
    await props.onVerified(result);
  };

  const cancel = (
    <Button variant="quiet" onPress={props.onCancel}>
      {t("login.verify.cancel")}
    </Button>
  );

  if (methods.isPending) {
    return (
      <section className="auth-card" aria-labelledby="verify-heading">
        <PageHeading id="verify-heading" title={t("login.verify.title")} autoFocus>
          {t("login.verify.title")}
        </PageHeading>
        <LoadingStatus>{t("login.verify.loading")}</LoadingStatus>
      </section>
    );
  }

  if (methods.isError) {
    return (
      <section className="auth-card" aria-labelledby="verify-heading">
        <PageHeading id="verify-heading" title={t("login.verify.title")} autoFocus>
          {t("login.verify.title")}
        </PageHeading>
        <Alert>{messageText(errorMessageFor(methods.error, "errors.AUTHENTICATION_FAILED"))}</Alert>
        <div className="auth-card__secondary">{cancel}</div>
      </section>
    );
  }

  if (!sent) {
    const options: RadioOption<OtpMethod>[] = [{ value: "E", label: t("login.verify.byEmail", { email: maskEmail(email) }) }];
    if (phone) options.push({ value: "S", label: t("login.verify.byText", { phone }) });
    return (
      <section className="auth-card" aria-labelledby="verify-heading">
        <PageHeading key="choose" id="verify-heading" title={t("login.verify.title")} autoFocus>
          {t("login.verify.title")}
        </PageHeading>
        <p className="auth-card__intro">{t("login.verify.intro")}</p>
        <ServerErrorForm
          failure={failure}
          onSubmit={onChoose}
          busy={send.isPending}
          submitLabel={t("login.verify.send")}
          submittingLabel={t("login.verify.sending")}
        >
          <RadioGroupField name="otpMethod" label={t("login.verify.methodLabel")} value={method} options={options} onChange={setMethod} />
        </ServerErrorForm>
        <div className="auth-card__secondary">{cancel}</div>
      </section>
    );
  }

  return (
    <section className="auth-card" aria-labelledby="verify-heading">
      <PageHeading key="enter" id="verify-heading" title={t("login.verify.enterTitle")} autoFocus>
        {t("login.verify.enterTitle")}
      </PageHeading>
      <p className="auth-card__intro">{t("login.verify.sentTo", { destination: sent.destination })}</p>
      {resent && (
        <p role="status" className="alert alert--info">
          {t("login.verify.resent")}
        </p>
      )}
      <ServerErrorForm
        failure={failure}
        alerts={tries.exhausted && <Alert>{t("recovery.code.exhausted")}</Alert>}
        onSubmit={onVerify}
        busy={verify.isPending}
        submitLabel={t("login.verify.submit")}
        submittingLabel={t("login.verify.submitting")}
        hideSubmit={tries.exhausted}
        after={
          <Button
            variant={tries.exhausted ? "primary" : "secondary"}
            className="button--block"
            isPending={send.isPending}
            ref={resendRef}
            onPress={() => void sendCode(sent.method, true)}
          >
            {t("login.verify.resend")}
          </Button>
        }
      >
        <CodeField
          value={code}
          onChange={setCode}
          inputRef={codeRef}
          isDisabled={tries.exhausted}
          errorMessage={codeError ? t(codeError) : undefined}
        />
        <p className="field__description">{t("login.verify.rememberNote")}</p>
      </ServerErrorForm>
      <div className="auth-card__secondary">{cancel}</div>
    </section>
  );
}
