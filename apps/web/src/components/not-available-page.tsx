import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { Link, useMatches, useSearchParams } from "react-router";
import { useSession } from "../api/use-session.ts";
import { Alert } from "./alert.tsx";
import { MessagePage } from "./message-page.tsx";

/** What a route not built yet declares in its `handle`: the catalogue key of its screen name. */
export interface ScreenHandle {
  screen: ParseKeys;
}

function isScreenHandle(value: unknown): value is ScreenHandle {
  return typeof value === "object" && value !== null && typeof (value as ScreenHandle).screen === "string";
}

/** The one page every screen not built yet shows: its name, that it is coming, and a way back. */
export function NotAvailablePage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const [params] = useSearchParams();
  const signedIn = useSession() !== null;
  const handle = [...matches].reverse().map((m) => m.handle).find(isScreenHandle);
  const title = handle ? t(handle.screen) : t("errorPages.notFound.title");
  return (
    <MessagePage
      title={title}
      actions={
        <Link className="button button--primary" to={signedIn ? "/vehicles" : "/login"}>
          {signedIn ? t("common.backToVehicles") : t("common.backToLogin")}
        </Link>
      }
    >
      {params.get("suspended") === "1" && <Alert tone="info">{t("notAvailable.suspended")}</Alert>}
      <p>{t("notAvailable.body")}</p>
    </MessagePage>
  );
}
