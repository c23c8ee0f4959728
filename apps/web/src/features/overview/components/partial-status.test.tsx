// @vitest-environment jsdom
import { DISTANCE_UNIT } from "@carport/domain";
import type { AnsweredStatus } from "@carport/protocol";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "../../../test-support/render.tsx";
import { GlanceFacts } from "../../car-glance/index.ts";
import { odometerReading, type Vehicle } from "../overview-view.ts";
import { EnergyCard } from "./energy-card.tsx";
import { StatusCard } from "./status-card.tsx";

/**
 * A linked car's status as a maker's cloud may send it: only the odometer, the lock and the
 * battery level, every other field absent (issue 53: an absent field is unknown).
 */
const sparse: AnsweredStatus = { odometer: { value: 41_230, unit: DISTANCE_UNIT.km }, doorLock: true, evStatus: { batteryStatus: 80 } };

const niro: Vehicle = {
  vehicleId: "v-niro",
  vin: "KNDCE3LG0N5000001",
  nickName: "Niro",
  modelCode: "NIRO",
  modelName: "Niro EV",
  modelYear: "2022",
  trim: "",
  exteriorColor: "",
  fuelKindCode: "E",
  genType: "3",
  isCCS2Vehicle: "N",
  remoteIgnition: "N",
  mainBatteryType: "",
  enrollmentStatus: 4,
  subscriptionStatus: "A",
  subscriptionEndDate: "20291231",
  suspendYn: "N",
  defaultVehicle: true,
  dtcCount: 0,
  enrollmentDate: "20261121",
  brandIndicator: "KCI",
  odometer: 0,
  odometerUnit: DISTANCE_UNIT.km,
  calendarOption: "N",
  fodWebManualUrlEn: "",
  fodWebManualUrlFr: "",
  shared: false,
  driverRole: "primary",
};

/** The value beside a label of a definition list inside `container`. */
function valueOf(container: HTMLElement, label: string): string | null {
  const term = within(container).getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? null;
}

describe("the overview of a car whose status lacks fields", () => {
  it("reads the odometer from the status, not the enrollment record", () => {
    expect(odometerReading(sparse, niro, DISTANCE_UNIT.km)).toEqual({ value: 41_230, unit: DISTANCE_UNIT.km });
  });

  it("shows at a glance only what the car reported, and never says all is well", async () => {
    await renderInApp(<GlanceFacts fuelKindCode="E" status={sparse} unit={DISTANCE_UNIT.km} />);
    const facts = screen.getAllByRole("term").map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual(["Charge: 80%", "Doors: Locked"]);
    expect(screen.queryByText("Closed, locked, nothing low or faulty")).toBeNull();
    expect(screen.queryByRole("list", { name: "Needs attention" })).toBeNull();
    expect(screen.queryByText(/Last/)).toBeNull();
  });

  it("shows the battery level and every unreported energy fact as Unknown", async () => {
    const { container } = await renderInApp(<EnergyCard fuelKindCode="E" status={sparse} unit={DISTANCE_UNIT.km} powerPath={null} />);
    const card = container.querySelector("section")!;
    expect(within(card).getByRole("heading", { name: "Battery and range" })).toBeInTheDocument();
    expect(valueOf(card, "Battery")).toBe("80%");
    expect(valueOf(card, "Range")).toBe("Unknown");
    expect(valueOf(card, "Plug")).toBe("Unknown");
    expect(valueOf(card, "Charging")).toBe("Unknown");
    for (const time of ["Current charge", "DC fast charger", "AC fast charger", "AC standard charger"]) {
      expect(valueOf(card, time)).toBe("Unknown");
    }
    expect(within(card).queryByText("Not plugged in")).toBeNull();
    expect(within(card).queryByText("--:--")).toBeNull();
  });

  it("shows a combustion car's unreported fuel level as Unknown, not empty", async () => {
    const { container } = await renderInApp(
      <EnergyCard fuelKindCode="G" status={{ doorLock: false }} unit={DISTANCE_UNIT.km} powerPath={null} />,
    );
    expect(valueOf(container, "Fuel level")).toBe("Unknown");
    expect(within(container).queryByText("0%")).toBeNull();
  });

  it("shows the lock and every unreported body fact, the engine, the climate and the warning lights as Unknown", async () => {
    const { container } = await renderInApp(<StatusCard status={sparse} modelYear="2022" climateUnit="C" />);
    const doors = within(container).getByText("Doors", { selector: "dt" }).nextElementSibling!;
    expect(doors.firstChild?.textContent).toBe("Locked");
    expect(within(doors as HTMLElement).getByRole("link", { name: "Lock or unlock" })).toBeInTheDocument();
    for (const label of ["Hood", "Trunk", "Windows", "Sunroof", "Lamps", "Engine", "Climate control"]) {
      expect(valueOf(container, label)).toBe("Unknown");
    }
    expect(screen.queryByText("Closed")).toBeNull();
    expect(screen.queryByText("Working")).toBeNull();
    expect(screen.queryByText("No warning light is on.")).toBeNull();
    expect(screen.getByRole("heading", { name: "Warning lights" }).nextElementSibling).toHaveTextContent("Unknown");
  });

  it("says Inconnu in French", async () => {
    const { container } = await renderInApp(<StatusCard status={sparse} modelYear="2022" climateUnit="C" />, {
      language: "fr",
    });
    expect(within(container).getAllByText("Inconnu").length).toBeGreaterThanOrEqual(7);
  });
});
