import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useSelectedVehicleId } from "../../../api/use-session.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { useSsoTokenMutation } from "../api/sso-token.ts";
import "../support.css";

/**
 * /support/appointment?dealerCode&lang (opened in a new tab by the schedule-dealer action): asks
 * for a single-use hand-off token for the selected vehicle (`getsstkn`) and continues to the
 * dealer's booking page it names.
 */
export function AppointmentPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [params] = useSearchParams();
  const vehicleId = useSelectedVehicleId() ?? "";
  const token = useSsoTokenMutation();
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const started = useRef(false);
  const dealerCode = params.get("dealerCode") ?? "";

  const handOver = async () => {
    setFailure(null);
    try {
      const answer = await token.mutateAsync(vehicleId);
      window.location.assign(answer.redirectServiceURL);
    } catch (error) {
      setFailure(errorMessageFor(error));
    }
  };

  useEffect(() => {
    // One token per opening (a development double effect must not spend two).
    if (started.current || !vehicleId) return;
    started.current = true;
    void handOver();
  }, [vehicleId]);

  const title = t("screens.supportAppointment");
  return (
    <section className="support-page">
      <PageHeading title={title}>{title}</PageHeading>
      <p className="page-intro">{t("support.appointment.intro", { dealerCode })}</p>
      {!failure && <LoadingStatus>{t("support.appointment.handingOver")}</LoadingStatus>}
      {failure && (
        <>
          <Alert>{messageText(failure)}</Alert>
          <div className="button-row">
            <Button onPress={() => void handOver()} isPending={token.isPending}>
              {t("common.retry")}
            </Button>
            <Link className="link-button" to="/cwp/overview">
              {t("support.appointment.back")}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
