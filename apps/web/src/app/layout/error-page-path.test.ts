import { describe, expect, it } from "vitest";
import { errorPagePath } from "./error-page-path.ts";

describe("the page an unhandled error leads to", () => {
  it("is cwp.error for the vehicle area's cwp and remote pages", () => {
    for (const path of [
      "/cwp/overview",
      "/cwp/valet",
      "/remote",
      "/remote/start",
      "/remote/tsoc",
      "/remote/error/dailylimit",
      "/cwp/error",
    ]) {
      expect(errorPagePath(path), path).toBe("/cwp/error");
    }
  });

  it("is default.error anywhere else", () => {
    for (const path of ["/vehicles", "/mvr", "/account/security", "/support/newterms", "/remotely", "/cwpx", "/error"]) {
      expect(errorPagePath(path), path).toBe("/error");
    }
  });
});
