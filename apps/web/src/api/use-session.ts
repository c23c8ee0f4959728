import { useSyncExternalStore } from "react";
import { getSelectedVehicleId, getSession, renewableLoginId, subscribeSession, type Session } from "./session.ts";

/** A page rendered ahead of time (the sign-in page, see app-main.tsx) is the signed-out page. */
const signedOut = () => null;

/** The current session (null when signed out); re-renders on sign-in and sign-out. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, () => getSession(), signedOut);
}

/** The id of the vehicle selected in this tab, or null. */
export function useSelectedVehicleId(): string | null {
  return useSyncExternalStore(subscribeSession, getSelectedVehicleId);
}

/** Whether the tab holds a session, even one that has expired and may be renewed in place. */
export function useRenewableSession(): boolean {
  return useSyncExternalStore(
    subscribeSession,
    () => renewableLoginId() !== null,
    () => false,
  );
}
