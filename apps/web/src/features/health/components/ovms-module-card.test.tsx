// @vitest-environment jsdom
import { queryOptions, useMutation } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { OvmsCapability, OvmsModuleResult } from "@carport/protocol";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../../test-support/render.tsx";
import { OvmsModuleCard } from "./ovms-module-card.tsx";

/** `ovmsmdl` and `svovmscpb`, answered here instead of by the server. */
const calls = vi.hoisted(() => ({
  read: vi.fn<() => Promise<OvmsModuleResult>>(),
  save: vi.fn<(supports: OvmsCapability[]) => Promise<OvmsModuleResult>>(),
}));
vi.mock("../api/ovms-module.ts", () => ({
  ovmsModuleQueryOptions: (vehicleId: string) => queryOptions({ queryKey: ["test", "ovmsModule", vehicleId], queryFn: calls.read }),
  useSaveOvmsCapabilities: () => useMutation({ mutationFn: calls.save }),
}));

const niro = { user: "niro-alice", vehicleId: "NIRO1", topicPrefix: "ovms/niro-alice/NIRO1/", pinKept: true };

beforeEach(() => {
  calls.read.mockReset();
  calls.save.mockReset();
});

describe("the OVMS module card", () => {
  it("shows nothing for a car without a module", async () => {
    calls.read.mockResolvedValue({ module: null });
    await renderInApp(<OvmsModuleCard vehicleId="v-1" />);
    await waitFor(() => expect(calls.read).toHaveBeenCalled());
    expect(screen.queryByRole("heading", { name: "OVMS module" })).not.toBeInTheDocument();
  });

  it("lists what the owner confirmed, marks what the module refused, and saves the owner's choice", async () => {
    calls.read.mockResolvedValue({ module: { ...niro, supports: ["lock", "climate"], refused: ["climate"] } });
    calls.save.mockImplementation(async (supports) => ({ module: { ...niro, supports, refused: [] } }));
    const user = userEvent.setup();
    await renderInApp(<OvmsModuleCard vehicleId="v-1" />);
    expect(await screen.findByRole("heading", { name: "OVMS module" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Lock and unlock" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Climate on and off (the module answered it cannot)" })).toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: "Start and stop charging" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.save).toHaveBeenCalledWith(["lock", "climate", "charge"], expect.anything()));
    expect(await screen.findByRole("status")).toHaveTextContent("Saved.");
  });

  it("speaks French", async () => {
    calls.read.mockResolvedValue({ module: { ...niro, supports: ["lock"], refused: [], pinKept: false } });
    await renderInApp(<OvmsModuleCard vehicleId="v-1" />, { language: "fr" });
    expect(await screen.findByRole("heading", { name: "Module OVMS" })).toBeInTheDocument();
    expect(screen.getByText(/Aucun NIP de module/)).toBeInTheDocument();
  });
});
