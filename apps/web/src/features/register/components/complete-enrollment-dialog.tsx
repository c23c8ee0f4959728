import {
  nicknameReason,
  normalizeNickname,
  ownerMismatchMessageKeys,
  ownershipProofProblems,
  vinLast4,
  type OwnershipProofInput,
} from "@carport/domain";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../../api/api-error.ts";
import { queryClient } from "../../../api/query-client.ts";
import { getBrandCode } from "../../../brands/current-brand.ts";
import { Alert } from "../../../components/alert.tsx";
import { AppDialog } from "../../../components/app-dialog.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { signOutAfterIdle } from "../../../session/sign-out.ts";
import { selectVehicle } from "../../../session/vehicles/select-vehicle.ts";
import { vehicleListQueryOptions } from "../../../session/vehicles/vehicle-list.ts";
import { useAddVehicleMutation, useOwnerCheckMutation } from "../api/enrollment.ts";
import { addedVehicleIsReady } from "../register-wizard.ts";
import { CompletionMessage } from "./completion-view.tsx";
import { useEnrollmentIdlePrompt } from "../../../components/enrollment-idle-prompt.tsx";
import { OwnershipProofFields, type PortalProofKind } from "./ownership-proof-fields.tsx";
import "../../../styles/register.css";
import { NO_CONSENTS, TermsConsents } from "../../../components/terms-consents.tsx";
import { NotificationChoices, notificationListOf, useNotificationChoices } from "../../../components/notification-choices.tsx";
import { addVehicleBody } from "../add-vehicle-body.ts";

/** Which dialog a waiting enrollment asks for (account-and-enrollment.md 4): 1 the full enrollment, 2 add-vehicle. */
export type CompletionKind = "enrollment" | "addVehicle";

/** The car the dialog completes: its VIN, and what the vehicle list knows of it when it is listed. */
export interface CarToComplete {
  vin: string;
  meid?: string;
  nickName?: string;
  modelName?: string;
  modelYear?: string;
}

const FULL_STEPS = ["vehicle", "proof", "confirm"] as const;
type FullStep = (typeof FULL_STEPS)[number];

/**
 * The dialogs that finish a car's enrollment for the signed-in owner: the full enrollment dialog
 * (a car enrolled from its own screen, status 1: vehicle, proof of ownership, confirmation) and
 * the add-vehicle dialog for one named car (the dealer enrolled it, status 2, or the car's link
 * named it at sign-in: one form). Both prove ownership as adding any car does (owner data checked
 * with `vrfyvhclownr` first, or the dealer token, or the in-car code), then `addvhcl`.
 */
