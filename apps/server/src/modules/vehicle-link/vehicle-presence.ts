import type { PresenceMessage } from "@carport/telematics";

/** Told when a car goes online or offline. */
export type PresenceListener = (vin: string, online: boolean) => void;

/**
 * Which cars are connected, from the presence they report: a car is online when its last presence
 * said so and the fleet connection speaking for it has not gone (a fleet's last will takes all of
 * its cars offline at once). Every instance hears every presence from the broker itself, so each
 * tells its own listeners (the live streams) without going through the database.
 */
export function createVehiclePresence() {
  const cars = new Map<string, PresenceMessage>();
  const fleetsGone = new Set<string>();
  const listeners = new Set<PresenceListener>();

  function isOnline(vin: string): boolean {
    const car = cars.get(vin);
    return !!car?.online && !(car.fleet && fleetsGone.has(car.fleet));
  }

  /** Runs a change and tells the listeners of each of these cars whose presence it turned. */
  function changing(vins: string[], change: () => void) {
    const before = listeners.size > 0 ? vins.map(isOnline) : [];
    change();
    if (listeners.size === 0) return;
    vins.forEach((vin, i) => {
      const online = isOnline(vin);
      if (online !== before[i]) for (const listener of listeners) listener(vin, online);
    });
  }

  return {
    onVehicle(vin: string, message: PresenceMessage) {
      changing([vin], () => cars.set(vin, message));
    },
    onFleet(fleet: string, message: PresenceMessage) {
      const ofFleet = [...cars].filter(([, car]) => car.fleet === fleet).map(([vin]) => vin);
      changing(ofFleet, () => {
        if (message.online) fleetsGone.delete(fleet);
        else fleetsGone.add(fleet);
      });
    },
    isOnline,
    connectedCount(): number {
      let count = 0;
      for (const vin of cars.keys()) if (isOnline(vin)) count++;
      return count;
    },
    /** Answers a function that stops the calls. */
    subscribe(listener: PresenceListener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
