import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./router.tsx";

/** Every path of account-and-enrollment.md and vehicle-area.md section 2, as the app serves them. */
const SPEC_PATHS = [
  "/login",
  "/invitation",
  "/incarenrollment",
  "/reactivate",
  "/suspended",
  "/register",
  "/logout",
  "/accountLock",
  "/forgotpw",
  "/resetpw",
  "/resetpw/owner@example.com",
  "/otp/abc",
  "/unlockAccount",
  "/reportFraud/XYZ",
  "/vehicles",
  "/cwp/overview",
  "/confirmTerms",
  "/deactivation",
  "/account/personalSetting",
  "/account/personalSetting/personalinfo",
  "/account/security",
  "/account/pinSetting",
  "/account/preferences",
  "/account/notificationSettings",
  "/account/notificationHistory",
  "/account/chargingOptions",
  "/account/calendar",
  "/digitalKey",
  "/chargingStation",
  "/codelogin",
  "/remote",
  "/remote/start",
  "/remote/stop",
  "/remote/lock",
  "/remote/hornlight",
  "/remote/schedule",
  "/remote/charge",
  "/remote/tsoc",
  "/remote/climate",
  "/cwp/valet",
  "/cwp/vehicleHealth",
  "/userProfile",
  "/mvr",
  "/fod",
  "/notificationCenter",
  "/support/contact",
  "/support/faq",
  "/support/terms",
  "/support/privacy",
  "/support/emergency",
  "/support/newterms",
  "/support/deactivation",
  "/support/appointment",
  "/overtheairsoftwareupdates/releasenotes/12",
  "/notice/12",
  "/error",
  "/pagenotfound",
  "/cookiesdisabled",
  "/cwp/error",
  "/cwp/maintenance",
  "/remote/error/anothersession",
  "/remote/error/dailylimit",
  "/remote/error/notenrolled",
  "/",
  "/cwp",
  "/index.html",
];

function leafPath(pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.[matches.length - 1];
  return leaf?.route.index ? "(index)" : leaf?.route.path;
}

describe("route table", () => {
  it.each(SPEC_PATHS)("serves %s with its own route", (pathname) => {
    const path = leafPath(pathname);
    expect(path).toBeDefined();
    expect(path).not.toBe("*");
  });

  it("sends any other path to the catch-all (page not found)", () => {
    expect(leafPath("/no/such/page")).toBe("*");
    expect(leafPath("/reportFraud")).toBe("*");
  });

  it("lazy-loads every page but login", () => {
    const eager: string[] = [];
    const visit = (list: typeof routes) => {
      for (const route of list) {
        if (route.children) visit(route.children);
        else if (route.Component && route.Component.name !== "Nothing") eager.push(route.path ?? "(index)");
      }
    };
    visit(routes);
    expect(eager).toEqual(["login"]);
  });
});