export function CompleteEnrollmentDialog(props: {
  kind: CompletionKind;
  car: CarToComplete;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const add = useAddVehicleMutation();
  const ownerCheck = useOwnerCheckMutation();
  const kci = getBrandCode() === "kci";
  const { car } = props;
  const full = props.kind === "enrollment";
  const [step, setStep] = useState<FullStep>("vehicle");
  const [nickname, setNickname] = useState(car.nickName ?? "");
  const [proofKind, setProofKind] = useState<PortalProofKind>("ownerData");
  const [proof, setProof] = useState<OwnershipProofInput>({ firstName: "", lastName: "", postalCode: "", rdrToken: "" });
  const [terms, setTerms] = useState(NO_CONSENTS);
  const [notificationChoices, setNotificationChoices] = useNotificationChoices(car.vin);
  const [problems, setProblems] = useState<{ nickname?: string; terms?: string } & Partial<Record<keyof OwnershipProofInput, string>>>({});
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [status, setStatus] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = (name: string) =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus());
  const idlePrompt = useEnrollmentIdlePrompt({
    signedIn: true,
    enabled: props.isOpen && status === null,
    onTimeout: () => {
      props.onOpenChange(false);
      void signOutAfterIdle().then(() => navigate("/login", { replace: true }));
    },
  });

  const busy = add.isPending || ownerCheck.isPending;
  const last4 = vinLast4(car.vin);
  const vehicleLine = car.modelName
    ? t("register.complete.vehicleLine", { year: car.modelYear ?? "", model: car.modelName, last4 })
    : t("register.complete.vinLine", { last4 });
  const inCarLink = `/incarenrollment?view=1&data=${encodeURIComponent(car.meid ? `${car.vin}:${car.meid}` : car.vin)}`;

  const nicknameProblem = () => {
    const reason = nicknameReason(nickname);
    return reason ? { nickname: t(reason === "emptyNick" ? "register.validation.nickname" : "register.validation.nicknameTooLong") } : {};
  };
  const proofProblems = () =>
    Object.fromEntries(
      Object.entries(ownershipProofProblems(proofKind, proof)).map(([field, reason]) => [
        field,
        t(reason === "required" ? "register.validation.required" : "register.validation.postalCode"),
      ]),
    );
  const termsProblem = () =>
    !terms.tnc ? { terms: t("register.terms.required") } : kci && !terms.policy ? { terms: t("register.terms.policyRequired") } : {};

  /** Shows the problems found and focuses the first; answers whether there were any. */
  const refuse = (found: typeof problems): boolean => {
    setProblems(found);
    const proofField = (["firstName", "lastName", "postalCode", "rdrToken"] as const).find((field) => found[field]);
    const first = found.nickname ? "nickname" : (proofField ?? (found.terms ? (terms.tnc ? "policyConfirm" : "tncConfirm") : null));
    if (first) focusField(first);
    return first !== null;
  };

  const submit = async () => {
    setFailure(null);
    const owner = { firstName: proof.firstName.trim(), lastName: proof.lastName.trim(), postalCode: proof.postalCode };
    try {
      if (proofKind === "ownerData") {
        const checked = await ownerCheck.mutateAsync({ vin: car.vin, ...owner });
        if (!checked.matched) {
          const keys = ownerMismatchMessageKeys(checked.mismatched);
          setFailure({
            text:
              checked.triesLeft === 0 || keys.length === 0
                ? t("register.addVehicle.ownerExhausted")
                : `${keys.map((key) => t(`register.owner.${key}` as "register.owner.FIRST_NAME_ONLY")).join(" ")} ${t("register.owner.triesLeft", { count: checked.triesLeft })}`,
          });
          if (full) setStep("proof");
          focusField("firstName");
          return;
        }
      }
      const result = await add.mutateAsync(
        addVehicleBody({
          vin: car.vin,
          nickname,
          proofKind,
          proof,
          consents: terms,
          kci,
          notificationList: notificationListOf(notificationChoices),
        }),
      );
      if (addedVehicleIsReady(result)) await selectVehicle(result.vehicleId);
      await queryClient.invalidateQueries({ queryKey: vehicleListQueryOptions().queryKey });
      setStatus(result.enrollmentStatus);
    } catch (cause) {
      setFailure(errorMessageFor(cause));
      const code = isApiError(cause) ? cause.errorCode : null;
      if (full && (code === "7655" || code === "7654")) setStep("proof");
      focusField(code === "7655" || code === "7654" ? "rdrToken" : "nickname");
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!full) {
      if (refuse({ ...nicknameProblem(), ...proofProblems(), ...termsProblem() })) return;
      void submit();
      return;
    }
    if (step === "vehicle") {
      if (!refuse(nicknameProblem())) setStep("proof");
      return;
    }
    if (step === "proof") {
      if (!refuse(proofProblems())) setStep("confirm");
      return;
    }
    if (!refuse(termsProblem())) void submit();
  };

  const title = full ? t("register.complete.enrollTitle") : t("register.complete.addTitle");
  const nicknameField = (
    <TextField
      label={t("register.vehicle.nickname")}
      name="nickname"
      value={nickname}
      onChange={setNickname}
      description={t("register.vehicle.nicknameHelp")}
      errorMessage={problems.nickname}
      isRequired
    />
  );
  const proofFields = (
    <OwnershipProofFields
      kind={proofKind}
      onKindChange={setProofKind}
      value={proof}
      onChange={setProof}
      inCarLink={inCarLink}
      errors={{ firstName: problems.firstName, lastName: problems.lastName, postalCode: problems.postalCode, rdrToken: problems.rdrToken }}
    />
  );
  const termsFields = (
    <>
      <NotificationChoices choices={notificationChoices} onChange={setNotificationChoices} />
      <TermsConsents
        consents={terms}
        onChange={setTerms}
        kci={kci}
        labels={{ terms: t("register.addVehicle.terms"), policy: t("register.terms.policy"), promotion: t("register.terms.promotion") }}
        problem={problems.terms}
      />
    </>
  );

  return (
    <AppDialog isOpen={props.isOpen} onOpenChange={props.onOpenChange} title={status === null ? title : t("register.done.addedTitle")}>
      {status !== null ? (
        <div className="register-form">
          <CompletionMessage enrollmentStatus={status} flow="addVehicle" />
          <div className="register-actions">
            <Button onPress={() => props.onOpenChange(false)}>{t("register.addVehicle.close")}</Button>
          </div>
        </div>
      ) : (
        <form ref={formRef} className="register-form" noValidate onSubmit={onSubmit}>
          <p>{vehicleLine}</p>
          {full && (
            <ol className="register-steps" aria-label={t("register.complete.stepsLabel")}>
              {FULL_STEPS.map((name) => (
                <li key={name} className={name === step ? "register-steps__item register-steps__item--current" : "register-steps__item"}>
                  <span aria-current={name === step ? "step" : undefined}>{t(`register.complete.steps.${name}`)}</span>
                </li>
              ))}
            </ol>
          )}
          {(!full || step === "vehicle") && nicknameField}
          {(!full || step === "proof") && proofFields}
          {full && step === "confirm" && (
            <dl className="register-summary">
              <dt>{t("register.vehicle.nickname")}</dt>
              <dd>{normalizeNickname(nickname)}</dd>
              <dt>{t("register.addVehicle.proofLabel")}</dt>
              <dd>{proofKind === "ownerData" ? t("register.addVehicle.proofOwner") : t("register.addVehicle.proofToken")}</dd>
            </dl>
          )}
          {(!full || step === "confirm") && termsFields}
          {failure && <Alert>{messageText(failure)}</Alert>}
          {idlePrompt}
          <div className="register-actions">
            {full && step !== "vehicle" ? (
              <Button variant="secondary" onPress={() => setStep(step === "confirm" ? "proof" : "vehicle")}>
                {t("register.complete.back")}
              </Button>
            ) : (
              <Button variant="secondary" onPress={() => props.onOpenChange(false)}>
                {t("register.cancel")}
              </Button>
            )}
            <Button type="submit" isPending={busy}>
              {full && step !== "confirm"
                ? t("register.complete.next")
                : busy
                  ? t("register.addVehicle.submitting")
                  : t("register.complete.submit")}
            </Button>
          </div>
        </form>
      )}
    </AppDialog>
  );
}
