/** The vehicle health page (vehicle-area.md 2), where the overview's issue links lead. */
export const HEALTH_PATH = "/cwp/vehicleHealth";
