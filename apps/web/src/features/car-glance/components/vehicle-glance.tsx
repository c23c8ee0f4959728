import type { VehicleSummary } from "@carport/protocol";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useOffline } from "../../../api/last-known-state.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { useAccountUnits } from "../../../session/account-units.ts";
import { lastVehicleStatusQueryOptions } from "../../../session/vehicles/last-vehicle-status.ts";
import { CarPicture } from "./car-picture.tsx";
import { GlanceFacts } from "./glance-facts.tsx";
import { GlancePlaceholder } from "./glance-placeholder.tsx";

/**
 * A vehicle of the list at a glance: its drawing and, for a car in use, its key state from the
 * status it last reported (`lstvhclsts`, the same cache as its overview's; vhcllst carries none),
 * with a placeholder of the same size while that status loads.
 */
export function VehicleGlance(props: { vehicle: VehicleSummary; withState: boolean }) {
  const { t } = useTranslation();
  const { vehicle } = props;
  const units = useAccountUnits();
  const status = useQuery({ ...lastVehicleStatusQueryOptions(vehicle.vehicleId), enabled: props.withState });
  const name = vehicle.nickName || vehicle.modelName;
  const offline = useOffline();
  return (
    <div className="vehicle-glance">
      <CarPicture modelName={vehicle.modelName} exteriorColor={vehicle.exteriorColor} className="vehicle-glance__picture" />
      {props.withState && (status.data || status.isPending) && (
        <section aria-label={t("glance.stateLabel", { name })} aria-busy={status.isPending}>
          {status.data ? (
            <GlanceFacts fuelKindCode={vehicle.fuelKindCode} status={status.data.status} unit={units.odometerUnit} compact />
          ) : (
            <GlancePlaceholder />
          )}
        </section>
      )}
      {props.withState && offline && status.data && <OfflineAsOf at={status.dataUpdatedAt} />}
      {props.withState && status.isError && <p className="vehicle-glance__unavailable">{t("glance.stateUnavailable")}</p>}
    </div>
  );
}

/** Offline: the time the state shown was last read from the server. */
export function OfflineAsOf({ at }: { at: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <p className="badge badge--warning vehicle-glance__offline" data-testid="offline-as-of">
      {t("glance.offlineAsOf", { when: f.formatDateTime(new Date(at)) })}
    </p>
  );
}
