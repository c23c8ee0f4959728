import type { DistanceUnit } from "@carport/domain";
import type { AnsweredStatus } from "@carport/protocol";
import { useTranslation } from "react-i18next";
import { CarPicture, GlanceFacts, OfflineAsOf } from "../../car-glance/index.ts";
import { useOffline } from "../../../api/last-known-state.ts";
import type { SelectedVehicle } from "../overview-view.ts";
import "./overview-glance.css";

/** The overview's lead: the car drawn, and the state that matters most for its kind. */
export function OverviewGlance(props: {
  selected: SelectedVehicle;
  status: AnsweredStatus | undefined;
  unit: DistanceUnit;
  readAt?: number;
}) {
  const { t } = useTranslation();
  const { vehicle } = props.selected;
  const name = vehicle.nickName || vehicle.modelName;
  const offline = useOffline();
  return (
    <section className="card overview-glance" aria-label={t("glance.stateLabel", { name })} data-testid="overview-glance">
      <CarPicture modelName={vehicle.modelName} exteriorColor={vehicle.exteriorColor} className="overview-glance__picture" />
      {offline && props.status && props.readAt ? <OfflineAsOf at={props.readAt} /> : null}
      {props.status && (
        // The Refresh line under the hero says when the car reported: no second freshness label here.
        <GlanceFacts fuelKindCode={vehicle.fuelKindCode} status={props.status} unit={props.unit} showLastSeen={false} />
      )}
    </section>
  );
}
