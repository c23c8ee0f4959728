/** Where "Not now" on the push offer is remembered: this device only (another browser may want it). */
const DISMISSED_KEY = "carport.pushOffer.dismissed";

/** Whether the owner said "Not now" to the push offer on this device. */
export function isPushOfferDismissed(): boolean {
  try {
    return globalThis.localStorage?.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/** Remembers "Not now" on this device. */
export function dismissPushOffer(): void {
  try {
    globalThis.localStorage?.setItem(DISMISSED_KEY, "1");
  } catch {
    // Storage refused (private mode): the offer comes back next time, which is harmless.
  }
}
