import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "../../../components/alert.tsx";
import { MessagePage } from "../../../components/message-page.tsx";

/** A fixed message with one way on; the pages below differ only in their texts and target. */
function StatusPage(props: { title: ParseKeys; body: ParseKeys; to: string; action: ParseKeys; alert?: boolean }) {
  const { t } = useTranslation();
  return (
    <MessagePage
      tone={props.alert ? "danger" : "plain"}
      title={t(props.title)}
      actions={
        <Link className="button button--primary" to={props.to}>
          {t(props.action)}
        </Link>
      }
    >
      {props.alert ? <Alert>{t(props.body)}</Alert> : <p>{t(props.body)}</p>}
    </MessagePage>
  );
}

/** /cookiesdisabled: the portal cannot keep a session without cookies and storage. */
export function CookiesDisabledPage() {
  return (
    <StatusPage title="errorPages.cookiesDisabled.title" body="errorPages.cookiesDisabled.body" to="/login" action="common.backToLogin" />
  );
}

/** cwp.error (/cwp/error): an unhandled error inside the vehicle area. */
export function CwpErrorPage() {
  return (
    <StatusPage title="errorPages.cwpError.title" body="errorPages.cwpError.body" to="/vehicles" action="common.backToVehicles" alert />
  );
}

/** /cwp/maintenance: the vehicle area is down for maintenance. */
export function MaintenancePage() {
  return <StatusPage title="errorPages.maintenance.title" body="errorPages.maintenance.body" to="/login" action="common.backToLogin" />;
}
