import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { useLanguageId } from "../../../i18n/use-language.ts";
import { mayCall, type DriverRole } from "../../../session/vehicles/share-scope.ts";
import { HEALTH_PATH, IssueCounts, LazySafetyWarningDialog, rememberWarningSeen, safetyIssue, wasWarningSeen } from "../../health/index.ts";
import { vehicleHealthQueryOptions } from "../../../session/vehicles/vehicle-health.ts";

/** Issue counts by system (`gtvhclhlth`) and, when the vehicle raised one, the safety warning dialog. */
export function IssuesCard({ vehicleId, role }: { vehicleId: string; role: DriverRole }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const languageId = useLanguageId();
  const health = useQuery(vehicleHealthQueryOptions(vehicleId, languageId));
  const [closedWarning, setClosedWarning] = useState<string | null>(null);
  const warning = health.data?.warningMessage ?? null;
  // The dialog opens once per warning on this device (not on every visit); the card keeps saying
  // it until the owner dismisses it.
  const [shownNow, setShownNow] = useState<string | null>(null);
  const warningId = warning?.messageId ?? null;
  const dialogOpen = warningId !== null && closedWarning !== warningId && (shownNow === warningId || !wasWarningSeen(warningId));
  useEffect(() => {
    if (!dialogOpen || warningId === null || shownNow === warningId) return;
    rememberWarningSeen(warningId);
    setShownNow(warningId);
  }, [dialogOpen, warningId, shownNow]);
  const issue = safetyIssue(health.data?.DTCs ?? [])?.description ?? null;
  return (
    <section className="card overview-issues" aria-labelledby="overview-issues-heading">
      <h2 id="overview-issues-heading">{t("overview.issues.heading")}</h2>
      {health.isPending && <LoadingStatus>{t("overview.loading")}</LoadingStatus>}
      {health.isError && <Alert>{messageText(errorMessageFor(health.error))}</Alert>}
      {health.data && <IssueCounts issues={health.data.issues} />}
      {warning && (
        <p className="alert alert--danger" data-testid="safety-warning-notice">
          {issue ? t("health.warning.body", { issue }) : t("health.warning.generic")}
        </p>
      )}
      <Link className="link-button" to={HEALTH_PATH}>
        {t("overview.issues.link")}
      </Link>
      {warning && mayCall(role, "dismissWarning") && (
        <LazySafetyWarningDialog
          vehicleId={vehicleId}
          warningMessageId={warning.messageId}
          issue={issue}
          isOpen={dialogOpen}
          onClose={() => setClosedWarning(warning.messageId)}
        />
      )}
    </section>
  );
}
