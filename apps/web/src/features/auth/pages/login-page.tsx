import type { LoginResult } from "@carport/protocol";
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { isApiError } from "../../../api/api-error.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { Checkbox } from "../../../components/checkbox.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { ServerErrorForm } from "../../../components/server-error-form.tsx";
import type { ErrorMessage, MessageKey } from "../../../i18n/error-messages.ts";
import { withCatalogueParts } from "../../../i18n/i18n.ts";
import { takeInputBeforeStart } from "../../../lib/input-before-start.ts";
import { useLoginMutation } from "../api/login.ts";
import { enrollmentLinkPath, readLoginParams, type LoginParams } from "../login-params.ts";
import { clearLoginNotice, peekLoginNotice, type LoginNotice } from "../../../session/login-notice.ts";
import { captchaRequiredBy, loginFailure, type LockScreenState, type LoginFailure } from "../login-outcome.ts";
import { readRememberedEmail, writeRememberedEmail } from "../remember-me.ts";
import { startSignedInSession } from "../start-signed-in-session.ts";
import { useCaptcha } from "../use-captcha.ts";
import { EmailField } from "../components/email-field.tsx";
import { MobileOfferBanner } from "../components/mobile-offer-banner.tsx";
import "../../../styles/auth.css";

/**
 * Needed only after failed attempts or from a new browser: loaded then, so the login page stays
 * small. The captcha and code steps render the recovery group's texts, which are in the rest.
 */
const recoveryPages = withCatalogueParts(() => import("./recovery-pages.ts"), ["rest"]);
const CaptchaField = lazy(() => recoveryPages().then((m) => ({ default: m.CaptchaField })));
const NewDeviceVerification = lazy(() => recoveryPages().then((m) => ({ default: m.NewDeviceVerification })));

interface LoginForm {
  loginId: string;
  password: string;
  rememberMe: boolean;
  captchaValue: string;
}

/** Credentials first; a browser the account has not confirmed then goes through the code steps. */
type Step = { kind: "credentials"; returned: boolean } | { kind: "verify"; loginId: string; rememberMe: boolean };

function validatePassword(value: string): MessageKey | true {
  return value === "" ? "login.errors.passwordRequired" : true;
}

const NOTICE_KEYS = {
  "7403": "errors.7403",
  idle: "login.notices.idle",
  everywhere: "login.notices.everywhere",
} as const satisfies Record<LoginNotice, MessageKey>;

/**
 * home.login: e-mail and password sign-in, remember me, and the ways to register or recover.
 * After failed attempts the server asks for a captcha (`captchayn: Y`); a new browser confirms
 * the sign-in with a one-time code (7110); a locked account goes to the lock screen.
 */
