import { NotificationChoices, notificationListOf, useNotificationChoices } from "../../../components/notification-choices.tsx";
import { nicknameReason, normalizeNickname } from "@carport/domain";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { getBrandCode } from "../../../brands/current-brand.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { useInCarAddVehicleMutation } from "../api/in-car-add-vehicle.ts";
import { consentFields, consentsMissing, NO_CONSENTS, TermsConsents } from "../../../components/terms-consents.tsx";

/** View 3 for a signed-in owner: nickname and terms, then `ivscmpltn` adds the verified vehicle. */
export function CompleteAddView(props: { vehicleId: string; vin: string; onDone: (enrollmentStatus: number) => void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const add = useInCarAddVehicleMutation();
  const kci = getBrandCode() === "kci";
  const [nickname, setNickname] = useState("");
  const [terms, setTerms] = useState(NO_CONSENTS);
  // The per-type notification choices of this car (gtntfsttngtyps), sent as notificationList.
  const [notificationChoices, setNotificationChoices] = useNotificationChoices(props.vin);
  const [problems, setProblems] = useState<{ nickname?: string; terms?: string }>({});
  const [failure, setFailure] = useState<ErrorMessage | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    setFailure(null);
    const found = {
      ...(nicknameReason(nickname) ? { nickname: t("inCar.complete.nicknameInvalid") } : {}),
      ...(consentsMissing(terms, kci) ? { terms: t("inCar.complete.termsRequired") } : {}),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await add.mutateAsync({
        vehicleId: props.vehicleId,
        nickname: normalizeNickname(nickname),
        tncConfirm: "Y",
        notificationList: notificationListOf(notificationChoices),
        ...consentFields(terms, kci),
      });
      props.onDone(result.enrollmentStatus);
    } catch (cause) {
      setFailure(errorMessageFor(cause));
    }
  };

  return (
    <form className="register-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t("inCar.complete.nickname")}
        name="nickname"
        value={nickname}
        onChange={setNickname}
        description={t("inCar.complete.nicknameHelp")}
        errorMessage={problems.nickname}
        isRequired
      />
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
        <Button type="submit" isPending={add.isPending}>
          {add.isPending ? t("inCar.complete.submitting") : t("inCar.complete.addSubmit")}
        </Button>
      </div>
    </form>
  );
}
