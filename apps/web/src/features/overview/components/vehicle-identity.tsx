import { vehicleGeneration } from "@carport/domain";
import { useTranslation } from "react-i18next";
import { getBrandCode } from "../../../brands/current-brand.ts";
import { parseCalendarDate } from "../../../i18n/format.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { mayCall } from "../../../session/vehicles/share-scope.ts";
import { VehiclePhotoPanel } from "../../vehicle-photo/index.ts";
import { NicknameEditor } from "../../vehicles/index.ts";
import { showsSubscriptionEnd, type SelectedVehicle } from "../overview-view.ts";

/** The vehicle's name, model and subscription, with rename. */
export function VehicleIdentity({ selected }: { selected: SelectedVehicle }) {
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
