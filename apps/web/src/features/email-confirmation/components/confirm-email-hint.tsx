import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../../../api/api-error.ts";

/** Under a call refused because the e-mail address is not confirmed yet (7022): the way to confirm it. */
export function ConfirmEmailHint({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!isApiError(error) || error.errorCode !== "7022") return null;
  return (
    <p>
      <Link to="/confirmEmail">{t("emailConfirmation.gatedHint")}</Link>
    </p>
  );
}
