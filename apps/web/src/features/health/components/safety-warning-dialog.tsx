import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Alert } from "../../../components/alert.tsx";
import { AppDialog } from "../../../components/app-dialog.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { useDismissWarningMutation } from "../api/dismiss-warning.ts";
import { HEALTH_PATH } from "../paths.ts";

/**
 * The overview's safety warning (vehicle-area.md 2): an alert dialog naming the issue, with
 * "Dismiss" (`dismisswarn`: not shown again) and "Learn more" (the vehicle health page).
 * Escape only closes it for this visit.
 */
export function SafetyWarningDialog(props: {
  vehicleId: string;
  warningMessageId: string;
  /** The safety issue's description, when the vehicle reported one. */
  issue: string | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const messageText = useMessageText();
  const dismiss = useDismissWarningMutation(props.vehicleId);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);

  const onDismiss = async () => {
    setFailure(null);
    try {
      await dismiss.mutateAsync(props.warningMessageId);
      props.onClose();
    } catch (error) {
      setFailure(errorMessageFor(error));
    }
  };

  return (
    <AppDialog
      isOpen={props.isOpen}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={t("health.warning.title")}
      role="alertdialog"
      isDismissable={false}
    >
      <p>{props.issue ? t("health.warning.body", { issue: props.issue }) : t("health.warning.generic")}</p>
      {failure && <Alert>{messageText(failure)}</Alert>}
      <div className="button-row">
        <Button onPress={() => void navigate(HEALTH_PATH)}>{t("health.warning.learnMore")}</Button>
        <Button variant="secondary" onPress={() => void onDismiss()} isPending={dismiss.isPending}>
          {t("health.warning.dismiss")}
        </Button>
      </div>
    </AppDialog>
  );
}
