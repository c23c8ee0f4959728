import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";

/** The owner's two answers to a suspension: still mine (cancel it), or sold (deactivate it). */
export function SuspensionChoice({
  name,
  onReactivate,
  onDeactivate,
}: {
  name: string;
  onReactivate: () => void;
  onDeactivate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t("suspension.choose.body", { name })}</p>
      <div className="button-row">
        <Button onPress={onReactivate}>{t("suspension.choose.reactivate")}</Button>
        <Button variant="secondary" onPress={onDeactivate}>
          {t("suspension.choose.deactivate")}
        </Button>
      </div>
    </>
  );
}
