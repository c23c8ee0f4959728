import { useTranslation } from "react-i18next";
import { OutcomeCard } from "./outcome-card.tsx";

/** The end of every password reset: changed, signed out everywhere, and the way to sign in. */
export function PasswordChanged() {
  const { t } = useTranslation();
  return (
    <OutcomeCard
      headingId="password-changed-heading"
      title={t("recovery.done.title")}
      body={t("recovery.done.body")}
      signInLabel={t("recovery.done.signIn")}
    />
  );
}
