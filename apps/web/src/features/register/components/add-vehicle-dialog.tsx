import { nicknameReason, normalizeNickname, normalizeVin, vinReason } from "@carport/domain";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { queryClient } from "../../../api/query-client.ts";
import { getBrandCode } from "../../../brands/current-brand.ts";
import { Alert } from "../../../components/alert.tsx";
import { AppDialog } from "../../../components/app-dialog.tsx";
import { Button } from "../../../components/button.tsx";
import { Checkbox } from "../../../components/checkbox.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { selectVehicle, vehicleListQueryOptions } from "../../vehicles/index.ts";
import { useAddVehicleMutation, useValidateVehicleMutation } from "../api/enrollment.ts";
import { addedVehicleIsReady } from "../register-wizard.ts";
import { CompletionMessage } from "./completion-view.tsx";
import "../register.css";

/**
 * The add-vehicle popup of the vehicles list: VIN (`vldvhcl`), nickname, terms, then `addvhcl`
 * and the completion view. A fully enrolled active vehicle becomes the selected one.
 */
export function AddVehicleDialog(props: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const validate = useValidateVehicleMutation();
  const add = useAddVehicleMutation();
  const kci = getBrandCode() === "kci";
  const [vin, setVin] = useState("");
  const [nickname, setNickname] = useState("");
  const [terms, setTerms] = useState({ tnc: false, policy: false, promotion: false });
  const [problems, setProblems] = useState<{ vin?: string; nickname?: string; terms?: string }>({});
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [status, setStatus] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** Moves focus to a field of the form once its message shows (on the next render). */
  const focusField = (name: string) => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (validate.isPending || add.isPending) return;
    setFailure(null);
    const normalized = normalizeVin(vin);
    setVin(normalized);
    const vinProblem = vinReason(normalized);
    const nickProblem = nicknameReason(nickname);
    const found = {
      ...(vinProblem ? { vin: t(vinProblem === "VIN_REQUIRED" ? "register.validation.required" : "register.validation.vin") } : {}),
      ...(nickProblem ? { nickname: t(nickProblem === "emptyNick" ? "register.validation.nickname" : "register.validation.nicknameTooLong") } : {}),
      ...(!terms.tnc ? { terms: t("register.terms.required") } : kci && !terms.policy ? { terms: t("register.terms.policyRequired") } : {}),
    };
    setProblems(found);
    const first = found.vin ? "vin" : found.nickname ? "nickname" : found.terms ? (terms.tnc ? "policyConfirm" : "tncConfirm") : null;
    if (first) {
      focusField(first);
      return;
    }
    try {
      await validate.mutateAsync({ vin: normalized });
      const result = await add.mutateAsync({
        vin: normalized,
        nickname: normalizeNickname(nickname),
        tncConfirm: "Y",
        notificationList: [],
        ...(kci ? { policyConfirm: terms.policy ? "Y" : "N", promotionAllow: terms.promotion ? "Y" : "N" } : {}),
      });
      if (addedVehicleIsReady(result)) await selectVehicle(result.vehicleId);
      await queryClient.invalidateQueries({ queryKey: vehicleListQueryOptions().queryKey });
      setStatus(result.enrollmentStatus);
    } catch (cause) {
      setFailure(errorMessageFor(cause));
      // The refusals here are about the vehicle (unknown, already enrolled, not eligible): the VIN is
      // the field to correct (vehicle-area.md 5: invalid and focused), and the pending button gave up focus.
      focusField("vin");
    }
  };

  return (
    <AppDialog isOpen={props.isOpen} onOpenChange={props.onOpenChange} title={status === null ? t("register.addVehicle.title") : t("register.done.addedTitle")}>
      {status !== null ? (
        <div className="register-form">
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
          <Checkbox name="tncConfirm" isSelected={terms.tnc} isInvalid={Boolean(problems.terms) && !terms.tnc} onChange={(tnc) => setTerms((c) => ({ ...c, tnc }))}>
            {t("register.addVehicle.terms")}
          </Checkbox>
          {kci && (
            <>
              <Checkbox name="policyConfirm" isSelected={terms.policy} onChange={(policy) => setTerms((c) => ({ ...c, policy }))}>
                {t("register.terms.policy")}
              </Checkbox>
              <Checkbox name="promotionAllow" isSelected={terms.promotion} onChange={(promotion) => setTerms((c) => ({ ...c, promotion }))}>
                {t("register.terms.promotion")}
              </Checkbox>
            </>
          )}
          {problems.terms && <Alert>{problems.terms}</Alert>}
          {failure && <Alert>{messageText(failure)}</Alert>}
          <div className="register-actions">
            <Button variant="secondary" onPress={() => props.onOpenChange(false)}>
              {t("register.cancel")}
            </Button>
            <Button type="submit" isPending={validate.isPending || add.isPending}>
              {add.isPending ? t("register.addVehicle.submitting") : t("register.addVehicle.submit")}
            </Button>
          </div>
        </form>
      )}
    </AppDialog>
  );
}
