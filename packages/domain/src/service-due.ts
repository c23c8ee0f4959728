/** Colour of a service-due figure: red when overdue, light red when the other figure is overdue. */
export type ServiceDueColour = "red" | "lightRed" | "green";

/**
 * Service-due colours of the overview and health screens (vehicle-area.md 4): distance and days
 * both at or below zero are red/red; only one at or below zero is red and the other light red;
 * otherwise both green.
 */
export function serviceDueColours(distanceLeft: number, daysLeft: number): { distance: ServiceDueColour; days: ServiceDueColour } {
  const distanceDue = distanceLeft <= 0;
  const daysDue = daysLeft <= 0;
  if (distanceDue && daysDue) return { distance: "red", days: "red" };
  if (distanceDue) return { distance: "red", days: "lightRed" };
  if (daysDue) return { distance: "lightRed", days: "red" };
  return { distance: "green", days: "green" };
}

/** A service bar turns red once what is left is zero or less (vehicle-area.md 9). */
export function isServiceBarRed(left: number): boolean {
  return left <= 0;
}

/**
 * True when a recorded service date (YYYYMMDD) is before the car could exist: earlier than the
 * year before its model year (cars of model year Y are built from Y-1). "19000101" is refused.
 */
export function isServiceDateBeforeCar(serviceDate: string, modelYear: number | string): boolean {
  const year = Number(modelYear);
  const earliest = Number.isInteger(year) && year > 1900 ? `${year - 1}0101` : "19900101";
  return serviceDate < earliest;
}
