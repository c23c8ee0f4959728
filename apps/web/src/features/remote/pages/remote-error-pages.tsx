import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "../../../components/alert.tsx";
import { MessagePage } from "../../../components/message-page.tsx";

/** A refused remote command: what happened, what to do, and the way back. */
function RemoteErrorPage(props: { title: ParseKeys; code: ParseKeys; body: ParseKeys; secondary: { to: string; label: ParseKeys } }) {
  const { t } = useTranslation();
  return (
    <MessagePage
      tone="danger"
      title={t(props.title)}
      actions={
        <>
          <Link className="button button--primary" to="/remote">
            {t("remote.errorPages.backToRemote")}
          </Link>
          <Link className="button button--secondary" to={props.secondary.to}>
            {t(props.secondary.label)}
          </Link>
        </>
      }
    >
      <Alert>{t(props.code)}</Alert>
      <p>{t(props.body)}</p>
    </MessagePage>
  );
}

/** cwp.error-anothersession (/remote/error/anothersession): 7700, another command is in progress. */
export function AnotherSessionPage() {
  return (
    <RemoteErrorPage
      title="remote.errorPages.anotherSession.title"
      code="errors.7700"
      body="remote.errorPages.anotherSession.body"
      secondary={{ to: "/vehicles", label: "common.backToVehicles" }}
    />
  );
}

/** cwp.error-dailylimit (/remote/error/dailylimit): 7701, the vehicle's daily command limit. */
export function DailyLimitPage() {
  return (
    <RemoteErrorPage
      title="remote.errorPages.dailyLimit.title"
      code="errors.7701"
      body="remote.errorPages.dailyLimit.body"
      secondary={{ to: "/vehicles", label: "common.backToVehicles" }}
    />
  );
}

/** cwp.error-notenrolled (/remote/error/notenrolled): 7702, not enrolled or no active subscription. */
export function NotEnrolledPage() {
  return (
    <RemoteErrorPage
      title="remote.errorPages.notEnrolled.title"
      code="errors.7702"
      body="remote.errorPages.notEnrolled.body"
      secondary={{ to: "/support/contact", label: "remote.errorPages.contactSupport" }}
    />
  );
}
