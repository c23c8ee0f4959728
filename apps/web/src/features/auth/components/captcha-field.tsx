import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { TextField } from "../../../components/text-field.tsx";
import type { CaptchaMode } from "../use-captcha.ts";
import "./captcha-field.css";

/**
 * The captcha of the login form, shown once a login answer said `captchayn: Y`: the image from
 * `gtcptch` or, for owners who cannot see it, a question from `gttxtcptch` that a screen reader
 * reads as the field's description; a button for another one, one to switch between them, and
 * the field for the answer. Loaded on first need, so the login page does not carry it.
 */
export function CaptchaField(props: {
  mode: CaptchaMode;
  /** The image as a data URL; null while the first one loads. */
  image: string | null;
  /** The text alternative's question; null while it loads. */
  question: string | null;
  isLoading: boolean;
  loadFailed: boolean;
  onNewImage: () => void;
  onSwitchMode: (mode: CaptchaMode) => void;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  errorMessage?: string | undefined;
}) {
  const { t } = useTranslation();
  const text = props.mode === "text";
  return (
    <fieldset className="captcha">
      <legend className="captcha__legend">{t("login.captcha.group")}</legend>
      <p className="captcha__intro">{text ? t("login.captcha.textIntro") : t("login.captcha.intro")}</p>
      <div className="captcha__row">
        {!text && (
          <div className="captcha__frame">
            {props.image ? (
              <img className="captcha__image" src={props.image} alt={t("login.captcha.imageAlt")} width={200} height={70} />
            ) : props.isLoading ? (
              <LoadingStatus>{t("login.captcha.loading")}</LoadingStatus>
            ) : null}
          </div>
        )}
        {text && props.isLoading && <LoadingStatus>{t("login.captcha.loadingQuestion")}</LoadingStatus>}
        <Button variant="secondary" onPress={props.onNewImage} isPending={props.isLoading}>
          {text ? t("login.captcha.newQuestion") : t("login.captcha.newImage")}
        </Button>
        <Button variant="secondary" onPress={() => props.onSwitchMode(text ? "image" : "text")}>
          {text ? t("login.captcha.useImage") : t("login.captcha.useText")}
        </Button>
      </div>
      {props.loadFailed && (
        <p role="alert" className="field__error">
          {text ? t("login.captcha.questionFailed") : t("login.captcha.failed")}
        </p>
      )}
      <TextField
        label={text ? t("login.captcha.textLabel") : t("login.captcha.label")}
        name="captchaValue"
        autoComplete="off"
        autoCapitalize={text ? "off" : "characters"}
        {...(text ? { inputMode: "numeric" as const } : {})}
        spellCheck={false}
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        inputRef={props.inputRef}
        isRequired
        description={text ? (props.question ?? t("login.captcha.loadingQuestion")) : t("login.captcha.description")}
        errorMessage={props.errorMessage}
      />
    </fieldset>
  );
}