export function LoginPage({ onSignedIn }: { onSignedIn: (params: LoginParams) => Promise<void> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLoginMutation();
  const captcha = useCaptcha();
  // Read by the field's rule at submit time, whatever render registered the rule.
  const captchaRequired = useRef(false);
  captchaRequired.current = captcha.required;
  const [step, setStep] = useState<Step>({ kind: "credentials", returned: false });
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [notice] = useState(() => peekLoginNotice());
  // Shown once: consumed when the page is on screen, not while rendering it.
  useEffect(() => clearLoginNotice(), []);
  const [remembered] = useState(() => readRememberedEmail());
  const { control, handleSubmit, formState, setValue } = useForm<LoginForm>({
    defaultValues: { loginId: remembered ?? "", password: "", rememberMe: remembered !== null, captchaValue: "" },
    shouldFocusError: true,
  });
  // What the visitor typed into the server's markup of this page before the app started; put back
  // before the browser paints, so the fields never show empty.
  useLayoutEffect(() => {
    const typed = takeInputBeforeStart();
    if (typeof typed?.loginId === "string") setValue("loginId", typed.loginId);
    if (typeof typed?.password === "string") setValue("password", typed.password);
    if (typeof typed?.rememberMe === "boolean") setValue("rememberMe", typed.rememberMe);
  }, [setValue]);

  /** Continues exactly as after any sign-in: remember me, the session, then where the app lands. */
  const finishSignIn = async (result: LoginResult, loginId: string, rememberMe: boolean) => {
    writeRememberedEmail(rememberMe ? loginId : null);
    await startSignedInSession(result, { remember: rememberMe, loginId });
    await onSignedIn(readLoginParams(searchParams));
  };

  const onFailure = async (outcome: LoginFailure, loginId: string, rememberMe: boolean) => {
    switch (outcome.kind) {
      case "locked":
        await navigate("/accountLock", { state: { code: outcome.code, message: outcome.message, loginId } satisfies LockScreenState });
        return;
      case "newDevice":
        setValue("password", "");
        setStep({ kind: "verify", loginId, rememberMe });
        return;
      case "handledGlobally":
        // Session and account-state codes lead to the special error page (global handling).
        return;
      case "message":
        setFailure(outcome.message);
    }
  };

  /** Every captcha is spent by the attempt that carried it: a new one whenever the server still wants one. */
  const afterAttempt = (headers: Headers | null) => {
    setValue("captchaValue", "");
    const required = captchaRequiredBy(headers);
    if (required === true || (required === null && captcha.required)) void captcha.refresh();
    else if (required === false) captcha.clear();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const loginId = values.loginId.trim();
    const solved =
      captcha.required && captcha.captcha ? { captchaKey: captcha.captcha.captchaKey, captchaValue: values.captchaValue.trim() } : {};
    let result: LoginResult;
    try {
      ({ result } = await login.mutateAsync({ loginId, password: values.password, ...solved }));
    } catch (error) {
      afterAttempt(isApiError(error) ? error.headers : null);
      await onFailure(loginFailure(error), loginId, values.rememberMe);
      return;
    }
    captcha.clear();
    await finishSignIn(result, loginId, values.rememberMe);
  });

  if (step.kind === "verify") {
    return (
      <div className="auth-page">
        <Suspense fallback={<LoadingStatus>{t("app.loading")}</LoadingStatus>}>
          <NewDeviceVerification
            loginId={step.loginId}
            onVerified={(result) => finishSignIn(result, step.loginId, step.rememberMe)}
            onFailure={(outcome) => void onFailure(outcome, step.loginId, step.rememberMe)}
            onCancel={() => setStep({ kind: "credentials", returned: true })}
          />
        </Suspense>
      </div>
    );
  }

  // A car's link (vin, meid): the sign-in variant of the add-vehicle dialog, which opens next.
  const carLink = readLoginParams(searchParams);
  const fromCar = enrollmentLinkPath(carLink) !== null;
  const title = fromCar ? t("login.fromCar.title") : t("login.title");
  const fieldError = (message: string | undefined) => (message ? t(message as MessageKey) : undefined);
  const busy = formState.isSubmitting;

  return (
    <div className="auth-page">
      <MobileOfferBanner />
      <section className="auth-card" aria-labelledby="login-heading">
        <PageHeading id="login-heading" title={title} autoFocus={step.returned}>
          {title}
        </PageHeading>
        <p className="auth-card__intro">
          {fromCar ? t("login.fromCar.intro", { last4: (carLink.vin ?? "").toUpperCase().slice(-4) }) : t("login.intro")}
        </p>
        {notice && <Alert tone="info">{t(NOTICE_KEYS[notice])}</Alert>}
        <ServerErrorForm
          failure={failure}
          onSubmit={onSubmit}
          busy={busy}
          submitLabel={t("login.submit")}
          submittingLabel={t("login.submitting")}
        >
          <EmailField control={control} />
          <FormTextField
            control={control}
            name="password"
            rules={{ validate: validatePassword }}
            label={t("login.password")}
            type="password"
            autoComplete="current-password"
            isRequired
            blockClipboard
            description={t("login.passwordHint")}
          />
          <Controller
            control={control}
            name="captchaValue"
            rules={{ validate: (value) => !captchaRequired.current || value.trim() !== "" || "errors.7407" }}
            render={({ field, fieldState }) =>
              captcha.required ? (
                <Suspense fallback={<LoadingStatus>{t("login.captcha.loading")}</LoadingStatus>}>
                  <CaptchaField
                    mode={captcha.mode}
                    image={captcha.captcha?.image ?? null}
                    question={captcha.captcha?.question ?? null}
                    onSwitchMode={captcha.switchMode}
                    isLoading={captcha.loading}
                    loadFailed={captcha.failed}
                    onNewImage={() => void captcha.refresh()}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    errorMessage={fieldError(fieldState.error?.message)}
                  />
                </Suspense>
              ) : (
                <></>
              )
            }
          />
          <Controller
            control={control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox name={field.name} isSelected={field.value} onChange={field.onChange}>
                {t("login.rememberMe")}
              </Checkbox>
            )}
          />
        </ServerErrorForm>
        <div className="auth-card__secondary">
          <Button variant="quiet" onPress={() => void navigate("/forgotpw")}>
            {t("login.forgotPassword")}
          </Button>
          <p className="auth-card__register">
            <span>{t("login.noAccount")}</span>
            <Button variant="secondary" onPress={() => void navigate("/register")}>
              {t("login.register")}
            </Button>
          </p>
        </div>
      </section>
    </div>
  );
}
