import { completionView } from "@carport/domain";
import { useTranslation } from "react-i18next";

/** The completion view of a registration or an added vehicle, by the enrollment status (spec section 4). */
export function CompletionMessage(props: { enrollmentStatus: number; flow: "addVehicle" | "registration" }) {
  const { t } = useTranslation();
  const view = completionView(props.enrollmentStatus, props.flow);
  return (
    <p className="register-done" data-view={view}>
      {t(`register.done.${view}`)}
    </p>
  );
}
