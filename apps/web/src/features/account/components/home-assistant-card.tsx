import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/alert.tsx";
import { Checkbox } from "../../../components/checkbox.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { homeAssistantQueryOptions, useSaveHomeAssistantMutation } from "../api/home-assistant.ts";
import { SavedStatus } from "./account-frame.tsx";

/** The owner's choice to publish their cars to the site's Home Assistant (README "Home Assistant"), saved as it is ticked. */
export function HomeAssistantCard() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const setting = useQuery(homeAssistantQueryOptions());
  const save = useSaveHomeAssistantMutation();
  const data = setting.data;
  if (!data) return setting.isError ? <Alert>{messageText(errorMessageFor(setting.error))}</Alert> : null;
  return (
    <section className="card account-card" aria-labelledby="home-assistant-heading">
      <h2 id="home-assistant-heading">{t("account.homeAssistant.title")}</h2>
      <p>{t("account.homeAssistant.intro")}</p>
      {save.isError && <Alert>{messageText(errorMessageFor(save.error))}</Alert>}
      <Checkbox name="homeAssistant" isSelected={data.enabled} isDisabled={save.isPending} onChange={(on) => save.mutate(on)}>
        {t("account.homeAssistant.enabled")}
      </Checkbox>
      {!data.available && <p className="field__description">{t("account.homeAssistant.unavailable")}</p>}
      <SavedStatus message={save.isSuccess ? t(data.enabled ? "account.homeAssistant.on" : "account.homeAssistant.off") : null} />
    </section>
  );
}
