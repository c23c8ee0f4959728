import {
  nicknameReason,
  normalizeNickname,
  normalizeVin,
  ownerMismatchMessageKeys,
  vinLast4,
  ownershipProofProblems,
  vinReason,
  type OwnershipProofInput,
} from "@carport/domain";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { queryClient } from "../../../api/query-client.ts";
import { getBrandCode } from "../../../brands/current-brand.ts";
import { Alert } from "../../../components/alert.tsx";
import { AppDialog } from "../../../components/app-dialog.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { isApiError } from "../../../api/api-error.ts";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { signOutAfterIdle } from "../../../session/sign-out.ts";
import { selectVehicle } from "../../../session/vehicles/select-vehicle.ts";
import { vehicleListQueryOptions } from "../../../session/vehicles/vehicle-list.ts";
import { useAddVehicleMutation, useOwnerCheckMutation, useValidateVehicleMutation } from "../api/enrollment.ts";
import { addedVehicleIsReady } from "../register-wizard.ts";
import { CompletionMessage } from "./completion-view.tsx";
import { useEnrollmentIdlePrompt } from "../../../components/enrollment-idle-prompt.tsx";
import { OwnershipProofFields, type PortalProofKind } from "./ownership-proof-fields.tsx";
import "../../../styles/register.css";
import { NO_CONSENTS, TermsConsents } from "../../../components/terms-consents.tsx";
import { NotificationChoices, notificationListOf, useNotificationChoices } from "../../../components/notification-choices.tsx";
import { addVehicleBody } from "../add-vehicle-body.ts";

/** The owner-data mismatch as one sentence: the register.owner keys joined as the registration wizard shows them. */
function mismatchText(keys: string[], t: (key: "register.owner.FIRST_NAME_ONLY") => string): string {
  return keys
    .map((key, index) => {
      const text = t(`register.owner.${key}` as "register.owner.FIRST_NAME_ONLY");
      return index === 0 || index === keys.length - 1 ? text : `${text}${index < keys.length - 2 ? "," : ""}`;
    })
    .join(" ");
}

/**
 * The add-vehicle popup of the vehicles list: VIN (`vldvhcl`), nickname, the proof that the
 * vehicle is the owner's (owner data checked with `vrfyvhclownr` first, so a mismatch names its
 * fields and tries left; or the dealer token; or a link to the in-car enrollment), terms, then
 * `addvhcl` and the completion view. A fully enrolled active vehicle becomes the selected one.
 */
