import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeading } from "../../../components/page-heading.tsx";

/** The end of every password reset: changed, signed out everywhere, and the way to sign in. */
export function PasswordChanged() {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="password-changed-heading">
        <PageHeading key="done" id="password-changed-heading" title={t("recovery.done.title")} autoFocus>
          {t("recovery.done.title")}
        </PageHeading>
        <p role="status">{t("recovery.done.body")}</p>
        <Link className="button button--primary" to="/login">
          {t("recovery.done.signIn")}
        </Link>
      </section>
    </div>
  );
}
