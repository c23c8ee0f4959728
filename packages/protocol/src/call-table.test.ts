import { describe, expect, it } from "vitest";
import { CALLS, callPaths, sharedDriverCalls, type CallDefinition, type CallId } from "./call-table.ts";
import { ERROR_CODES, errorDescription } from "./error-codes.ts";
import { failure, isFailure, success } from "./envelope.ts";

describe("the call table", () => {
  it("serves every name and alias once", () => {
    const paths = callPaths().map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(["lgnV2", "v2/login", "lgn", "lgout", "vhcllst", "sltvhcl", "lstvhclsts"]));
  });

  it("maps an alias to the same call as its seed name", () => {
    const byPath = new Map(callPaths().map((p) => [p.path, p.id]));
    expect(byPath.get("v2/login")).toBe(byPath.get("lgnV2"));
  });

  it("marks only sign-in (and the mobile code login), its security and recovery steps, registration (from the portal or the car, with its dealer search and notification choices), the support pages' reads and the dealer's token redemption as anonymous", () => {
    const anonymous = (Object.keys(CALLS) as CallId[]).filter((id) => CALLS[id].access === "anonymous");
    expect(anonymous.sort()).toEqual(
      [
        "login",
        "loginFlat",
        "termsGet",
        "captcha",
        "textCaptcha",
        "codeLogin",
        "mfaSelectMethod",
        "mfaSendOtp",
        "mfaValidateOtp",
        "mfaGenerateToken",
        "forgotPassword",
        "resetPassword",
        "verifyAccountForOtp",
        "resetPasswordByOtp",
        "unlockAccount",
        "reportFraud",
        "removeAllTokens",
        "vehicleValidation",
        "dealerToken",
        "ownerCheck",
        "dataValidator",
        "registerAccount",
        "notificationTypes",
        "dealerSearch",
        "sendQrCode",
        "verifyQrCode",
        "inCarRegister",
        "faq",
        "termsOfUse",
        "privacyPolicy",
        "featureTerms",
        "emergencyTerms",
        "releaseNote",
        "ssoVerify",
        "appointmentToken",
      ].sort(),
    );
  });

  it("lets a second driver make only the share scope's calls: status, PIN, lock, horn and lights, climate, their profile, seeing the photo, finding charging stations, applying climate favourites", () => {
    expect(sharedDriverCalls().sort()).toEqual(
      [
        "selectVehicle",
        "lastVehicleStatus",
        "refreshStatus",
        "nextService",
        "vehicleHealth",
        "digitalKeySupport",
        "verifyPin",
        "doorLock",
        "doorUnlock",
        "hornLight",
        "engineStart",
        "engineStop",
        "climateStart",
        "climateStop",
        "profiles",
        "profileLog",
        "sharedProfileSave",
        "sharedUnlink",
        "vehiclePhoto",
        "chargingStationSearch",
        "climateFavourites",
      ].sort(),
    );
    for (const id of sharedDriverCalls()) expect(CALLS[id].vehicleScoped, id).toBe(true);
    const onlyShared = sharedDriverCalls().filter((id) => (CALLS[id] as CallDefinition).sharedDriver === "only");
    expect(onlyShared.sort()).toEqual(["sharedProfileSave", "sharedUnlink"]);
    // Never valet, charging, schedules, settings, nickname, service changes, reports, location or ownership.
    for (const id of [
      "valetActivate",
      "valetStatus",
      "chargeStart",
      "setTargetSoc",
      "notificationSettingsSave",
      "updateNickname",
      "serviceOdometerSave",
      "reportList",
      "locate",
      "secondDriverInvite",
      "profileSave",
      "ssoToken",
      "vehiclePhotoSave",
      "vehiclePhotoDelete",
      "undoSuspend",
      "ownershipReversal",
      "climateFavouriteSave",
      "climateFavouriteDelete",
      "climateFavouriteDefault",
    ] as const) {
      expect((CALLS[id] as CallDefinition).sharedDriver, id).toBeUndefined();
    }
  });

  it("rejects a login body without a password and accepts one with it", () => {
    expect(CALLS.login.request.safeParse({ loginId: "a@b.ca" }).success).toBe(false);
    expect(CALLS.login.request.safeParse({ loginId: "a@b.ca", password: "x" }).success).toBe(true);
  });
});

describe("error codes", () => {
  it("describe every code in English and French", () => {
    for (const [code, text] of Object.entries(ERROR_CODES)) {
      expect(text.en, code).not.toBe("");
      expect(text.fr, code).not.toBe("");
    }
    expect(errorDescription("7404", 0)).toBe("Invalid username or password.");
    expect(errorDescription("7404", 1)).toBe("Nom d'utilisateur ou mot de passe invalide.");
  });

  it("build the envelope both ways", () => {
    expect(success({ a: 1 })).toEqual({ responseHeader: { responseCode: 0, responseDesc: "Success" }, result: { a: 1 } });
    const failed = failure("7403", "expired");
    expect(isFailure(failed)).toBe(true);
    expect(failed.error).toEqual({ errorCode: "7403", errorDesc: "expired" });
  });
});
