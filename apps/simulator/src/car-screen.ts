import type { DisplayMessage, ScreenMessage } from "@carport/telematics";

/**
 * The head unit's screen of a simulated car: it shows the in-car enrollment code the cloud sent,
 * with a QR code of it, until the code expires or the cloud clears it. The car reads its own clock,
 * so an expired code is no longer shown as valid.
 */
export class CarScreen {
  private shown: { code: string; expiresAt: string } | null = null;
  private expiredShown = false;

  /** Applies what the cloud asked the car to display. */
  display(message: DisplayMessage): void {
    this.expiredShown = false;
    this.shown = message.show === "enrollmentCode" ? { code: message.code, expiresAt: message.expiresAt } : null;
  }

  /** What the screen shows at this time (ms since the epoch). */
  view(now: number): ScreenMessage {
    const at = new Date(now).toISOString();
    if (this.shown) {
      if (now < Date.parse(this.shown.expiresAt)) {
        return { view: "enrollmentCode", code: this.shown.code, qrText: this.shown.code, expiresAt: this.shown.expiresAt, at };
      }
      this.shown = null;
      this.expiredShown = true;
    }
    return this.expiredShown ? { view: "enrollmentCodeExpired", at } : { view: "home", at };
  }

  /** The time the shown code expires, so the car can refresh its screen then; null when no code is shown. */
  get expiresAt(): number | null {
    return this.shown ? Date.parse(this.shown.expiresAt) : null;
  }
}
