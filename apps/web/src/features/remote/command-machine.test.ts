import { describe, expect, it } from "vitest";
import { commandReducer, initialCommandState, type CommandEvent, type CommandState } from "./command-machine.ts";
import type { CommandOutcome } from "./command-outcome.ts";

const unlock = { name: "doorUnlock" } as const;
const success: CommandOutcome = { kind: "success", message: { key: "remote.messages.DOOR_UNLOCK_SUCCESS" } };
const failure: CommandOutcome = { kind: "failure", message: { text: "The vehicle did not answer in time." } };

function run(...events: CommandEvent[]): CommandState {
  return events.reduce(commandReducer, initialCommandState);
}

describe("remote command views", () => {
  it("goes submit, PIN popup, progress, result and back to submit", () => {
    expect(run({ type: "request", request: unlock })).toEqual({ view: "pin", request: unlock, problem: null });
    expect(run({ type: "request", request: unlock }, { type: "pinAccepted" })).toEqual({
      view: "progress",
      request: unlock,
      transactionId: null,
    });
    const polling = run({ type: "request", request: unlock }, { type: "pinAccepted" }, { type: "accepted", transactionId: "t1" });
    expect(polling).toEqual({ view: "progress", request: unlock, transactionId: "t1" });
    const done = commandReducer(polling, { type: "finished", transactionId: "t1", outcome: success });
    expect(done).toEqual({ view: "result", request: unlock, outcome: success });
    expect(commandReducer(done, { type: "dismiss" })).toEqual(initialCommandState);
  });

  it("returns to submit when the popup is cancelled", () => {
    expect(run({ type: "request", request: unlock }, { type: "pinCancelled" })).toEqual(initialCommandState);
  });

  it("keeps the popup open with the server's message after a wrong PIN, and locked after 7316", () => {
    const wrong = { message: { text: "Incorrect PIN. 3 attempts left." }, locked: false };
    expect(run({ type: "request", request: unlock }, { type: "pinRejected", problem: wrong })).toEqual({
      view: "pin",
      request: unlock,
      problem: wrong,
    });
    const locked = { message: { key: "errors.7316" as const }, locked: true };
    const state = run(
      { type: "request", request: unlock },
      { type: "pinRejected", problem: wrong },
      { type: "pinRejected", problem: locked },
    );
    expect(state).toMatchObject({ view: "pin", problem: { locked: true } });
  });

  it("reopens the popup when the PIN authorization is missing or expired (7317)", () => {
    const state = run(
      { type: "request", request: unlock },
      { type: "pinAccepted" },
      { type: "refused", refusal: { kind: "reauthorize", message: { key: "errors.7317" } } },
    );
    expect(state).toEqual({ view: "pin", request: unlock, problem: { message: { key: "errors.7317" }, locked: false } });
  });

  it("shows other refusals on the submit view, and leaves redirects to the caller", () => {
    const refused = run(
      { type: "request", request: unlock },
      { type: "pinAccepted" },
      { type: "refused", refusal: { kind: "message", message: { key: "errors.7705" } } },
    );
    expect(refused).toEqual({ view: "submit", notice: { tone: "danger", message: { key: "errors.7705" } } });
    const redirected = run(
      { type: "request", request: unlock },
      { type: "pinAccepted" },
      { type: "refused", refusal: { kind: "redirect", to: "/remote/error/dailylimit" } },
    );
    expect(redirected).toEqual(initialCommandState);
  });

  it("shows how a command resumed from elsewhere ended as a notice on submit", () => {
    expect(commandReducer(initialCommandState, { type: "finished", transactionId: "old", outcome: failure })).toEqual({
      view: "submit",
      notice: { tone: "danger", message: failure.message },
    });
    expect(commandReducer(initialCommandState, { type: "finished", transactionId: "old", outcome: success })).toMatchObject({
      notice: { tone: "success" },
    });
  });

  it("ignores events that do not apply to the current view", () => {
    const polling = run({ type: "request", request: unlock }, { type: "pinAccepted" }, { type: "accepted", transactionId: "t1" });
    expect(commandReducer(polling, { type: "request", request: { name: "doorLock" } })).toBe(polling);
    expect(commandReducer(polling, { type: "finished", transactionId: "other", outcome: success })).toBe(polling);
    expect(commandReducer(polling, { type: "accepted", transactionId: "t2" })).toBe(polling);
    expect(commandReducer(initialCommandState, { type: "dismiss" })).toBe(initialCommandState);
    expect(commandReducer(initialCommandState, { type: "pinAccepted" })).toBe(initialCommandState);
  });

  it("retries a failed command: the PIN again for the same command; a success has no retry", () => {
    const failure = { kind: "failure", message: { key: "errors.GENERAL_ISSUE" } } as const;
    const failed = run(
      { type: "request", request: unlock },
      { type: "pinAccepted" },
      { type: "accepted", transactionId: "t1" },
      {
        type: "finished",
        transactionId: "t1",
        outcome: failure,
      },
    );
    expect(commandReducer(failed, { type: "retry" })).toEqual({ view: "pin", request: unlock, problem: null });
    const succeeded = { view: "result", request: unlock, outcome: success } as const;
    expect(commandReducer(succeeded, { type: "retry" })).toBe(succeeded);
  });

  it("starts another command from a result shown beside the controls", () => {
    const shown = { view: "result", request: unlock, outcome: success } as const;
    expect(commandReducer(shown, { type: "request", request: { name: "doorLock" } })).toEqual({
      view: "pin",
      request: { name: "doorLock" },
      problem: null,
    });
  });
});
