import { CALLS, type CallId } from "@carport/protocol";
import { describe, expect, it } from "vitest";
import { CALL_ROUTES } from "./call-routes.ts";

describe("call routes", () => {
  it("name every call of the protocol with its path and method", () => {
    for (const id of Object.keys(CALLS) as CallId[]) {
      expect(CALL_ROUTES[id]).toEqual({ name: CALLS[id].name, method: CALLS[id].method });
    }
  });
});
