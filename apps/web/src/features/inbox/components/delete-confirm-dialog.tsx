import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { AppDialog } from "../../../components/app-dialog.tsx";
import { Button } from "../../../components/button.tsx";
import { Checkbox } from "../../../components/checkbox.tsx";

/**
 * The delete confirmation (vehicle-area.md 2 and 9): how many messages go, a "don't ask again"
 * choice remembered for the tab (session storage `dontConfirmDelete`), delete or cancel.
 */
export function DeleteConfirmDialog(props: {
  isOpen: boolean;
  count: number;
  isDeleting: boolean;
  onConfirm: (dontAskAgain: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [dontAsk, setDontAsk] = useState(false);
  useEffect(() => {
    if (props.isOpen) setDontAsk(false);
  }, [props.isOpen]);
  return (
    <AppDialog
      isOpen={props.isOpen}
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
      title={t("inbox.confirm.title")}
      role="alertdialog"
    >
      <p>{t("inbox.confirm.body", { count: props.count })}</p>
      <Checkbox name="dontConfirmDelete" isSelected={dontAsk} onChange={setDontAsk}>
        {t("inbox.confirm.dontAskAgain")}
      </Checkbox>
      <div className="button-row">
        <Button variant="danger" onPress={() => props.onConfirm(dontAsk)} isPending={props.isDeleting}>
          {t("inbox.confirm.delete")}
        </Button>
        <Button variant="secondary" onPress={props.onCancel}>
          {t("common.cancel")}
        </Button>
      </div>
    </AppDialog>
  );
}
