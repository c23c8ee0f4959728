import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { useLanguageId } from "../../../i18n/use-language.ts";
import { useAccountUnits } from "../../../session/account-units.ts";
import { lastVehicleStatusQueryOptions } from "../../../session/vehicles/last-vehicle-status.ts";
import { mayCall, mayOpen } from "../../../session/vehicles/share-scope.ts";
import { vehicleHealthQueryOptions } from "../../../session/vehicles/vehicle-health.ts";
import { generationOverview } from "../generation-overview.ts";
import { odometerReading, powerPath, type SelectedVehicle } from "../overview-view.ts";
import { CarLocationCard } from "./car-location-card.tsx";
import { EnergyCard } from "./energy-card.tsx";
import { IssuesCard } from "./issues-card.tsx";
import { OdometerCard } from "./odometer-card.tsx";
import { QuickActionsPlaceholder } from "./quick-action-buttons.tsx";
import { RefreshStatus } from "./refresh-status.tsx";
import { ScheduleCard } from "./schedule-card.tsx";
import { StatusCard } from "./status-card.tsx";
import { VehicleIdentity } from "./vehicle-identity.tsx";
import { VehicleLinks } from "./vehicle-links.tsx";
import "../../../styles/cards.css";

// With the remote command flow it runs, loaded after the overview's own first paint.
const QuickActions = lazy(() => import("./quick-actions.tsx").then((m) => ({ default: m.QuickActions })));

/**
 * The overview of a vehicle that is not suspended, below its hero: identity, quick actions,
 * location, links and the cards. Its own chunk, loaded while the hero paints.
 */
export function OverviewDetails({ selected }: { selected: SelectedVehicle }) {
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
