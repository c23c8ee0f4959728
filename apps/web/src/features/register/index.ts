import { lazy } from "react";

/**
 * What other features may use from registration: the vehicles page's popups, each loaded with its
 * first opening (the registration page itself loads by path).
 */
export const AddVehicleDialog = lazy(async () => ({
  default: (await import("./components/add-vehicle-dialog.tsx")).AddVehicleDialog,
}));
/** The dialog that finishes a waiting enrollment (status 1 or 2, or a car's link). */
export const CompleteEnrollmentDialog = lazy(async () => ({
  default: (await import("./components/complete-enrollment-dialog.tsx")).CompleteEnrollmentDialog,
}));
/** The one ownership-proof fieldset (owner names and postal code, or the dealer token), the in-car registration's too. */
export { OwnershipProofFields, type PortalProofKind } from "./components/ownership-proof-fields.tsx";
