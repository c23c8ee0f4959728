import { vehicleGeneration } from "@carport/domain";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useSelectedVehicleId } from "../../../api/use-session.ts";
import { getBrandCode } from "../../../brands/current-brand.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { parseCalendarDate } from "../../../i18n/format.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { useLanguageId } from "../../../i18n/use-language.ts";
import { useAccountUnits } from "../../../session/account-units.ts";
import {
  HEALTH_PATH,
  IssueCounts,
  LazyResetServiceDialog,
  LazySafetyWarningDialog,
  nextServiceQueryOptions,
  safetyIssue,
  serviceDue,
  ServiceDueBars,
  rememberWarningSeen,
  vehicleHealthQueryOptions,
  wasWarningSeen,
} from "../../health/index.ts";
import { CarLocationCard } from "../components/car-location-card.tsx";
import { OverviewGlance } from "../components/overview-glance.tsx";
import { VehiclePhotoPanel } from "../../vehicle-photo/index.ts";
import { NicknameEditor } from "../../vehicles/index.ts";
import { lastVehicleStatusQueryOptions } from "../../../session/vehicles/last-vehicle-status.ts";
import { selectedVehicleQueryOptions } from "../../../session/vehicles/selected-vehicle.ts";
import { mayCall, mayOpen, type DriverRole } from "../../../session/vehicles/share-scope.ts";
import { EnergyCard } from "../components/energy-card.tsx";
import { ScheduleCard } from "../components/schedule-card.tsx";
import { generationOverview } from "../generation-overview.ts";
import { RefreshStatus } from "../components/refresh-status.tsx";
import { StatusCard } from "../components/status-card.tsx";
import { QuickActionsPlaceholder } from "../components/quick-action-buttons.tsx";
import { UnenrollmentDialog } from "../components/unenrollment-dialog.tsx";
import { isSuspended, odometerReading, powerPath, showsSubscriptionEnd, type SelectedVehicle } from "../overview-view.ts";
import "../overview.css";

// With the remote command flow it runs, loaded after the overview's own first paint.
const QuickActions = lazy(() => import("../components/quick-actions.tsx").then((m) => ({ default: m.QuickActions })));
import "../../../styles/cards.css";

