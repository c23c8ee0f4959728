// @vitest-environment jsdom
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../../test-support/render.tsx";
import type { CommandState } from "../command-machine.ts";
import { pollingFailure } from "../command-outcome.ts";
import { COMMAND_TEXTS } from "../commands.ts";
import type { RemoteCommandFlow } from "../use-remote-command.ts";
import { CommandFlowScreen } from "./command-flow-parts.tsx";

const lock = { name: "doorLock" } as const;

/** A command flow standing at the given state, as useRemoteCommand answers it. */
function flowAt(state: CommandState, overrides: Partial<RemoteCommandFlow> = {}): RemoteCommandFlow {
  return {
    state,
    pending: null,
    isBusy: state.view === "progress",
    isOffline: false,
    isCheckingPin: false,
    request: vi.fn(),
    submitPin: vi.fn(async () => {}),
    cancelPin: vi.fn(),
    dismissResult: vi.fn(),
    retry: vi.fn(),
    ...overrides,
  };
}

function screenOf(flow: RemoteCommandFlow, language: "en" | "fr" = "en", inline = false) {
  return renderInApp(
    <CommandFlowScreen flow={flow} headingId="doors-heading" heading="Doors" inline={inline}>
      <button type="button">Lock the doors</button>
    </CommandFlowScreen>,
    { language },
  );
}

describe("the command flow's screen (remote pages and the overview's quick actions)", () => {
  it("shows the page's controls at submit, with no progress or result", async () => {
    await screenOf(flowAt({ view: "submit", notice: null }));
    expect(screen.getByRole("heading", { name: "Doors" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Lock the doors" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Command in progress" })).not.toBeInTheDocument();
  });

  it("announces the command being sent, then what the vehicle is doing, and hides the controls", async () => {
    await screenOf(flowAt({ view: "progress", request: lock, transactionId: null }));
    expect(screen.getByRole("heading", { name: "Command in progress" })).toBeInTheDocument();
    expect(screen.getByText("Sending the command to your vehicle…").closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("button", { name: "Lock the doors" })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Command in progress" })).toHaveFocus());
  });

  it("announces the vehicle's step once the command is sent", async () => {
    await screenOf(flowAt({ view: "progress", request: lock, transactionId: "tx-1" }));
    expect(screen.getAllByRole("status").some((status) => status.textContent === "Locking your doors…")).toBe(true);
  });

  it("shows a success with its message and an OK that ends the result", async () => {
    const user = userEvent.setup();
    const flow = flowAt({ view: "result", request: lock, outcome: { kind: "success", message: { key: COMMAND_TEXTS.doorLock.success } } });
    await screenOf(flow);
    expect(screen.getByRole("heading", { name: "Command completed" })).toBeInTheDocument();
    expect(screen.getByText("Your doors are locked.")).toHaveAttribute("role", "status");
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect(flow.dismissResult).toHaveBeenCalledOnce();
  });

  it("shows a failure as an alert, with the vehicle's own reason when it gave one", async () => {
    const { unmount } = await screenOf(flowAt({ view: "result", request: lock, outcome: pollingFailure() }));
    expect(screen.getByRole("heading", { name: "The command did not go through" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Your request could not be completed. Please try again.");
    unmount();
    await screenOf(flowAt({ view: "result", request: lock, outcome: { kind: "failure", message: { text: "Door open" } } }));
    expect(screen.getByRole("alert")).toHaveTextContent("Door open");
  });

  it("shows a refused command's notice at submit", async () => {
    await screenOf(flowAt({ view: "submit", notice: { tone: "danger", message: { text: "Vehicle asleep" } } }));
    expect(screen.getByRole("alert")).toHaveTextContent("Vehicle asleep");
  });

  it("says a command is in progress for the vehicle when one was resumed", async () => {
    await screenOf(flowAt({ view: "submit", notice: null }, { pending: { transactionId: "tx-1", name: "doorLock", startedAt: 0 } }));
    expect(screen.getByText(/A command is in progress for this vehicle: Lock the doors\./)).toBeInTheDocument();
  });

  it("opens the PIN popup at the pin view", async () => {
    await screenOf(flowAt({ view: "pin", request: lock, problem: null }));
    expect(await screen.findByRole("dialog", { name: "PIN" })).toHaveTextContent("Enter your PIN to send this command: Lock the doors.");
  });

  it("speaks French in French", async () => {
    await screenOf(
      flowAt({ view: "result", request: lock, outcome: { kind: "success", message: { key: COMMAND_TEXTS.doorLock.success } } }),
      "fr",
    );
    expect(screen.getByRole("heading", { name: "Commande effectuée" })).toBeInTheDocument();
    expect(screen.getByText("Vos portières sont verrouillées.")).toBeInTheDocument();
  });

  it("offers a retry on failure, none on success", async () => {
    const user = userEvent.setup();
    const failed = flowAt({ view: "result", request: lock, outcome: pollingFailure() });
    const { unmount } = await screenOf(failed);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(failed.retry).toHaveBeenCalledOnce();
    unmount();
    await screenOf(
      flowAt({ view: "result", request: lock, outcome: { kind: "success", message: { key: COMMAND_TEXTS.doorLock.success } } }),
    );
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("shows the time waited while the command runs, counting each second", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    try {
      await screenOf(flowAt({ view: "progress", request: lock, transactionId: "tx-1" }));
      expect(screen.getByTestId("command-elapsed")).toHaveTextContent("Waiting for 0 s");
      await act(() => vi.advanceTimersByTimeAsync(65_000));
      expect(screen.getByTestId("command-elapsed").textContent?.replace(/\u00a0/g, " ")).toBe("Waiting for 1 min 05 s");
      // Outside the announcement, which would otherwise repeat each second.
      expect(screen.getByTestId("command-elapsed").closest("[role=status]")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps the controls beside the progress and the result when inline (the overview's quick actions)", async () => {
    const { unmount } = await screenOf(flowAt({ view: "progress", request: lock, transactionId: "tx-1" }), "en", true);
    expect(screen.getByRole("button", { name: "Lock the doors" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Command in progress" })).toBeInTheDocument();
    unmount();
    await screenOf(flowAt({ view: "result", request: lock, outcome: pollingFailure() }), "fr", true);
    expect(screen.getByRole("button", { name: "Lock the doors" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Doors" })).toContainElement(screen.getByRole("alert"));
  });
});
