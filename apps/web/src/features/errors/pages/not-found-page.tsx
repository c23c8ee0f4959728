import { useTranslation } from "react-i18next";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { useSession } from "../../../api/use-session.ts";
import { MessagePage } from "../../../components/message-page.tsx";

/** default.error-pagenotfound (/pagenotfound): where every unknown path ends. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const signedIn = useSession() !== null;
  return (
    <MessagePage
      title={t("errorPages.notFound.title")}
      actions={
        <Link className="button button--primary" to={signedIn ? "/vehicles" : "/login"}>
          {signedIn ? t("common.backToVehicles") : t("common.backToHome")}
        </Link>
      }
    >
      <p>{t("errorPages.notFound.body")}</p>
    </MessagePage>
  );
}

/**
 * Any unknown path: shows the not-found page at once, then names it /pagenotfound in the
 * address bar, so the address never says "not found" before the page does.
 */
export function UnknownPathPage() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate("/pagenotfound", { replace: true });
  }, [navigate]);
  return <NotFoundPage />;
}
