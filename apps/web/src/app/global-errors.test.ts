import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../test-support/memory-storage.ts";

/** The app as the global error handler sees it: a signed-in tab on `path`, navigation recorded. */
async function signedInTab(path: string) {
  vi.resetModules();
  vi.stubGlobal("sessionStorage", memoryStorage());
  vi.stubGlobal("localStorage", memoryStorage());
  vi.stubGlobal("window", { location: { pathname: path, search: "" } });
  const session = await import("../api/session.ts");
  const navigation = await import("./navigation.ts");
  const { handleGlobalApiError } = await import("./global-errors.ts");
  const { ApiError } = await import("../api/api-error.ts");
  const visited: string[] = [];
  navigation.setNavigator((to) => visited.push(to));
  session.startSession({ accessToken: "token", expireIn: 1800, verifiedTnC: true });
  return { session, visited, handleGlobalApiError, ApiError };
}

describe("a call refused because the terms in force are not accepted (7030)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the session and opens the terms to accept", async () => {
    const tab = await signedInTab("/cwp/overview");
    tab.handleGlobalApiError(new tab.ApiError("7030", "Accept the current terms of use first."));
    expect(tab.visited).toEqual(["/confirmTerms"]);
    expect(tab.session.getSession()).toMatchObject({ accessToken: "token", verifiedTnC: false });
  });

  it("does not navigate again from the terms page itself", async () => {
    const tab = await signedInTab("/confirmTerms");
    tab.handleGlobalApiError(new tab.ApiError("7030", "Accept the current terms of use first."));
    expect(tab.visited).toEqual([]);
  });

  it("still drops the session on a session error", async () => {
    const tab = await signedInTab("/cwp/overview");
    tab.handleGlobalApiError(new tab.ApiError("7403", "expired"));
    expect(tab.visited).toEqual(["/error?code=7403"]);
    expect(tab.session.getSession()).toBeNull();
  });
});
