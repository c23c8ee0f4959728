import type { PresenceMessage } from "@carport/telematics";

/**
 * Which cars are connected, from the presence they report: a car is online when its last presence
 * said so and the fleet connection speaking for it has not gone (a fleet's last will takes all of
 * its cars offline at once).
 */
export function createVehiclePresence() {
  const cars = new Map<string, PresenceMessage>();
  const fleetsGone = new Set<string>();
  return {
    onVehicle(vin: string, message: PresenceMessage) {
      cars.set(vin, message);
    },
    onFleet(fleet: string, message: PresenceMessage) {
      if (message.online) fleetsGone.delete(fleet);
      else fleetsGone.add(fleet);
    },
    isOnline(vin: string): boolean {
      const car = cars.get(vin);
      return !!car?.online && !(car.fleet && fleetsGone.has(car.fleet));
    },
    connectedCount(): number {
      let count = 0;
      for (const vin of cars.keys()) if (this.isOnline(vin)) count++;
      return count;
    },
  };
}
