import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSelectedVehicleId } from "../../../api/use-session.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { usePainted } from "../../../components/use-painted.ts";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { useAccountUnits } from "../../../session/account-units.ts";
import { lastVehicleStatusQueryOptions } from "../../../session/vehicles/last-vehicle-status.ts";
import { selectedVehicleQueryOptions } from "../../../session/vehicles/selected-vehicle.ts";
import { OverviewGlance } from "../components/overview-glance.tsx";
import { UnenrollmentDialog } from "../components/unenrollment-dialog.tsx";
import { generationOverview } from "../generation-overview.ts";
import { isSuspended, type SelectedVehicle } from "../overview-view.ts";
import "../overview.css";
import "../../../styles/cards.css";

// The rest of the page (identity, quick actions, map, links, cards): its own chunk. The quick actions'
// chunk is asked for beside it, not once it draws: both arrive, and are kept for offline use, even
// when the owner leaves the page before the rest has drawn.
const OverviewDetails = lazy(() => {
  void import("../components/quick-actions.tsx");
  return import("../components/overview-details.tsx").then((m) => ({ default: m.OverviewDetails }));
});

/**
 * The overview of a vehicle that is not suspended: its hero (the car, its charge or fuel, its
 * locks) from the status the route's loader waited for, then the rest, whose code is asked for
 * once the hero is painted (evaluating it first held that paint back). The space held meanwhile
 * keeps the footer below the fold, so the rest arriving moves nothing on screen.
 */
function VehicleOverview({ selected }: { selected: SelectedVehicle }) {
  const units = useAccountUnits();
  const status = useQuery(lastVehicleStatusQueryOptions(selected.vehicle.vehicleId));
  const painted = usePainted();
  const placeholder = <div className="overview-details-placeholder" />;
  return (
    <>
      <OverviewGlance selected={selected} status={status.data?.status} unit={units.odometerUnit} readAt={status.dataUpdatedAt} />
      {painted ? (
        <Suspense fallback={placeholder}>
          <OverviewDetails selected={selected} />
        </Suspense>
      ) : (
        placeholder
      )}
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
