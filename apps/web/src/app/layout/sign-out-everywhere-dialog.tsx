import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Alert } from "../../components/alert.tsx";
import { AppDialog } from "../../components/app-dialog.tsx";
import { Button } from "../../components/button.tsx";
import { useMessageText } from "../../components/message-text.tsx";
import { signOutEverywhere } from "../../session/sign-out.ts";
import { errorMessageFor } from "../../i18n/error-messages.ts";

/** "Sign out everywhere" from the account menu: asks first, then ends every session of the account. */
export function SignOutEverywhereDialog(props: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const everywhere = useMutation({ mutationFn: signOutEverywhere });
  const confirm = async () => {
    try {
      await everywhere.mutateAsync();
    } catch {
      return; // Shown in the dialog (a session error also leaves through the global handling).
    }
    // The session is gone, and this dialog with it: the promise still resolves, a mutate callback would not.
    await navigate("/login", { replace: true });
  };
  const close = () => {
    everywhere.reset();
    props.onOpenChange(false);
  };
  return (
    <AppDialog
      isOpen={props.isOpen}
      onOpenChange={(open) => (open ? props.onOpenChange(true) : close())}
      title={t("logout.everywhere.title")}
      role="alertdialog"
    >
      <p>{t("logout.everywhere.body")}</p>
      {everywhere.isError && <Alert>{messageText(errorMessageFor(everywhere.error))}</Alert>}
      <div className="button-row">
        <Button variant="danger" isPending={everywhere.isPending} onPress={() => void confirm()}>
          {everywhere.isPending ? t("logout.everywhere.confirming") : t("logout.everywhere.confirm")}
        </Button>
        <Button variant="secondary" onPress={close}>
          {t("common.cancel")}
        </Button>
      </div>
    </AppDialog>
  );
}
