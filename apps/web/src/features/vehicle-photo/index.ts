/** What other parts of the app may use from the vehicle photo feature. */
export { VehiclePhoto, VehiclePhotoPanel } from "./components/vehicle-photo.tsx";
