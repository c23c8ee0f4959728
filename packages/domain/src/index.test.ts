import { describe, it, expect } from "vitest";
import * as domain from "./index.ts";

describe("package entry", () => {
  it("exports every rule family", () => {
    for (const name of [
      "postLoginDestination",
      "supportsDigitalKey",
      "isValidEmail",
      "passwordFailures",
      "pinReason",
      "isValidSecurityAnswer",
      "formatPhoneAsTyped",
      "formatPostalCodeAsTyped",
      "vinReason",
      "nicknameReason",
      "isMailSafeName",
      "isConfirmationCodeShaped",
      "isAlphanumericText",
      "convertDistance",
      "to12Hour",
      "codeToCelsius",
      "serviceDueColours",
      "batteryIconStep",
      "initialTsocLevel",
      "vehicleGeneration",
      "chargeScheduleErrors",
      "remoteLandingPage",
      "completionView",
      "mvrDayReason",
      "supportDateTimeReason",
      "preferenceSaveError",
      "isNotificationRowLocked",
      "sortDealerHours",
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name], name).toBe("function");
    }
  });
  it("exports the server schemas", () => {
    for (const name of [
      "pinSchema",
      "emailSchema",
      "passwordSchema",
      "vinSchema",
      "nicknameSchema",
      "postalCodeSchema",
      "phoneSchema",
      "zipSchema",
      "mvrDaySchema",
      "preferenceSchema",
    ]) {
      const schema = (domain as Record<string, unknown>)[name] as { safeParse?: unknown } | undefined;
      expect(typeof schema?.safeParse, name).toBe("function");
    }
  });
});
