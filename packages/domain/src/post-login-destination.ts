/** The vehicle fields the post-login destination depends on. */
export interface DestinationVehicle {
  vehicleId: string;
  enrollmentStatus: number;
  subscriptionStatus: string;
  suspendYn: "Y" | "N";
  defaultVehicle: boolean;
}

export type PostLoginDestination =
  | { kind: "terms" }
  | { kind: "reactivate"; vehicleId: string }
  | { kind: "suspended"; vehicleId: string }
  | { kind: "overview"; vehicleId: string; suspended: boolean }
  | { kind: "vehicles" };

/** Enrollment status 4 with an active subscription: the vehicle can use every screen. */
export function isFullyEnrolledActive(vehicle: Pick<DestinationVehicle, "enrollmentStatus" | "subscriptionStatus">): boolean {
  return vehicle.enrollmentStatus === 4 && vehicle.subscriptionStatus === "A";
}

/**
 * Where a user lands after signing in (account-and-enrollment.md section 4, "Post-login destination").
 * Terms come first; a `vid` from the link leads to reactivation (or the suspended notice);
 * a suspended vehicle opens its overview in suspended mode; one fully enrolled active vehicle
 * opens its overview; with several, the default active vehicle does so only when none is
 * suspended or not fully enrolled; otherwise the vehicles list.
 */
export function postLoginDestination(input: {
  verifiedTnC: boolean;
  vehicles: readonly DestinationVehicle[];
  vid?: string | undefined;
}): PostLoginDestination {
  if (!input.verifiedTnC) return { kind: "terms" };
  const { vehicles } = input;
  if (input.vid) {
    const linked = vehicles.find((v) => v.vehicleId === input.vid);
    if (linked) {
      return linked.suspendYn === "Y"
        ? { kind: "reactivate", vehicleId: linked.vehicleId }
        : { kind: "suspended", vehicleId: linked.vehicleId };
    }
  }
  if (vehicles.length === 1) {
    const only = vehicles[0]!;
    if (only.suspendYn === "Y") return { kind: "overview", vehicleId: only.vehicleId, suspended: true };
    if (isFullyEnrolledActive(only)) return { kind: "overview", vehicleId: only.vehicleId, suspended: false };
    return { kind: "vehicles" };
  }
  if (vehicles.length > 1) {
    const anyBlocked = vehicles.some((v) => v.suspendYn === "Y" || !isFullyEnrolledActive(v));
    const preferred = vehicles.find((v) => v.defaultVehicle && isFullyEnrolledActive(v));
    if (!anyBlocked && preferred) return { kind: "overview", vehicleId: preferred.vehicleId, suspended: false };
  }
  return { kind: "vehicles" };
}