/** Odometer and the service-due bars (`nxtsvc`), with the reset-service-schedule dialog. */
function OdometerCard({ selected, odometer }: { selected: SelectedVehicle; odometer: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const vehicleId = selected.vehicle.vehicleId;
  const next = useQuery(nextServiceQueryOptions(vehicleId));
  const [resetOpen, setResetOpen] = useState(false);
  // A second driver reads the service schedule but may not reset it (outside the share scope).
  const canReset = mayCall(selected.vehicle.driverRole, "serviceOdometerSave");
  return (
    <section className="card overview-odometer" aria-labelledby="overview-odometer-heading">
      <h2 id="overview-odometer-heading">{t("overview.odometer.heading")}</h2>
      <p className="overview-big" data-testid="odometer">
        <span className="visually-hidden">{t("overview.odometer.label")} </span>
        {odometer}
      </p>
      <h3 className="overview-subheading">{t("overview.odometer.serviceHeading")}</h3>
      {next.isPending && <LoadingStatus>{t("overview.loading")}</LoadingStatus>}
      {next.isError && <Alert>{messageText(errorMessageFor(next.error))}</Alert>}
      {next.data && <ServiceDueBars due={serviceDue(next.data.maintenanceInfo)} />}
      <div className="button-row">
        {canReset && (
          <Button variant="secondary" onPress={() => setResetOpen(true)}>
            {t("health.reset.open")}
          </Button>
        )}
        <Link className="link-button" to={HEALTH_PATH}>
          {t("overview.odometer.healthLink")}
        </Link>
      </div>
      {canReset && <LazyResetServiceDialog vehicleId={vehicleId} isOpen={resetOpen} onOpenChange={setResetOpen} />}
    </section>
  );
}

/** Issue counts by system (`gtvhclhlth`) and, when the vehicle raised one, the safety warning dialog. */
function IssuesCard({ vehicleId, role }: { vehicleId: string; role: DriverRole }) {
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

/** The vehicle's name, model and subscription, with rename. */
function VehicleIdentity({ selected }: { selected: SelectedVehicle }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { vehicle } = selected;
  const generation = vehicleGeneration(vehicle.genType);
  const subscriptionEnd = showsSubscriptionEnd(getBrandCode(), vehicle.modelYear) ? parseCalendarDate(vehicle.subscriptionEndDate) : null;
  return (
    <div className="overview-identity">
      <p className="overview-identity__name">{vehicle.nickName || vehicle.modelName}</p>
      {mayCall(vehicle.driverRole, "updateNickname") ? (
        <NicknameEditor vehicleId={vehicle.vehicleId} nickName={vehicle.nickName} />
      ) : (
        <p className="badge badge--accent">{t("vehicles.sharedBadge")}</p>
      )}
      <p className="overview-identity__model">
        {t("vehicles.modelLine", { year: vehicle.modelYear, model: vehicle.modelName })} ·{" "}
        {t("vehicles.vinEnding", { last4: vehicle.vin.slice(-4) })}
        {generation && <> · {t("overview.identity.generation", { generation })}</>}
      </p>
      {subscriptionEnd && (
        <p className="overview-identity__subscription">
          {t("overview.identity.subscriptionEnds", { date: f.formatLongCalendarDate(subscriptionEnd) })}
        </p>
      )}
      <VehiclePhotoPanel
        vehicleId={vehicle.vehicleId}
        name={vehicle.nickName || vehicle.modelName}
        canEdit={vehicle.driverRole === "primary"}
      />
    </div>
  );
}

/** The vehicle's other pages, from its overview: a second driver's only those of the share scope. */
function VehicleLinks({ role }: { role: DriverRole }) {
  const { t } = useTranslation();
  return (
    <nav className="overview-links" aria-label={t("overview.links.label")}>
      <ul>
        <li>
          <Link to={HEALTH_PATH}>{t("screens.vehicleHealth")}</Link>
        </li>
        {mayOpen(role, "/mvr") && (
          <li>
            <Link to="/mvr">{t("screens.mvr")}</Link>
          </li>
        )}
        {mayOpen(role, "/history") && (
          <li>
            <Link to="/history">{t("screens.history")}</Link>
          </li>
        )}
        {mayOpen(role, "/insight") && (
          <li>
            <Link to="/insight">{t("screens.insight")}</Link>
          </li>
        )}
        {mayOpen(role, "/cwp/valet") && (
          <li>
            <Link to="/cwp/valet">{t("screens.valet")}</Link>
          </li>
        )}
        <li>
          <Link to="/userProfile">{t("screens.userProfile")}</Link>
        </li>
        <li>
          <Link to="/notificationCenter">{t("screens.notificationCenter")}</Link>
        </li>
      </ul>
    </nav>
  );
}

/** The overview of a vehicle that is not suspended. */
function VehicleOverview({ selected }: { selected: SelectedVehicle }) {
  const { t } = useTranslation();
  const f = useFormat();
  const messageText = useMessageText();
  const units = useAccountUnits();
  const vehicleId = selected.vehicle.vehicleId;
  const status = useQuery(lastVehicleStatusQueryOptions(vehicleId));
  const current = status.data?.status;
  const odometer = odometerReading(current, selected.vehicle, units.odometerUnit);
  const { schedule } = generationOverview(selected.vehicle);
  const languageId = useLanguageId();
  const health = useQuery(vehicleHealthQueryOptions(vehicleId, languageId));
  const diagnosedIssues = health.data ? Object.values(health.data.issues).reduce((sum, n) => sum + n, 0) : 0;
  return (
    <>
      <OverviewGlance selected={selected} status={current} unit={units.odometerUnit} readAt={status.dataUpdatedAt} />
      <div className="overview-top">
        <VehicleIdentity selected={selected} />
        <RefreshStatus vehicleId={vehicleId} lastStatusDate={current?.lastStatusDate} />
      </div>
      <Suspense fallback={<QuickActionsPlaceholder selected={selected} />}>
        <QuickActions selected={selected} />
      </Suspense>
      {/* Near the top: where the car is, as last known (no PIN), before the detail cards. */}
      {mayCall(selected.vehicle.driverRole, "locate") && (
        <CarLocationCard vehicleId={vehicleId} carLabel={selected.vehicle.nickName || selected.vehicle.modelName} />
      )}
      <VehicleLinks role={selected.vehicle.driverRole} />
      {status.isError && !current && <Alert>{messageText(errorMessageFor(status.error))}</Alert>}
      <div className="card-grid overview-grid">
        <OdometerCard selected={selected} odometer={f.formatDistance(odometer.value, odometer.unit)} />
        {status.isPending && (
          <section className="card">
            <LoadingStatus>{t("overview.loading")}</LoadingStatus>
          </section>
        )}
        {current && (
          <EnergyCard
            fuelKindCode={selected.vehicle.fuelKindCode}
            status={current}
            unit={units.odometerUnit}
            powerPath={powerPath(selected)}
          />
        )}
        {current && (
          <StatusCard
            status={current}
            modelYear={selected.vehicle.modelYear}
            climateUnit={units.climateUnit}
            diagnosedIssues={diagnosedIssues}
          />
        )}
        {schedule && <ScheduleCard schedule={schedule} canOpen={mayOpen(selected.vehicle.driverRole, "/remote/schedule")} />}
        <IssuesCard vehicleId={vehicleId} role={selected.vehicle.driverRole} />
      </div>
    </>
  );
}

/**
 * cwp overview (/cwp/overview): odometer and service, energy, body status, warning lights and
 * issues of the selected vehicle; a suspended vehicle is blocked behind the unenrollment popup.
 * One page serves the overview state of every generation ('{gen}.overview'); the charging
 * schedule card differs where the generations differ.
 */
export function OverviewPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [params] = useSearchParams();
  const vehicleId = useSelectedVehicleId() ?? "";
  const selected = useQuery({ ...selectedVehicleQueryOptions(vehicleId), enabled: vehicleId !== "" });
  const title = t("screens.overview");
  const data = selected.data;
  const generation = data ? generationOverview(data.vehicle) : null;
  return (
    <section className="overview-page" data-generation={generation?.generation ?? undefined} data-state={generation?.state}>
      <PageHeading title={title}>{title}</PageHeading>
      {selected.isError && <Alert>{messageText(errorMessageFor(selected.error))}</Alert>}
      {!data && !selected.isError && <LoadingStatus>{t("app.loading")}</LoadingStatus>}
      {data && isSuspended(data.vehicle, params.get("suspended")) && (
        <>
          <Alert tone="info">{t("overview.suspended.blocked")}</Alert>
          <UnenrollmentDialog vehicle={data.vehicle} />
        </>
      )}
      {data && !isSuspended(data.vehicle, params.get("suspended")) && <VehicleOverview selected={data} />}
    </section>
  );
}