export function AddVehicleDialog(props: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const validate = useValidateVehicleMutation();
  const add = useAddVehicleMutation();
  const ownerCheck = useOwnerCheckMutation();
  const kci = getBrandCode() === "kci";
  const [vin, setVin] = useState("");
  const [nickname, setNickname] = useState("");
  const [terms, setTerms] = useState(NO_CONSENTS);
  const [notificationChoices, setNotificationChoices] = useNotificationChoices(normalizeVin(vin));
  const [proofKind, setProofKind] = useState<PortalProofKind>("ownerData");
  const [proof, setProof] = useState<OwnershipProofInput>({ firstName: "", lastName: "", postalCode: "", rdrToken: "" });
  const [problems, setProblems] = useState<
    { vin?: string; nickname?: string; terms?: string } & Partial<Record<keyof OwnershipProofInput, string>>
  >({});
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [status, setStatus] = useState<number | null>(null);
  // The vehicle `vldvhcl` found, shown with its VIN's last 4 (vehicle-area.md 5).
  const [found, setFound] = useState<{ last4: string; modelName: string; modelYear: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  // The popup's 9-minute inactivity prompt (account-and-enrollment.md 9), then sign-out.
  const idlePrompt = useEnrollmentIdlePrompt({
    signedIn: true,
    enabled: props.isOpen && status === null,
    onTimeout: () => {
      props.onOpenChange(false);
      void signOutAfterIdle().then(() => navigate("/login", { replace: true }));
    },
  });
  /** Moves focus to a field of the form once its message shows (on the next render). */
  const focusField = (name: string) =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (validate.isPending || add.isPending || ownerCheck.isPending) return;
    setFailure(null);
    setFound(null);
    const normalized = normalizeVin(vin);
    setVin(normalized);
    const vinProblem = vinReason(normalized);
    const nickProblem = nicknameReason(nickname);
    const found: typeof problems = {
      ...(vinProblem ? { vin: t(vinProblem === "VIN_REQUIRED" ? "register.validation.required" : "register.validation.vin") } : {}),
      ...(nickProblem
        ? { nickname: t(nickProblem === "emptyNick" ? "register.validation.nickname" : "register.validation.nicknameTooLong") }
        : {}),
      ...Object.fromEntries(
        Object.entries(ownershipProofProblems(proofKind, proof)).map(([field, reason]) => [
          field,
          t(reason === "required" ? "register.validation.required" : "register.validation.postalCode"),
        ]),
      ),
      ...(!terms.tnc ? { terms: t("register.terms.required") } : kci && !terms.policy ? { terms: t("register.terms.policyRequired") } : {}),
    };
    setProblems(found);
    const proofField = (["firstName", "lastName", "postalCode", "rdrToken"] as const).find((field) => found[field]);
    const first = found.vin
      ? "vin"
      : found.nickname
        ? "nickname"
        : (proofField ?? (found.terms ? (terms.tnc ? "policyConfirm" : "tncConfirm") : null));
    if (first) {
      focusField(first);
      return;
    }
    try {
      const vehicle = await validate.mutateAsync({ vin: normalized });
      setFound({ last4: vehicle.last4 || vinLast4(normalized), modelName: vehicle.modelName, modelYear: vehicle.modelYear });
      const owner = { firstName: proof.firstName.trim(), lastName: proof.lastName.trim(), postalCode: proof.postalCode };
      if (proofKind === "ownerData") {
        const checked = await ownerCheck.mutateAsync({ vin: normalized, ...owner });
        if (!checked.matched) {
          const keys = ownerMismatchMessageKeys(checked.mismatched);
          setFailure({
            text:
              checked.triesLeft === 0 || keys.length === 0
                ? t("register.addVehicle.ownerExhausted")
                : `${mismatchText(keys, t)} ${t("register.owner.triesLeft", { count: checked.triesLeft })}`,
          });
          focusField("firstName");
          return;
        }
      }
      const result = await add.mutateAsync(
        addVehicleBody({
          vin: normalized,
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
      // A refused dealer token is the field to correct; the other refusals are about the vehicle
      // (unknown, already enrolled, not eligible): the VIN (vehicle-area.md 5: invalid and focused),
      // as the pending button gave up focus.
      const code = isApiError(cause) ? cause.errorCode : null;
      focusField(code === "7655" || code === "7654" ? "rdrToken" : "vin");
    }
  };

  return (
    <AppDialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      title={status === null ? t("register.addVehicle.title") : t("register.done.addedTitle")}
    >
      {status !== null ? (
        <div className="register-form">
          {found && <p>{t("register.vehicle.found", { year: found.modelYear, model: found.modelName, last4: found.last4 })}</p>}
          <CompletionMessage enrollmentStatus={status} flow="addVehicle" />
          <div className="register-actions">
            <Button onPress={() => props.onOpenChange(false)}>{t("register.addVehicle.close")}</Button>
          </div>
        </div>
      ) : (
        <form ref={formRef} className="register-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField
            label={t("register.vehicle.vin")}
            name="vin"
            value={vin}
            onChange={(value) => setVin(value.toUpperCase())}
            description={t("register.vehicle.vinHelp")}
            errorMessage={problems.vin}
            autoCapitalize="characters"
            spellCheck={false}
            isRequired
          />
          <TextField
            label={t("register.vehicle.nickname")}
            name="nickname"
            value={nickname}
            onChange={setNickname}
            description={t("register.vehicle.nicknameHelp")}
            errorMessage={problems.nickname}
            isRequired
          />
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
          />
          <NotificationChoices choices={notificationChoices} onChange={setNotificationChoices} />
          <TermsConsents
            consents={terms}
            onChange={setTerms}
            kci={kci}
            labels={{ terms: t("register.addVehicle.terms"), policy: t("register.terms.policy"), promotion: t("register.terms.promotion") }}
            problem={problems.terms}
          />
          {found && (
            <p role="status">{t("register.vehicle.found", { year: found.modelYear, model: found.modelName, last4: found.last4 })}</p>
          )}
          {failure && <Alert>{messageText(failure)}</Alert>}
          {idlePrompt}
          <div className="register-actions">
            <Button variant="secondary" onPress={() => props.onOpenChange(false)}>
              {t("register.cancel")}
            </Button>
            <Button type="submit" isPending={validate.isPending || add.isPending || ownerCheck.isPending}>
              {add.isPending ? t("register.addVehicle.submitting") : t("register.addVehicle.submit")}
            </Button>
          </div>
        </form>
      )}
    </AppDialog>
  );
}
