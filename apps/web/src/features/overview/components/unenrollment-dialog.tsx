import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AppDialog } from "../../../components/app-dialog.tsx";
import { Button } from "../../../components/button.tsx";
import { deactivationPath, type Vehicle } from "../overview-view.ts";

/**
 * The suspended vehicle's unenrollment popup (vehicle-area.md 2): the overview is blocked, and
 * the popup only closes through its two choices, each opening the deactivation screen: step 5
 * cancels the suspension, step 2 asks to deactivate the vehicle. A third way out leaves the car
 * as it is and goes back to the vehicle list (the overview stays blocked; issue 55).
 */
export function UnenrollmentDialog({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (step: 2 | 5) => void navigate(deactivationPath(vehicle, step));
  return (
    <AppDialog
      isOpen
      onOpenChange={() => undefined}
      title={t("overview.suspended.title")}
      role="alertdialog"
      isDismissable={false}
      isKeyboardDismissDisabled
    >
      <p>{t("overview.suspended.body", { nickname: vehicle.nickName || vehicle.modelName })}</p>
      <div className="button-row">
        <Button onPress={() => go(5)}>{t("overview.suspended.reactivate")}</Button>
        <Button variant="secondary" onPress={() => go(2)}>
          {t("overview.suspended.deactivate")}
        </Button>
        <Button variant="quiet" onPress={() => void navigate("/vehicles")}>
          {t("overview.suspended.otherVehicle")}
        </Button>
      </div>
    </AppDialog>
  );
}
