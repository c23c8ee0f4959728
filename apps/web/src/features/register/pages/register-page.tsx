import {
  ENROLLMENT_MAX_TRIES,
  formatPhoneAsTyped,
  formatPostalCodeAsTyped,
  hasTriesLeft,
  normalizeVin,
  triesAfterFailure,
  vinLast4,
  type OwnerField,
  type RegistrationStep,
} from "@carport/domain";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { isApiError } from "../../../api/api-error.ts";
import { getBrandCode } from "../../../brands/current-brand.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { Checkbox } from "../../../components/checkbox.tsx";
import { NotificationChoices, notificationListOf, useNotificationChoices } from "../../../components/notification-choices.tsx";
import { IdleWarningDialog } from "../../../components/idle-warning-dialog.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { PasswordChecklist } from "../../../components/password-checklist.tsx";
import { PinField } from "../../../components/pin-field.tsx";
import { SelectField } from "../../../components/select-field.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { useIdleTimer } from "../../../components/use-idle-timer.ts";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { passwordChecklist } from "../../../components/password-rules.ts";
import { termsQueryOptions } from "../../terms/index.ts";
import {
  useDealerTokenMutation,
  useOwnerCheckMutation,
  useRegisterAccountMutation,
  useValidateVehicleMutation,
} from "../api/enrollment.ts";
import { CompletionMessage } from "../components/completion-view.tsx";
import { DealerStep } from "../components/dealer-step.tsx";
import {
  advance,
  canVisit,
  checkAccountStep,
  checkOwnerStep,
  checkProfileStep,
  checkVehicleStep,
  editFromConfirmation,
  EMPTY_REGISTRATION,
  firstProblem,
  goBack,
  INITIAL_WIZARD,
  ownerMismatchKeys,
  PROVINCES,
  registrationRequest,
  vehicleChanged,
  visibleSteps,
  visit,
  type RegistrationField,
  type RegistrationForm,
  type ValidationKey,
  type WizardState,
} from "../register-wizard.ts";
import { useSettledLanguageId } from "../use-settled-language.ts";
import "../../../styles/register.css";

/** The registration dialog's inactivity prompt and logout (account-and-enrollment.md 9). */
const IDLE_WARN_MS = 540_000;
const IDLE_LOGOUT_MS = 60_000;

type Phase = "wizard" | "terms" | "done";
type VehicleInfo = { last4: string; modelName: string; modelYear: string };

