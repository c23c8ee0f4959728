import { NotificationChoices, notificationListOf, useNotificationChoices } from "../../../components/notification-choices.tsx";
import {
  isValidEmail,
  isValidPassword,
  isValidPin,
  nicknameReason,
  normalizeNickname,
  ownershipProofProblems,
  passwordMatchesConfirmation,
  type OwnershipProofInput,
} from "@carport/domain";
import type { CallRequest } from "@carport/protocol";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { getBrandCode } from "../../../brands/current-brand.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PasswordChecklist } from "../../../components/password-checklist.tsx";
import { PinField } from "../../../components/pin-field.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { passwordChecklist } from "../../../components/password-rules.ts";
import { useInCarRegisterMutation } from "../api/in-car-register.ts";
import { OwnershipProofFields, type PortalProofKind } from "../../register/index.ts";
import { consentFields, consentsMissing, NO_CONSENTS, TermsConsents } from "../../../components/terms-consents.tsx";

const EMPTY = {
  nickname: "",
  email: "",
  password: "",
  confirmPassword: "",
  pin: "",
};
const NO_PROOF: OwnershipProofInput = { rdrToken: "", firstName: "", lastName: "", postalCode: "" };
type Field = keyof typeof EMPTY | keyof OwnershipProofInput | "terms";

/** View 3 without an account: `ivecmpltn` creates one with the verified vehicle (dealer token or owner name and postal code). */
export function CompleteRegisterView(props: { vehicleId: string; vin: string; onDone: (enrollmentStatus: number) => void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const register = useInCarRegisterMutation();
  const kci = getBrandCode() === "kci";
  const [form, setForm] = useState(EMPTY);
  // The dealer token first, as the car's own registration asked it; the owner's names and postal code the other way.
  const [proofKind, setProofKind] = useState<PortalProofKind>("dealerToken");
  const [proof, setProof] = useState(NO_PROOF);
  const [terms, setTerms] = useState(NO_CONSENTS);
  // The per-type notification choices of this car (gtntfsttngtyps), sent as notificationList.
  const [notificationChoices, setNotificationChoices] = useNotificationChoices(props.vin);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const set = (field: keyof typeof EMPTY) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const check = (): Partial<Record<Field, string>> => ({
    ...(nicknameReason(form.nickname) ? { nickname: t("inCar.complete.nicknameInvalid") } : {}),
    ...(!isValidEmail(form.email.trim()) ? { email: t("inCar.complete.emailInvalid") } : {}),
    ...(!isValidPassword(form.password) ? { password: t("inCar.complete.passwordInvalid") } : {}),
    ...(!passwordMatchesConfirmation(form.password, form.confirmPassword) ? { confirmPassword: t("inCar.complete.confirmMismatch") } : {}),
    ...(!isValidPin(form.pin) ? { pin: t("inCar.complete.pinInvalid") } : {}),
    ...Object.fromEntries(
      Object.entries(ownershipProofProblems(proofKind, proof)).map(([field, reason]) => [
        field,
        t(reason === "required" ? "register.validation.required" : "register.validation.postalCode"),
      ]),
    ),
    ...(consentsMissing(terms, kci) ? { terms: t("inCar.complete.termsRequired") } : {}),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    setFailure(null);
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const email = form.email.trim();
    const owner: Pick<CallRequest<"inCarRegister">, "rdrToken" | "profile"> = proofKind === "dealerToken"
      ? { rdrToken: proof.rdrToken.trim() }
      : {
          profile: {
            firstName: proof.firstName.trim(),
            lastName: proof.lastName.trim(),
            notificationEmail: email,
            addresses: { primary: { postalCode: proof.postalCode } },
          } as NonNullable<CallRequest<"inCarRegister">["profile"]>,
        };
    try {
      const result = await register.mutateAsync({
        vehicleId: props.vehicleId,
        nickname: normalizeNickname(form.nickname),
        account: { email, password: form.password, confirmPassword: form.confirmPassword },
        pin: form.pin,
        tncConfirm: "Y",
        notificationList: notificationListOf(notificationChoices),
        ...owner,
        ...consentFields(terms, kci),
      });
      props.onDone(result.enrollmentStatus);
    } catch (cause) {
      setFailure(errorMessageFor(cause));
    }
  };

  return (
    <form className="register-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p>
        <Link to="/login">{t("inCar.complete.signInInstead")}</Link>
      </p>
      <TextField
        label={t("inCar.complete.nickname")}
        name="nickname"
        value={form.nickname}
        onChange={set("nickname")}
        description={t("inCar.complete.nicknameHelp")}
        errorMessage={problems.nickname}
        isRequired
      />
      <TextField
        label={t("inCar.complete.email")}
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={set("email")}
        errorMessage={problems.email}
        isRequired
      />
      <TextField
        label={t("inCar.complete.password")}
        name="password"
        type="password"
        autoComplete="new-password"
        blockClipboard
        describedBy="in-car-password-rules"
        value={form.password}
        onChange={set("password")}
        errorMessage={problems.password}
        isRequired
      />
      <PasswordChecklist
        id="in-car-password-rules"
        heading={t("inCar.complete.passwordRules")}
        items={passwordChecklist("password", form.password, t)}
      />
      <TextField
        label={t("inCar.complete.confirmPassword")}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        blockClipboard
        value={form.confirmPassword}
        onChange={set("confirmPassword")}
        errorMessage={problems.confirmPassword}
        isRequired
      />
      <PinField label={t("inCar.complete.pin")} value={form.pin} onChange={set("pin")} errorMessage={problems.pin} />
      <fieldset className="register-form">
        <legend>{t("inCar.complete.ownerIntro")}</legend>
        <OwnershipProofFields
          kind={proofKind}
          onKindChange={setProofKind}
          value={proof}
          onChange={setProof}
          errors={{
            firstName: problems.firstName,
            lastName: problems.lastName,
            postalCode: problems.postalCode,
            rdrToken: problems.rdrToken,
          }}
          inCarLink={null}
        />
      </fieldset>
      <NotificationChoices choices={notificationChoices} onChange={setNotificationChoices} />
      <TermsConsents
        consents={terms}
        onChange={setTerms}
        kci={kci}
        labels={{ terms: t("inCar.complete.terms"), policy: t("inCar.complete.policy"), promotion: t("inCar.complete.promotion") }}
        problem={problems.terms}
      />
      {failure && <Alert>{messageText(failure)}</Alert>}
      <div className="register-actions">
        <Button type="submit" isPending={register.isPending}>
          {register.isPending ? t("inCar.complete.submitting") : t("inCar.complete.registerSubmit")}
        </Button>
      </div>
    </form>
  );
}
