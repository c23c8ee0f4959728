import { CALLS, type CallDefinition, type CallId } from "@carport/protocol";
import { describe, expect, it } from "vitest";
import { CALL_ROUTES } from "./call-routes.ts";

describe("call routes", () => {
  it("name every call of the protocol with its path, method and share scope", () => {
    for (const id of Object.keys(CALLS) as CallId[]) {
      const call = CALLS[id] as CallDefinition;
      expect(CALL_ROUTES[id]).toEqual({
        name: call.name,
        method: call.method,
        ...(call.sharedDriver ? { sharedDriver: call.sharedDriver } : {}),
      });
    }
  });
});
