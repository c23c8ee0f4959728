import { ENROLLMENT_MAX_TRIES } from "@carport/domain";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../../components/alert.tsx";
import { ownerMismatchKeys } from "../../register-wizard.ts";
import type { Registration } from "../../use-registration.ts";
import { OwnerNameFields, OwnerPostalCodeField } from "../owner-fields.tsx";
import { ownerFieldsOf } from "./profile-step.tsx";

/** regstep4: the owner check against the factory record (skipped when the dealer token proved the car). */
export function OwnerStep({ registration: r }: { registration: Registration }) {
  const { t } = useTranslation();
  const mismatchKeys = r.ownerResult ? ownerMismatchKeys(r.ownerResult.mismatched) : [];
  if (r.wizard.tokenValidated) return <p>{t("register.owner.tokenSkip")}</p>;
  if (r.ownerDone) {
    return (
      <p role="status">{r.ownerResult?.proceed && mismatchKeys.length > 0 ? t("register.owner.proceed") : t("register.owner.matched")}</p>
    );
  }
  return (
    <>
      <p>{t("register.owner.intro")}</p>
      <OwnerNameFields {...ownerFieldsOf(r.fieldHelpers)} />
      <OwnerPostalCodeField {...ownerFieldsOf(r.fieldHelpers)} />
      {mismatchKeys.length > 0 && (
        <Alert>
          {mismatchKeys
            .map((key, index) => {
              const text = t(key as "register.owner.FIRST_NAME_ONLY");
              return index === 0 || index === mismatchKeys.length - 1 ? text : `${text}${index < mismatchKeys.length - 2 ? "," : ""}`;
            })
            .join(" ")}{" "}
          {t("register.owner.triesLeft", { count: Math.max(0, ENROLLMENT_MAX_TRIES - r.ownerTries) })}
        </Alert>
      )}
    </>
  );
}
