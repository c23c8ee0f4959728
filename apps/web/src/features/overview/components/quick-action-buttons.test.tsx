// @vitest-environment jsdom
import type { CallResult } from "@carport/protocol";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "../../../test-support/render.tsx";
import { QuickActionsPlaceholder } from "./quick-action-buttons.tsx";

const electric = {
  vehicle: { vehicleId: "v1", fuelKindCode: "E", driverRole: "primary", isCCS2Vehicle: "N" },
  features: { remoteIgnition: "N", seatHeatVent: null },
} as unknown as CallResult<"selectVehicle">;

describe("the overview's quick actions while their command flow loads", () => {
  it("hold their place: the card, its heading, every action disabled and the links to the full pages", async () => {
    await renderInApp(<QuickActionsPlaceholder selected={electric} />);
    const card = screen.getByRole("region", { name: "Quick actions" });
    expect(card).toHaveAttribute("aria-busy", "true");
    for (const name of ["Lock doors", "Unlock doors", "Horn and lights"]) expect(screen.getByRole("button", { name })).toBeDisabled();
    expect(screen.getByRole("link", { name: "Door lock: all options" })).toHaveAttribute("href", "/remote/lock");
  });

  it("speaks French in French", async () => {
    await renderInApp(<QuickActionsPlaceholder selected={electric} />, { language: "fr" });
    expect(screen.getByRole("region", { name: "Actions rapides" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Verrouiller les portières" })).toBeDisabled();
  });
});
