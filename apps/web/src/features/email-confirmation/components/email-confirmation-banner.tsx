import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { getAccessToken } from "../../../api/session.ts";
import { verifyAccountTokenQueryOptions } from "../../../session/account.ts";
import "../email-confirmation.css";

/**
 * Tells a signed-in owner whose e-mail address is not confirmed yet what that holds back (adding a
 * vehicle, answering an invitation) and leads to the page where the mailed code is entered.
 */
export function EmailConfirmationBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const token = getAccessToken();
  const verified = useQuery({ ...verifyAccountTokenQueryOptions(token ?? ""), enabled: token !== null });
  const account = verified.data?.accountInformation;
  if (!token || !account || account.emailConfirmed !== false || pathname === "/confirmEmail") return null;
  return (
    <aside className="email-confirmation-banner" aria-labelledby="email-confirmation-banner-title">
      <p id="email-confirmation-banner-title" className="email-confirmation-banner__title">
        {t("emailConfirmation.bannerTitle")}
      </p>
      <p>{t("emailConfirmation.bannerBody", { email: account.email })}</p>
      <Link className="email-confirmation-banner__action" to="/confirmEmail">
        {t("emailConfirmation.bannerAction")}
      </Link>
    </aside>
  );
}
