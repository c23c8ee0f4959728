import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { TextField } from "../../../components/text-field.tsx";
import "./captcha-field.css";

/**
 * The captcha of the login form, shown once a login answer said `captchayn: Y`: the image from
 * `gtcptch`, a button for another one, and the field for its characters. Loaded on first need,
 * so the login page does not carry it.
 */
export function CaptchaField(props: {
  /** The image as a data URL; null while the first one loads. */
  image: string | null;
  isLoading: boolean;
  loadFailed: boolean;
  onNewImage: () => void;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  errorMessage?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="captcha">
      <legend className="captcha__legend">{t("login.captcha.group")}</legend>
      <p className="captcha__intro">{t("login.captcha.intro")}</p>
      <div className="captcha__row">
        <div className="captcha__frame">
          {props.image ? (
            <img className="captcha__image" src={props.image} alt={t("login.captcha.imageAlt")} width={200} height={70} />
          ) : props.isLoading ? (
            <LoadingStatus>{t("login.captcha.loading")}</LoadingStatus>
          ) : null}
        </div>
        <Button variant="secondary" onPress={props.onNewImage} isPending={props.isLoading}>
          {t("login.captcha.newImage")}
        </Button>
      </div>
      {props.loadFailed && (
        <p role="alert" className="field__error">
          {t("login.captcha.failed")}
        </p>
      )}
      <TextField
        label={t("login.captcha.label")}
        name="captchaValue"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        inputRef={props.inputRef}
        isRequired
        description={t("login.captcha.description")}
        errorMessage={props.errorMessage}
      />
    </fieldset>
  );
}
