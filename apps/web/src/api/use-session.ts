import { useSyncExternalStore } from "react";
import { getSelectedVehicleId, getSession, subscribeSession, type Session } from "./session.ts";

/** The current session (null when signed out); re-renders on sign-in and sign-out. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, () => getSession());
}

/** The id of the vehicle selected in this tab, or null. */
export function useSelectedVehicleId(): string | null {
  return useSyncExternalStore(subscribeSession, getSelectedVehicleId);
}
