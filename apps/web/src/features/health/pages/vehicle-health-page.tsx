import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSelectedVehicleId } from "../../../api/use-session.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { parseCalendarDate } from "../../../i18n/format.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { useLanguageId } from "../../../i18n/use-language.ts";
import { selectedVehicleQueryOptions } from "../../../session/vehicles/selected-vehicle.ts";
import { lastVehicleStatusQueryOptions } from "../../../session/vehicles/last-vehicle-status.ts";
import { mayCall } from "../../../session/vehicles/share-scope.ts";
import { nextServiceQueryOptions } from "../../../session/vehicles/next-service.ts";
import { vehicleHealthQueryOptions } from "../../../session/vehicles/vehicle-health.ts";
import { IssueCounts } from "../components/issue-counts.tsx";
import { OvmsModuleCard } from "../components/ovms-module-card.tsx";
import { LazyResetServiceDialog } from "../components/lazy-dialogs.tsx";
import { ServiceDueBars } from "../components/service-due-bars.tsx";
import { issueGroups, SYSTEM_KEYS, type VehicleHealth } from "../issues.ts";
import { serviceDue } from "../service-due.ts";
import "../../../styles/cards.css";

/** The next service (`nxtsvc`): when and at what odometer, what is left, and the reset dialog. */
function NextService({ vehicleId, canReset }: { vehicleId: string; canReset: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const messageText = useMessageText();
  const next = useQuery(nextServiceQueryOptions(vehicleId));
  const [resetOpen, setResetOpen] = useState(false);
  const due = next.data ? serviceDue(next.data.maintenanceInfo) : null;
  return (
    <section className="card health-service" aria-labelledby="health-service-heading">
      <h2 id="health-service-heading">{t("health.nextService.heading")}</h2>
      {next.isPending && <LoadingStatus>{t("health.loading")}</LoadingStatus>}
      {next.isError && <Alert>{messageText(errorMessageFor(next.error))}</Alert>}
      {due && (
        <>
          <dl className="facts">
            <div>
              <dt>{t("health.nextService.date")}</dt>
              <dd>{due.nextDate ? f.formatLongCalendarDate(due.nextDate) : t("common.notAvailable")}</dd>
            </div>
            <div>
              <dt>{t("health.nextService.odometer")}</dt>
              <dd>{f.formatDistance(due.nextOdometer, due.unit)}</dd>
            </div>
            <div>
              <dt>{t("health.nextService.current")}</dt>
              <dd>{f.formatDistance(due.currentOdometer, due.unit)}</dd>
            </div>
            <div>
              <dt>{t("health.nextService.last")}</dt>
              <dd>
                {t("health.nextService.lastValue", {
                  date: due.lastDate ? f.formatLongCalendarDate(due.lastDate) : t("common.notAvailable"),
                  odometer: f.formatDistance(due.lastOdometer, due.unit),
                })}
              </dd>
            </div>
          </dl>
          <ServiceDueBars due={due} />
          {canReset && (
            <div className="button-row">
              <Button variant="secondary" onPress={() => setResetOpen(true)}>
                {t("health.reset.open")}
              </Button>
            </div>
          )}
        </>
      )}
      {canReset && <LazyResetServiceDialog vehicleId={vehicleId} isOpen={resetOpen} onOpenChange={setResetOpen} />}
    </section>
  );
}

/** The trouble codes the vehicle reported, by system, as tables. */
function IssueList({ health }: { health: VehicleHealth }) {
  const { t } = useTranslation();
  const f = useFormat();
  const groups = issueGroups(health.DTCs);
  if (groups.length === 0) return <p className="empty-state">{t("health.issues.none")}</p>;
  return (
    <>
      {groups.map((group) => (
        <div key={group.system} className="table-scroll" tabIndex={0}>
          <table className="data-table">
            <caption>
              {t(SYSTEM_KEYS[group.system])} – {t("health.issues.count", { count: group.codes.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("health.issues.code")}</th>
                <th scope="col">{t("health.issues.subsystem")}</th>
                <th scope="col">{t("health.issues.description")}</th>
                <th scope="col">{t("health.issues.reported")}</th>
              </tr>
            </thead>
            <tbody>
              {group.codes.map((code) => {
                const reported = parseCalendarDate(code.reportedDate);
                return (
                  <tr key={code.code}>
                    <th scope="row">{code.code}</th>
                    <td>{code.subSystemCode}</td>
                    <td>{code.description}</td>
                    <td>{reported ? f.formatCalendarDate(reported) : code.reportedDate}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
}

/**
 * The readings an OVMS module sends that Carport's status has no field for (`ovmsMetrics` in the
 * car's last status), by metric name, as the module sent them; nothing for any other car.
 */
function ModuleReadings({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const last = useQuery({ ...lastVehicleStatusQueryOptions(vehicleId), enabled: vehicleId !== "" });
  const readings = (last.data?.status as { ovmsMetrics?: Record<string, unknown> } | undefined)?.ovmsMetrics;
  const entries = readings && typeof readings === "object" ? Object.entries(readings).filter(([, v]) => typeof v === "string") : [];
  if (entries.length === 0) return null;
  return (
    <section className="card health-module-readings" aria-labelledby="health-module-readings-heading">
      <h2 id="health-module-readings-heading">{t("health.moduleReadings.heading")}</h2>
      <p>{t("health.moduleReadings.intro")}</p>
      <dl className="facts">
        {entries.map(([name, value]) => (
          <div key={name}>
            <dt>
              <code>{name}</code>
            </dt>
            <dd>{String(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** cwp vehicle health (/cwp/vehicleHealth): next service, issues list, reset service schedule dialog. */
export function VehicleHealthPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const vehicleId = useSelectedVehicleId() ?? "";
  const languageId = useLanguageId();
  const selected = useQuery({ ...selectedVehicleQueryOptions(vehicleId), enabled: vehicleId !== "" });
  const health = useQuery({ ...vehicleHealthQueryOptions(vehicleId, languageId), enabled: vehicleId !== "" });
  const title = t("screens.vehicleHealth");
  const nickname = selected.data?.vehicle.nickName;
  return (
    <section className="health-page">
      <PageHeading title={title}>{title}</PageHeading>
      <p className="page-intro">{nickname ? t("health.introNamed", { nickname }) : t("health.intro")}</p>
      <div className="card-grid">
        <NextService
          vehicleId={vehicleId}
          canReset={selected.data ? mayCall(selected.data.vehicle.driverRole, "serviceOdometerSave") : false}
        />
        <section className="card health-issues" aria-labelledby="health-issues-heading">
          <h2 id="health-issues-heading">{t("health.issues.heading")}</h2>
          {health.isPending && <LoadingStatus>{t("health.loading")}</LoadingStatus>}
          {health.isError && <Alert>{messageText(errorMessageFor(health.error))}</Alert>}
          {health.data && (
            <>
              <IssueCounts issues={health.data.issues} />
              <IssueList health={health.data} />
            </>
          )}
        </section>
        {selected.data && mayCall(selected.data.vehicle.driverRole, "ovmsModule") && <OvmsModuleCard vehicleId={vehicleId} />}
        <ModuleReadings vehicleId={vehicleId} />
      </div>
    </section>
  );
}
