import { hasTriesLeft, normalizeVin, triesAfterFailure, vinLast4, type OwnerField } from "@carport/domain";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/api-error.ts";
import { getBrandCode } from "../../brands/current-brand.ts";
import { errorMessageFor, type ErrorMessage } from "../../i18n/error-messages.ts";
import { termsQueryOptions } from "../terms/index.ts";
import { notificationListOf, useNotificationChoices } from "../../components/notification-choices.tsx";
import { useDealerTokenMutation, useOwnerCheckMutation, useRegisterAccountMutation, useValidateVehicleMutation } from "./api/enrollment.ts";
import {
  advance,
  checkAccountStep,
  checkOwnerStep,
  checkProfileStep,
  checkVehicleStep,
  EMPTY_REGISTRATION,
  firstProblem,
  INITIAL_WIZARD,
  registrationRequest,
  vehicleChanged,
  type RegistrationField,
  type RegistrationForm,
  type ValidationKey,
  type WizardState,
} from "./register-wizard.ts";
import { useSettledLanguageId } from "./use-settled-language.ts";

export type RegistrationPhase = "wizard" | "terms" | "done";
export type VehicleInfo = { last4: string; modelName: string; modelYear: string };
export type TermsChoice = { tnc: boolean; policy: boolean; promotion: boolean; tried: boolean };

/** What a step's fields are given: the form, its setters, its errors and its inputs (for focus). */
export interface FieldHelpers {
  form: RegistrationForm;
  set: (field: RegistrationField) => (value: string) => void;
  refFor: (field: RegistrationField) => (element: HTMLInputElement | null) => void;
  error: (field: RegistrationField) => string | undefined;
}

/** The registration wizard's state and its submissions (register-page.tsx shows them). */
export function useRegistration() {
  const { t } = useTranslation();
  const [form, setForm] = useState<RegistrationForm>(EMPTY_REGISTRATION);
  const [wizard, setWizard] = useState<WizardState>(INITIAL_WIZARD);
  const [phase, setPhase] = useState<RegistrationPhase>("wizard");
  const [problems, setProblems] = useState<Partial<Record<RegistrationField, ValidationKey>>>({});
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [vehicle, setVehicle] = useState<VehicleInfo | null>(null);
  const [tokenTries, setTokenTries] = useState(0);
  const [ownerTries, setOwnerTries] = useState(0);
  const [ownerResult, setOwnerResult] = useState<{ mismatched: OwnerField[]; proceed: boolean } | null>(null);
  const [ownerDone, setOwnerDone] = useState(false);
  const [terms, setTerms] = useState<TermsChoice>({ tnc: false, policy: false, promotion: false, tried: false });
  const [notificationChoices, setNotificationChoices] = useNotificationChoices(normalizeVin(form.vin));
  const [enrollmentStatus, setEnrollmentStatus] = useState<number | null>(null);
  // "My car is connected through the maker's app": no car looked up now, it comes from the linked maker account.
  const [throughMaker, setThroughMakerState] = useState(false);
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

  const setThroughMaker = (selected: boolean) => {
    setThroughMakerState(selected);
    setProblems({});
    setVehicle(null);
  };

  const error = (field: RegistrationField) => (problems[field] ? t(`register.validation.${problems[field]}`) : undefined);
  const tokenLocked = !hasTriesLeft(tokenTries);

  const submitVehicle = async () => {
    const vin = normalizeVin(form.vin);
    const next = { ...form, vin };
    setForm(next);
    if (throughMaker) {
      if (refuse(["vin", "nickName"], checkVehicleStep(next, true))) return;
      setWizard(advance(wizard.tokenValidated ? vehicleChanged(wizard, false) : wizard));
      return;
    }
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
    if (wizard.tokenValidated || ownerDone || throughMaker) {
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
          throughMaker,
          notificationList: notificationListOf(notificationChoices),
        }),
      );
      setEnrollmentStatus(result.enrollmentStatus);
      setPhase("done");
    } catch (cause) {
      setFailure(errorMessageFor(cause, "register.failed"));
    }
  };

  const fieldHelpers: FieldHelpers = { form, set, refFor, error };
  return {
    ...fieldHelpers,
    fieldHelpers,
    setForm,
    wizard,
    setWizard,
    phase,
    setPhase,
    failure,
    vehicle,
    setVehicle,
    tokenTries,
    tokenLocked,
    ownerTries,
    ownerResult,
    ownerDone,
    throughMaker,
    setThroughMaker,
    terms,
    setTerms,
    notificationChoices,
    setNotificationChoices,
    enrollmentStatus,
    kci,
    termsQuery,
    registering: register.isPending,
    busy: validateVehicle.isPending || dealerToken.isPending || ownerCheck.isPending,
    onSubmit,
    submitTerms,
  };
}

export type Registration = ReturnType<typeof useRegistration>;
