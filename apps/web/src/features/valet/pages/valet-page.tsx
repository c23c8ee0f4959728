import { DISTANCE_UNIT, isDistanceUnit } from "@carport/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSelectedVehicleId } from "../../../api/use-session.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { CommandFlowScreen, useRemoteCommand } from "../../remote/index.ts";
import { valetStatusQueryOptions } from "../api/valet-status.ts";
import { isValetChanging, valetAction, valetFigure, valetModeKey, valetMoments, type ValetStatus } from "../valet-view.ts";
import "../../../styles/cards.css";
import "../valet.css";

/** What valet mode is and what was driven while it was on: dates, top speed, time and distance. */
function ValetFacts({ status }: { status: ValetStatus }) {
  const { t } = useTranslation();
  const f = useFormat();
  const moments = valetMoments(status);
  const speedUnit = isDistanceUnit(status.maxSpeedUnit) ? status.maxSpeedUnit : DISTANCE_UNIT.km;
  const distanceUnit = isDistanceUnit(status.runDistanceUnit) ? status.runDistanceUnit : DISTANCE_UNIT.km;
  const moment = (date: Date | null) => (date ? f.formatDateTime(date) : t("valet.none"));
  return (
    <dl className="facts">
      <div>
        <dt>{t("valet.facts.start")}</dt>
        <dd>{moment(moments.start)}</dd>
      </div>
      <div>
        <dt>{t("valet.facts.end")}</dt>
        <dd>{moment(moments.end)}</dd>
      </div>
      <div>
        <dt>{t("valet.facts.deactivated")}</dt>
        <dd>{moment(moments.deactivated)}</dd>
      </div>
      <div>
        <dt>{t("valet.facts.maxSpeed")}</dt>
        <dd>{f.formatSpeed(valetFigure(status.maxSpeed), speedUnit, 2)}</dd>
      </div>
      <div>
        <dt>{t("valet.facts.runTime")}</dt>
        <dd>{f.formatMinutes(status.runTime)}</dd>
      </div>
      <div>
        <dt>{t("valet.facts.distance")}</dt>
        <dd>{f.formatDistance(valetFigure(status.runDistance), distanceUnit, 2)}</dd>
      </div>
    </dl>
  );
}

/**
 * cwp.valet (/cwp/valet): valet mode's status (off, on, turning on, turning off) and what was
 * driven, and turning it on or off through the remote command flow (PIN, progress, result).
 */
export function ValetPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const client = useQueryClient();
  const vehicleId = useSelectedVehicleId() ?? "";
  const valet = useQuery({ ...valetStatusQueryOptions(vehicleId), enabled: vehicleId !== "" });
  const flow = useRemoteCommand(vehicleId, {
    onFinished: () => void client.invalidateQueries({ queryKey: valetStatusQueryOptions(vehicleId).queryKey }),
  });

  const mode = valet.data?.valetMode;
  const action = valetAction(mode);
  const title = t("screens.valet");
  return (
    <section className="valet-page">
      <PageHeading title={title}>{title}</PageHeading>
      <p className="page-intro">{t("valet.intro")}</p>
      <div className="valet-page__body">
        <CommandFlowScreen flow={flow} headingId="valet-status-heading" heading={t("valet.statusHeading")}>
          {valet.isPending && <LoadingStatus>{t("valet.loading")}</LoadingStatus>}
          {valet.isError && <Alert>{messageText(errorMessageFor(valet.error))}</Alert>}
          {valet.data && (
            <>
              <p role="status" className={`valet-mode valet-mode--${mode ?? "unknown"}`}>
                {t("valet.modeLabel")} <strong>{t(valetModeKey(mode))}</strong>
                {isValetChanging(mode) && <span className="spinner" aria-hidden="true" />}
              </p>
              <ValetFacts status={valet.data} />
              <div className="button-row">
                {action && (
                  <Button onPress={() => flow.request({ name: action })} isDisabled={flow.isBusy}>
                    {action === "valetActivate" ? t("valet.actions.activate") : t("valet.actions.deactivate")}
                  </Button>
                )}
              </div>
            </>
          )}
        </CommandFlowScreen>
      </div>
    </section>
  );
}
