import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AppDialog } from "../../../components/app-dialog.tsx";
import { Button } from "../../../components/button.tsx";

/** How profiles reach the car: a help button and its dialog. */
export function SyncHelp() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="quiet" onPress={() => setOpen(true)}>
        {t("profiles.syncHelp.open")}
      </Button>
      <AppDialog isOpen={open} onOpenChange={setOpen} title={t("profiles.syncHelp.title")}>
        <p>{t("profiles.syncHelp.body1")}</p>
        <p>{t("profiles.syncHelp.body2")}</p>
        <p>{t("profiles.syncHelp.body3")}</p>
        <div className="button-row">
          <Button onPress={() => setOpen(false)} autoFocus>
            {t("common.close")}
          </Button>
        </div>
      </AppDialog>
    </>
  );
}
