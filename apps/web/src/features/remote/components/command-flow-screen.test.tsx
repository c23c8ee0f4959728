// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
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
    isBusy: state.view === "progress" || state.view === "result",
    isCheckingPin: false,
    request: vi.fn(),
    submitPin: vi.fn(async () => {}),
    cancelPin: vi.fn(),
    dismissResult: vi.fn(),
    ...overrides,
  };
}

function screenOf(flow: RemoteCommandFlow, language: "en" | "fr" = "en") {
  return renderInApp(
    <CommandFlowScreen flow={flow} headingId="doors-heading" heading="Doors">
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
});
