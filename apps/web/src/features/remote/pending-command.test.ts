import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  markCommandPending,
  parsePendingCommand,
  readPendingCommand,
  releasePendingCommand,
  subscribePendingCommands,
} from "./pending-command.ts";
import { memoryStorage } from "../../test-support/memory-storage.ts";

describe("pending command flag", () => {
  beforeEach(() => vi.stubGlobal("sessionStorage", memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("is kept per vehicle with its transaction id", () => {
    markCommandPending("v1", { transactionId: "t1", name: "doorLock", startedAt: 5 });
    expect(readPendingCommand("v1")).toEqual({ transactionId: "t1", name: "doorLock", startedAt: 5 });
    expect(readPendingCommand("v2")).toBeNull();
  });

  it("is released by its own command only", () => {
    markCommandPending("v1", { transactionId: "t2", name: "doorUnlock", startedAt: 1 });
    releasePendingCommand("v1", "t1");
    expect(readPendingCommand("v1")?.transactionId).toBe("t2");
    releasePendingCommand("v1", "t2");
    expect(readPendingCommand("v1")).toBeNull();
  });

  it("tells subscribers about every change", () => {
    const listener = vi.fn();
    const unsubscribe = subscribePendingCommands(listener);
    markCommandPending("v1", { transactionId: "t1", name: "lights", startedAt: 1 });
    releasePendingCommand("v1", "t1");
    unsubscribe();
    markCommandPending("v1", { transactionId: "t3", name: "lights", startedAt: 1 });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("treats anything malformed as no flag", () => {
    expect(parsePendingCommand("not json")).toBeNull();
    expect(parsePendingCommand(JSON.stringify({ transactionId: "t1", name: "selfDestruct" }))).toBeNull();
    expect(parsePendingCommand(JSON.stringify({ transactionId: "", name: "doorLock" }))).toBeNull();
    expect(parsePendingCommand(JSON.stringify({ transactionId: "t1", name: "doorLock" }))).toEqual({
      transactionId: "t1",
      name: "doorLock",
      startedAt: 0,
    });
  });
});
