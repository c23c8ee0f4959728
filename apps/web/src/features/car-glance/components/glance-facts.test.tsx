// @vitest-environment jsdom
import { DISTANCE_UNIT } from "@carport/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "../../../test-support/render.tsx";
import { fullStatus } from "../test/full-status.ts";
import { GlanceFacts } from "./glance-facts.tsx";

const doorOpen = fullStatus({ doorOpen: { frontLeft: 1, frontRight: 0, backLeft: 0, backRight: 0 }, battery: { batSoc: 40 } });

describe("the car's state at a glance", () => {
  it("shows an open door of a locked car as a warning, and never says only Locked", async () => {
    await renderInApp(<GlanceFacts fuelKindCode="G" status={doorOpen} unit={DISTANCE_UNIT.km} />);
    const warnings = screen.getByRole("list", { name: "Needs attention" });
    expect(
      within(warnings)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["!Door open: front left", "!12 V battery low (40%)"]);
    const doors = screen.getByText("Doors").closest("div")!;
    expect(within(doors).getByRole("definition")).toHaveTextContent("Locked, a door is open");
    expect(screen.queryByText("Locked")).toBeNull();
  });

  it("says in French what is open, with the corner", async () => {
    await renderInApp(<GlanceFacts fuelKindCode="G" status={doorOpen} unit={DISTANCE_UNIT.km} />, { language: "fr" });
    const warnings = screen.getByRole("list", { name: "À vérifier" });
    expect(within(warnings).getAllByRole("listitem")[0]).toHaveTextContent("Portière ouverte : avant gauche");
    expect(screen.getByText("Verrouillées, une portière est ouverte")).toBeInTheDocument();
  });

  it("says all is well when nothing is open, unlocked, low or faulty, and nothing in the compact view", async () => {
    const { unmount } = await renderInApp(<GlanceFacts fuelKindCode="G" status={fullStatus()} unit={DISTANCE_UNIT.km} />);
    expect(screen.getByText("Closed, locked, nothing low or faulty")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Needs attention" })).toBeNull();
    unmount();
    await renderInApp(<GlanceFacts fuelKindCode="G" status={fullStatus()} unit={DISTANCE_UNIT.km} compact />);
    expect(screen.queryByText("Closed, locked, nothing low or faulty")).toBeNull();
  });
});