/** register.register (/register): the registration wizard regstep1-6, the terms, then the completion view. */
export function RegisterPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const [form, setForm] = useState<RegistrationForm>(EMPTY_REGISTRATION);
  const [wizard, setWizard] = useState<WizardState>(INITIAL_WIZARD);
  const [phase, setPhase] = useState<Phase>("wizard");
  const [problems, setProblems] = useState<Partial<Record<RegistrationField, ValidationKey>>>({});
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [vehicle, setVehicle] = useState<VehicleInfo | null>(null);
  const [tokenTries, setTokenTries] = useState(0);
  const [ownerTries, setOwnerTries] = useState(0);
  const [ownerResult, setOwnerResult] = useState<{ mismatched: OwnerField[]; proceed: boolean } | null>(null);
  const [ownerDone, setOwnerDone] = useState(false);
  const [terms, setTerms] = useState({ tnc: false, policy: false, promotion: false, tried: false });
  const [notificationChoices, setNotificationChoices] = useNotificationChoices(normalizeVin(form.vin));
  const [enrollmentStatus, setEnrollmentStatus] = useState<number | null>(null);
  const fields = useRef(new Map<RegistrationField, HTMLInputElement | null>());
  const refFor = (field: RegistrationField) => (element: HTMLInputElement | null) => {
    fields.current.set(field, element);
  };

  const validateVehicle = useValidateVehicleMutation();
  const dealerToken = useDealerTokenMutation();
  const ownerCheck = useOwnerCheckMutation();
  const register = useRegisterAccountMutation();
  const kci = getBrandCode() === "kci";
  // The terms follow a language switch 3 seconds after it (vehicle-area.md 9), not at each press.
  const settledLanguage = useSettledLanguageId();
  const termsQuery = useQuery({ ...termsQueryOptions(settledLanguage), enabled: phase === "terms" });

  const idle = useIdleTimer({
    warnAfterMs: IDLE_WARN_MS,
    warningMs: IDLE_LOGOUT_MS,
    enabled: phase !== "done",
    onTimeout: () => void navigate("/login", { replace: true }),
  });

  const set = (field: RegistrationField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const refuse = (order: readonly RegistrationField[], found: Partial<Record<RegistrationField, ValidationKey>>): boolean => {
    setProblems(found);
    const first = firstProblem(order, found);
    if (first) requestAnimationFrame(() => fields.current.get(first)?.focus());
    return first !== null;
  };

  const error = (field: RegistrationField) => (problems[field] ? t(`register.validation.${problems[field]}`) : undefined);
  const tokenLocked = !hasTriesLeft(tokenTries);

  const submitVehicle = async () => {
    const vin = normalizeVin(form.vin);
    const next = { ...form, vin };
    setForm(next);
    const vinProblems = checkVehicleStep({ ...next, nickName: next.nickName || "x" });
    if (refuse(["vin"], vinProblems)) return;
    let info = vehicle;
    try {
      if (!info || form.vin !== vin || wizard.step === 1) {
        const result = await validateVehicle.mutateAsync({ vin });
        info = { last4: result.last4 || vinLast4(vin), modelName: result.modelName, modelYear: result.modelYear };
        setVehicle(info);
      }
    } catch (cause) {
      setFailure(errorMessageFor(cause));
      return;
    }
    const withNick = { ...next, nickName: next.nickName || info.modelName.slice(0, 15) };
    setForm(withNick);
    if (refuse(["vin", "nickName"], checkVehicleStep(withNick))) return;
    let tokenValidated = wizard.tokenValidated;
    const token = withNick.rdrToken.trim();
    if (token !== "" && !tokenValidated && !tokenLocked) {
      try {
        await dealerToken.mutateAsync({ vin, rdrToken: token, numberOfTry: tokenTries + 1 });
        tokenValidated = true;
      } catch (cause) {
        const code = isApiError(cause) ? cause.errorCode : null;
        setTokenTries((tries) => triesAfterFailure(tries, code));
        setFailure(errorMessageFor(cause));
        return;
      }
    }
    if (token === "") tokenValidated = false;
    const base = tokenValidated === wizard.tokenValidated ? wizard : vehicleChanged(wizard, tokenValidated);
    setWizard(advance(base));
  };

  const submitOwner = async () => {
    if (wizard.tokenValidated || ownerDone) {
      setWizard(advance(wizard));
      return;
    }
    if (refuse(["firstName", "lastName", "postalCode"], checkOwnerStep(form))) return;
    try {
      const result = await ownerCheck.mutateAsync({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        postalCode: form.postalCode,
        vin: form.vin,
      });
      setOwnerTries((tries) => (result.matched ? tries : triesAfterFailure(tries)));
      setOwnerResult({ mismatched: result.mismatched, proceed: result.proceed });
      if (result.matched || result.proceed) {
        setOwnerDone(true);
        setWizard(advance(wizard));
      }
    } catch (cause) {
      setFailure(errorMessageFor(cause));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    switch (wizard.step) {
      case 1:
        await submitVehicle();
        return;
      case 2:
        if (!refuse(["email", "password", "confirmPassword", "pin"], checkAccountStep(form))) setWizard(advance(wizard));
        return;
      case 3: {
        const order: RegistrationField[] = ["firstName", "lastName", "notificationEmail", "phone", "street", "city", "postalCode"];
        if (!refuse(order, checkProfileStep(form))) setWizard(advance(wizard));
        return;
      }
      case 4:
        await submitOwner();
        return;
      case 5:
        setWizard(advance(wizard));
        return;
      case 6:
        setPhase("terms");
        return;
    }
  };

  const submitTerms = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setTerms((current) => ({ ...current, tried: true }));
    if (!terms.tnc || (kci && !terms.policy)) return;
    try {
      const result = await register.mutateAsync(
        registrationRequest(form, {
          tokenValidated: wizard.tokenValidated,
          tncId: termsQuery.data?.tncId,
          kci,
          policyConfirm: terms.policy,
          promotionAllow: terms.promotion,
          notificationList: notificationListOf(notificationChoices),
        }),
      );
      setEnrollmentStatus(result.enrollmentStatus);
      setPhase("done");
    } catch (cause) {
      setFailure(errorMessageFor(cause, "register.failed"));
    }
  };

  const stepTitle = (step: RegistrationStep) => t(`register.steps.${step}`);
  const steps = visibleSteps(wizard);
  const idleDialog = (
    <IdleWarningDialog
      deadline={idle.deadline}
      title={t("register.idle.title")}
      message={(time) => t("register.idle.message", { time })}
      stayLabel={t("register.idle.stay")}
      leaveLabel={t("register.idle.leave")}
      onStay={idle.stay}
      onLeave={() => void navigate("/login", { replace: true })}
    />
  );

  if (phase === "done" && enrollmentStatus !== null) {
    return (
      <main className="register" id="main">
        <PageHeading key="done" autoFocus title={t("register.done.title")}>
          {t("register.done.title")}
        </PageHeading>
        <CompletionMessage enrollmentStatus={enrollmentStatus} flow="registration" />
        <Link className="button button--primary" to="/login">
          {t("register.signIn")}
        </Link>
      </main>
    );
  }

  if (phase === "terms") {
    const tncMissing = terms.tried && !terms.tnc;
    const policyMissing = terms.tried && kci && !terms.policy;
    return (
      <main className="register" id="main">
        <PageHeading key="terms" autoFocus title={t("register.terms.title")}>
          {t("register.terms.title")}
        </PageHeading>
        {termsQuery.isPending && <LoadingStatus>{t("register.terms.loading")}</LoadingStatus>}
        {termsQuery.isError && <Alert>{messageText(errorMessageFor(termsQuery.error))}</Alert>}
        {termsQuery.data && (
          <div className="register-terms" tabIndex={0} role="region" aria-label={t("register.terms.title")}>
            <p>{termsQuery.data.termAndCondition}</p>
            {kci && (
              <>
                <h2>{t("register.terms.privacyTitle")}</h2>
                <p>{termsQuery.data.privacyPolicy}</p>
              </>
            )}
          </div>
        )}
        <form onSubmit={(event) => void submitTerms(event)} noValidate className="register-form">
          <NotificationChoices choices={notificationChoices} onChange={setNotificationChoices} />
          <Checkbox name="tncConfirm" isSelected={terms.tnc} isInvalid={tncMissing} onChange={(tnc) => setTerms((c) => ({ ...c, tnc }))}>
            {t("register.terms.accept")}
          </Checkbox>
          {kci && (
            <>
              <Checkbox
                name="policyConfirm"
                isSelected={terms.policy}
                isInvalid={policyMissing}
                onChange={(policy) => setTerms((c) => ({ ...c, policy }))}
              >
                {t("register.terms.policy")}
              </Checkbox>
              <Checkbox name="promotionAllow" isSelected={terms.promotion} onChange={(promotion) => setTerms((c) => ({ ...c, promotion }))}>
                {t("register.terms.promotion")}
              </Checkbox>
            </>
          )}
          {tncMissing && <Alert>{t("register.terms.required")}</Alert>}
          {policyMissing && <Alert>{t("register.terms.policyRequired")}</Alert>}
          {failure && <Alert>{messageText(failure)}</Alert>}
          <div className="register-actions">
            <Button variant="secondary" onPress={() => setPhase("wizard")}>
              {t("register.back")}
            </Button>
            <Button type="submit" isPending={register.isPending}>
              {register.isPending ? t("register.terms.submitting") : t("register.terms.submit")}
            </Button>
          </div>
        </form>
        {idleDialog}
      </main>
    );
  }

  const busy = validateVehicle.isPending || dealerToken.isPending || ownerCheck.isPending;
  const checklist = passwordChecklist("password", form.password, t);
  const mismatchKeys = ownerResult ? ownerMismatchKeys(ownerResult.mismatched) : [];

  return (
    <main className="register" id="main">
      <PageHeading key={`step-${wizard.step}`} autoFocus title={`${t("register.title")} – ${stepTitle(wizard.step)}`}>
        {t("register.heading", { step: stepTitle(wizard.step) })}
      </PageHeading>
      <p className="register-progress">{t("register.stepOf", { current: steps.indexOf(wizard.step) + 1, total: steps.length })}</p>
      <nav aria-label={t("register.stepList")}>
        <ol className="register-steps">
          {steps.map((step) => {
            const current = step === wizard.step;
            const label = stepTitle(step);
            return (
              <li key={step} className={current ? "register-steps__item register-steps__item--current" : "register-steps__item"}>
                {!current && canVisit(wizard, step) ? (
                  <Button variant="quiet" onPress={() => setWizard(visit(wizard, step))}>
                    {label}
                    <span className="visually-hidden"> ({t("register.stepDone")})</span>
                  </Button>
                ) : (
                  <span aria-current={current ? "step" : undefined}>{label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>

      {wizard.step === 5 && (
        <DealerStep
          chosen={form.preferredDealer ? { code: form.preferredDealer, name: form.preferredDealerName } : null}
          onChoose={(dealer) => setForm((current) => ({ ...current, preferredDealer: dealer.code, preferredDealerName: dealer.name }))}
          onClear={() => setForm((current) => ({ ...current, preferredDealer: "", preferredDealerName: "" }))}
        />
      )}

      <form onSubmit={(event) => void onSubmit(event)} noValidate className="register-form">
        {wizard.step === 1 && (
          <>
            <TextField
              label={t("register.vehicle.vin")}
              name="vin"
              value={form.vin}
              onChange={(value) => {
                set("vin")(value.toUpperCase());
                setVehicle(null);
              }}
              inputRef={refFor("vin")}
              description={t("register.vehicle.vinHelp")}
              errorMessage={error("vin")}
              autoCapitalize="characters"
              spellCheck={false}
              isRequired
            />
            {vehicle && (
              <p role="status">
                {t("register.vehicle.found", { year: vehicle.modelYear, model: vehicle.modelName, last4: vehicle.last4 })}
              </p>
            )}
            <TextField
              label={t("register.vehicle.nickname")}
              name="nickName"
              value={form.nickName}
              onChange={set("nickName")}
              inputRef={refFor("nickName")}
              description={t("register.vehicle.nicknameHelp")}
              errorMessage={error("nickName")}
            />
            <TextField
              label={`${t("register.vehicle.token")} (${t("register.optional")})`}
              name="rdrToken"
              value={form.rdrToken}
              onChange={(value) => {
                set("rdrToken")(value);
                if (wizard.tokenValidated) setWizard(vehicleChanged(wizard, false));
              }}
              inputRef={refFor("rdrToken")}
              description={t("register.vehicle.tokenHelp")}
              isDisabled={tokenLocked}
              autoComplete="off"
            />
            {wizard.tokenValidated && <p role="status">{t("register.vehicle.tokenValidated")}</p>}
            {!wizard.tokenValidated && tokenTries > 0 && !tokenLocked && (
              <p>{t("register.vehicle.tokenTriesLeft", { count: ENROLLMENT_MAX_TRIES - tokenTries })}</p>
            )}
            {tokenLocked && <Alert tone="info">{t("register.vehicle.tokenLocked")}</Alert>}
          </>
        )}

        {wizard.step === 2 && (
          <>
            <TextField
              label={t("register.account.email")}
              name="email"
              type="email"
              autoComplete="email"
              value={form.email}
              onChange={set("email")}
              inputRef={refFor("email")}
              errorMessage={error("email")}
              isRequired
            />
            <TextField
              label={t("register.account.password")}
              name="password"
              type="password"
              autoComplete="new-password"
              value={form.password}
              onChange={set("password")}
              inputRef={refFor("password")}
              errorMessage={error("password")}
              blockClipboard
              describedBy="register-password-rules"
              isRequired
            />
            <PasswordChecklist id="register-password-rules" heading={t("register.account.passwordRules")} items={checklist} />
            <TextField
              label={t("register.account.confirmPassword")}
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              value={form.confirmPassword}
              onChange={set("confirmPassword")}
              inputRef={refFor("confirmPassword")}
              errorMessage={error("confirmPassword")}
              blockClipboard
              isRequired
            />
            <PinField
              label={t("register.account.pin")}
              value={form.pin}
              onChange={set("pin")}
              inputRef={refFor("pin")}
              description={t("register.account.pinHelp")}
              errorMessage={error("pin")}
            />
          </>
        )}

        {wizard.step === 3 && (
          <>
            <NameFields form={form} set={set} refFor={refFor} error={error} full />
            <TextField
              label={t("register.profile.notificationEmail")}
              name="notificationEmail"
              type="email"
              autoComplete="email"
              value={form.notificationEmail}
              onChange={set("notificationEmail")}
              inputRef={refFor("notificationEmail")}
              errorMessage={error("notificationEmail")}
              isRequired
            />
            <TextField
              label={`${t("register.profile.phone")} (${t("register.optional")})`}
              name="phone"
              type="tel"
              autoComplete="tel-national"
              value={form.phone}
              onChange={(value) => set("phone")(formatPhoneAsTyped(value))}
              inputRef={refFor("phone")}
              description={t("register.profile.phoneHelp")}
              errorMessage={error("phone")}
            />
            <TextField
              label={t("register.profile.street")}
              name="street"
              autoComplete="address-line1"
              value={form.street}
              onChange={set("street")}
              inputRef={refFor("street")}
              errorMessage={error("street")}
              isRequired
            />
            <TextField
              label={`${t("register.profile.suite")} (${t("register.optional")})`}
              name="suite"
              autoComplete="address-line2"
              value={form.suite}
              onChange={set("suite")}
            />
            <TextField
              label={t("register.profile.city")}
              name="city"
              autoComplete="address-level2"
              value={form.city}
              onChange={set("city")}
              inputRef={refFor("city")}
              errorMessage={error("city")}
              isRequired
            />
            <SelectField
              label={t("register.profile.province")}
              name="province"
              value={form.province}
              onChange={(value) => set("province")(value)}
              options={PROVINCES.map((code) => ({ id: code, label: code }))}
            />
            <PostalCodeField form={form} set={set} refFor={refFor} error={error} />
          </>
        )}

        {wizard.step === 4 &&
          (wizard.tokenValidated ? (
            <p>{t("register.owner.tokenSkip")}</p>
          ) : ownerDone ? (
            <p role="status">
              {ownerResult?.proceed && mismatchKeys.length > 0 ? t("register.owner.proceed") : t("register.owner.matched")}
            </p>
          ) : (
            <>
              <p>{t("register.owner.intro")}</p>
              <NameFields form={form} set={set} refFor={refFor} error={error} full={false} />
              <PostalCodeField form={form} set={set} refFor={refFor} error={error} />
              {mismatchKeys.length > 0 && (
                <Alert>
                  {mismatchKeys
                    .map((key, index) => {
                      const text = t(key as "register.owner.FIRST_NAME_ONLY");
                      return index === 0 || index === mismatchKeys.length - 1
                        ? text
                        : `${text}${index < mismatchKeys.length - 2 ? "," : ""}`;
                    })
                    .join(" ")}{" "}
                  {t("register.owner.triesLeft", { count: Math.max(0, ENROLLMENT_MAX_TRIES - ownerTries) })}
                </Alert>
              )}
            </>
          ))}

        {wizard.step === 6 && (
          <Confirmation form={form} wizard={wizard} vehicle={vehicle} onEdit={(step) => setWizard(editFromConfirmation(wizard, step))} />
        )}

        {failure && <Alert>{messageText(failure)}</Alert>}

        <div className="register-actions">
          {wizard.step === 1 ? (
            <Link className="button button--secondary" to="/login">
              {t("register.cancel")}
            </Link>
          ) : (
            <Button variant="secondary" onPress={() => setWizard(goBack(wizard))}>
              {t("register.back")}
            </Button>
          )}
          <Button type="submit" isPending={busy}>
            {wizard.step === 6
              ? t("register.confirm.continue")
              : wizard.step === 4 && !wizard.tokenValidated && !ownerDone
                ? t("register.owner.check")
                : t("register.next")}
          </Button>
        </div>
      </form>
      {idleDialog}
    </main>
  );
}

type FieldHelpers = {
  form: RegistrationForm;
  set: (field: RegistrationField) => (value: string) => void;
  refFor: (field: RegistrationField) => (element: HTMLInputElement | null) => void;
  error: (field: RegistrationField) => string | undefined;
};

function NameFields({ form, set, refFor, error, full }: FieldHelpers & { full: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t("register.profile.firstName")}
        name="firstName"
        autoComplete="given-name"
        value={form.firstName}
        onChange={set("firstName")}
        inputRef={refFor("firstName")}
        errorMessage={error("firstName")}
        isRequired
      />
      {full && (
        <TextField
          label={`${t("register.profile.middleName")} (${t("register.optional")})`}
          name="middleName"
          autoComplete="additional-name"
          value={form.middleName}
          onChange={set("middleName")}
        />
      )}
      <TextField
        label={t("register.profile.lastName")}
        name="lastName"
        autoComplete="family-name"
        value={form.lastName}
        onChange={set("lastName")}
        inputRef={refFor("lastName")}
        errorMessage={error("lastName")}
        isRequired
      />
      {full && (
        <TextField
          label={`${t("register.profile.suffix")} (${t("register.optional")})`}
          name="suffix"
          autoComplete="honorific-suffix"
          value={form.suffix}
          onChange={set("suffix")}
        />
      )}
    </>
  );
}

function PostalCodeField({ form, set, refFor, error }: FieldHelpers) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("register.profile.postalCode")}
      name="postalCode"
      autoComplete="postal-code"
      value={form.postalCode}
      onChange={(value) => set("postalCode")(formatPostalCodeAsTyped(value))}
      inputRef={refFor("postalCode")}
      description={t("register.profile.postalCodeHelp")}
      errorMessage={error("postalCode")}
      autoCapitalize="characters"
      isRequired
    />
  );
}

/** regstep6: everything entered, one section per step with its Edit button. */
function Confirmation(props: {
  form: RegistrationForm;
  wizard: WizardState;
  vehicle: VehicleInfo | null;
  onEdit: (step: RegistrationStep) => void;
}) {
  const { t } = useTranslation();
  const { form } = props;
  const none = t("register.confirm.none");
  const show = (value: string) => (value.trim() === "" ? none : value);
  const section = (step: RegistrationStep, rows: [string, ReactNode][]) => (
    <section className="register-summary" aria-labelledby={`register-summary-${step}`}>
      <h2 id={`register-summary-${step}`}>{t(`register.steps.${step}`)}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" onPress={() => props.onEdit(step)}>
        {t("register.edit", { section: t(`register.steps.${step}`) })}
      </Button>
    </section>
  );
  return (
    <>
      <p>{t("register.confirm.intro")}</p>
      {section(1, [
        [t("register.vehicle.vin"), form.vin],
        [t("register.vehicle.nickname"), form.nickName],
        [t("register.vehicle.token"), props.wizard.tokenValidated ? t("register.confirm.tokenUsed") : none],
      ])}
      {section(2, [
        [t("register.account.email"), form.email],
        [t("register.account.password"), "••••••••"],
        [t("register.account.pin"), "••••"],
      ])}
      {!props.wizard.tokenValidated &&
        section(3, [
          [t("register.profile.firstName"), form.firstName],
          [t("register.profile.middleName"), show(form.middleName)],
          [t("register.profile.lastName"), form.lastName],
          [t("register.profile.suffix"), show(form.suffix)],
          [t("register.profile.notificationEmail"), form.notificationEmail],
          [t("register.profile.phone"), show(form.phone)],
          [t("register.profile.street"), [form.street, form.suite].filter(Boolean).join(", ")],
          [t("register.profile.city"), `${form.city}, ${form.province} ${form.postalCode}`],
        ])}
      {section(5, [[t("register.dealer.preferredDealer"), show(form.preferredDealerName)]])}
    </>
  );
}
