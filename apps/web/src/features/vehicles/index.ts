/** What other parts of the app may use from the vehicles feature (its pages load lazily by path). */
export { vehicleListQueryOptions } from "./api/vehicle-list.ts";
export { selectedVehicleQueryOptions } from "./api/selected-vehicle.ts";
export { selectVehicle, useSelectVehicleMutation } from "./api/select-vehicle.ts";
export { lastVehicleStatusQueryOptions } from "./api/last-vehicle-status.ts";
export { isSharedVehicle, mayCall, mayOpen, type DriverRole, type VehiclePagePath } from "./share-scope.ts";
