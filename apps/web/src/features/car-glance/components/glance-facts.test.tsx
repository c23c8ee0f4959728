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

  it("gives one freshness label: its own on the list, none where the page already says when the car reported", async () => {
    const now = new Date("2026-11-26T12:05:00Z");
    const { unmount } = await renderInApp(<GlanceFacts fuelKindCode="G" status={fullStatus()} unit={DISTANCE_UNIT.km} now={now} compact />);
    expect(screen.getByText(/^Last seen /)).toBeInTheDocument();
    unmount();
    await renderInApp(<GlanceFacts fuelKindCode="G" status={fullStatus()} unit={DISTANCE_UNIT.km} now={now} showLastSeen={false} />);
    expect(screen.queryByText(/^Last seen /)).toBeNull();
  });

  it("tells how long a charging car needs to be full, in words", async () => {
    const charging = fullStatus({
      evStatus: {
        batteryStatus: 62,
        batteryCharge: true,
        batteryPlugin: 2,
        batteryPreconditiong: false,
        drvDistance: [{ rangeByFuel: { totalAvailableRange: { value: 300, unit: 1 } } }],
        remainTime2: { atc: { value: 80, unit: 1 }, etc1: { value: 0 }, etc2: { value: 0 }, etc3: { value: 0 } },
      },
    });
    await renderInApp(<GlanceFacts fuelKindCode="E" status={charging} unit={DISTANCE_UNIT.km} />);
    const fact = screen.getByText("Charging", { selector: "dt" }).closest("div")!;
    expect(
      within(fact)
        .getByRole("definition")
        .textContent?.replace(/[\u00a0\u202f]/g, " "),
    ).toBe("Charging, full in 1 h 20 min");
  });
});
