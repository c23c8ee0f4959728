import { useTranslation } from "react-i18next";
import { AppDialog } from "./app-dialog.tsx";
import { Button } from "./button.tsx";

/** A yes/no question before an action that cannot be undone (unlink, leave a share, delete a calendar). */
export function ConfirmDialog(props: {
  isOpen: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppDialog
      isOpen={props.isOpen}
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
      title={props.title}
      role="alertdialog"
    >
      <p>{props.body}</p>
      <div className="button-row">
        <Button variant="danger" onPress={props.onConfirm} isPending={props.isPending}>
          {props.confirmLabel}
        </Button>
        <Button variant="secondary" onPress={props.onCancel} autoFocus>
          {t("common.cancel")}
        </Button>
      </div>
    </AppDialog>
  );
}
