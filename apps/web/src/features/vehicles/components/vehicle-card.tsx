import { enrollmentDialogFor, isFullyEnrolledActive, isProvenEnrollment } from "@carport/domain";
import type { FuelKindCode, VehicleSummary } from "@carport/protocol";
import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/button.tsx";
import { VehicleGlance } from "../../car-glance/index.ts";
import { VehiclePhoto } from "../../vehicle-photo/index.ts";
import { isSharedVehicle } from "../../../session/vehicles/share-scope.ts";
import { NicknameEditor } from "./nickname-editor.tsx";

const FUEL_KEYS = {
  E: "vehicles.fuel.E",
  P: "vehicles.fuel.P",
  G: "vehicles.fuel.G",
  F: "vehicles.fuel.F",
} as const satisfies Record<FuelKindCode, ParseKeys>;

type VehicleState = "suspended" | "notEnrolled" | "needsEnrollment" | "needsAdding" | "unproven" | "active";

/**
 * Suspension wins over enrollment: a suspended vehicle opens its overview in suspended mode. A
 * vehicle whose enrollment waits for proof of ownership cannot be opened until it is proven: one
 * enrolled from its screen (1) opens the full enrollment dialog, one the dealer enrolled (2) the
 * add-vehicle dialog, one enrolled unproven (3) points to the dealer token or the car.
 */
export function vehicleState(vehicle: VehicleSummary): VehicleState {
  if (vehicle.suspendYn === "Y") return "suspended";
  const dialog = enrollmentDialogFor(vehicle.enrollmentStatus);
  if (dialog) return dialog === "enrollment" ? "needsEnrollment" : "needsAdding";
  if (!isProvenEnrollment(vehicle.enrollmentStatus)) return "unproven";
  return isFullyEnrolledActive(vehicle) ? "active" : "notEnrolled";
}

const STATE_KEYS = {
  active: "vehicles.status.active",
  suspended: "vehicles.status.suspended",
  notEnrolled: "vehicles.status.notEnrolled",
  unproven: "vehicles.status.unproven",
  needsEnrollment: "vehicles.status.needsEnrollment",
  needsAdding: "vehicles.status.needsAdding",
} as const satisfies Record<VehicleState, ParseKeys>;

/** One vehicle of the list: what it is, its state, and the button that opens it. */
export function VehicleCard(props: {
  vehicle: VehicleSummary;
  onSelect: (vehicle: VehicleSummary) => void;
  /** Opens the dialog a waiting enrollment (1 or 2) asks for. */
  onComplete: (vehicle: VehicleSummary) => void;
  isSelecting: boolean;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const { vehicle } = props;
  const state = vehicleState(vehicle);
  const waiting = state === "unproven" || state === "needsEnrollment" || state === "needsAdding";
  const headingId = `vehicle-${vehicle.vehicleId}-name`;
  const nickname = vehicle.nickName || vehicle.modelName;
  return (
    <article className={`vehicle-card vehicle-card--${state}`} aria-labelledby={headingId}>
      {/* A vehicle waiting for proof answers nothing of itself (7202), its photo included. */}
      {!waiting && <VehiclePhoto vehicleId={vehicle.vehicleId} name={nickname} className="vehicle-card__photo" />}
      <div className="vehicle-card__head">
        <h2 id={headingId} className="vehicle-card__name">
          {nickname}
        </h2>
        {vehicle.defaultVehicle && <span className="badge badge--accent">{t("vehicles.defaultBadge")}</span>}
      </div>
      {waiting ? null : isSharedVehicle(vehicle) ? (
        <p className="badge badge--accent">{t("vehicles.sharedBadge")}</p>
      ) : (
        <NicknameEditor vehicleId={vehicle.vehicleId} nickName={vehicle.nickName} />
      )}
      {/* The drawing for every car; the state only for one in use (a suspended or waiting car answers none). */}
      <VehicleGlance vehicle={vehicle} withState={state === "active"} />
      <p className="vehicle-card__model">{t("vehicles.modelLine", { year: vehicle.modelYear, model: vehicle.modelName })}</p>
      <dl className="vehicle-card__facts">
        <div>
          <dt className="visually-hidden">{t("vehicles.vinLabel")}</dt>
          <dd>{t("vehicles.vinEnding", { last4: vehicle.vin.slice(-4) })}</dd>
        </div>
        <div>
          <dt>{t("vehicles.fuelLabel")}</dt>
          <dd>{t(FUEL_KEYS[vehicle.fuelKindCode])}</dd>
        </div>
      </dl>
      <p className={`badge badge--${state}`}>{t(STATE_KEYS[state])}</p>
      {state === "needsEnrollment" || state === "needsAdding" ? (
        <>
          <p>{t(state === "needsEnrollment" ? "vehicles.needsEnrollmentHint" : "vehicles.needsAddingHint")}</p>
          <Button
            className="vehicle-card__select"
            aria-label={t(state === "needsEnrollment" ? "vehicles.completeEnrollmentNamed" : "vehicles.confirmAddingNamed", { nickname })}
            onPress={() => props.onComplete(vehicle)}
            isDisabled={props.isDisabled}
          >
            {t(state === "needsEnrollment" ? "vehicles.completeEnrollment" : "vehicles.confirmAdding")}
          </Button>
        </>
      ) : state === "unproven" ? (
        <>
          <p>{t("vehicles.unprovenHint")}</p>
          <Link className="button button--secondary" to="/incarenrollment">
            {t("vehicles.unprovenInCar")}
          </Link>
        </>
      ) : (
        <Button
          className="vehicle-card__select"
          aria-label={t("vehicles.selectNamed", { nickname })}
          onPress={() => props.onSelect(vehicle)}
          isPending={props.isSelecting}
          isDisabled={props.isDisabled}
        >
          {props.isSelecting ? t("vehicles.selecting") : t("vehicles.select")}
        </Button>
      )}
    </article>
  );
}
