import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../../components/button.tsx";
import { markLanguageChosen } from "../../lib/remembered-choices.ts";
import { changeLanguage } from "../../i18n/i18n.ts";
import { useLanguageId } from "../../i18n/use-language.ts";

/** Switches between English and French; the button is labelled in the language it switches to. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLanguageId();
  const [, setSearchParams] = useSearchParams();
  const other = current === 1 ? 0 : 1;
  const onPress = async () => {
    markLanguageChosen();
    await changeLanguage(other);
    // A `?lang=` left in the address would undo the choice on reload.
    setSearchParams(
      (params) => {
        params.delete("lang");
        return params;
      },
      { replace: true },
    );
  };
  return (
    <Button variant="quiet" className="language-switch" lang={other === 1 ? "fr" : "en"} onPress={() => void onPress()}>
      {t("language.switchTo")}
    </Button>
  );
}
