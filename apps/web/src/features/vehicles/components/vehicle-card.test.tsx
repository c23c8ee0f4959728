// @vitest-environment jsdom
import type { VehicleStatus, VehicleSummary } from "@carport/protocol";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../../test-support/render.tsx";
import { VehicleCard } from "./vehicle-card.tsx";

/** The server's answers: the last status (`lstvhclsts`) when the test releases it; no photo. */
const api = vi.hoisted(() => ({ releaseStatus: (_status: unknown) => {} }));
vi.mock("../../../api/client.ts", () => ({
  callApi: (name: string) => {
    if (name === "lastVehicleStatus") return new Promise((resolve) => (api.releaseStatus = resolve));
    if (name === "vehiclePhoto") return Promise.resolve({ photo: null });
    return new Promise(() => {});
  },
}));

const summit = {
  vehicleId: "v-summit",
  vin: "KMHXX00XXXX001234",
  nickName: "Summit",
  modelCode: "SUM",
  modelName: "Summit",
  modelYear: "2026",
  trim: "",
  exteriorColor: "blue",
  fuelKindCode: "G",
  genType: "3",
  isCCS2Vehicle: "N",
  remoteIgnition: "Y",
  mainBatteryType: "",
  enrollmentStatus: 4,
  subscriptionStatus: "A",
  subscriptionEndDate: "20301231",
  suspendYn: "N",
  defaultVehicle: false,
  dtcCount: 0,
  enrollmentDate: "20260101",
  brandIndicator: "H",
  odometer: 1200,
  odometerUnit: 1,
  calendarOption: "N",
  fodWebManualUrlEn: "",
  fodWebManualUrlFr: "",
  shared: false,
  driverRole: "primary",
} satisfies VehicleSummary;

const status = {
  lastStatusDate: "20261126120000",
  doorLock: true,
  airCtrlOn: false,
  fuelLevel: 40,
  lowFuelLight: false,
  dte: { value: 420, unit: 1 },
} as VehicleStatus;

async function renderCard(language: "en" | "fr") {
  await renderInApp(<VehicleCard vehicle={summit} onSelect={() => {}} onComplete={() => {}} isSelecting={false} isDisabled={false} />, {
    language,
  });
}

describe("a vehicle card while the car's state loads", () => {
  it.each([
    { language: "en", region: "State of Summit", loading: "Loading the car's state", doors: "Doors", locked: "Locked" },
    { language: "fr", region: "État de Summit", loading: "Chargement de l'état du véhicule", doors: "Portières", locked: "Verrouillées" },
  ] as const)("shows a busy placeholder, then the state ($language)", async ({ language, region, loading, doors, locked }) => {
    await renderCard(language);
    const state = screen.getByRole("region", { name: region });
    expect(state).toHaveAttribute("aria-busy", "true");
    expect(within(state).getByText(loading)).toBeInTheDocument();
    expect(within(state).queryByRole("term")).toBeNull();

    api.releaseStatus({ status });

    expect(await within(state).findAllByRole("term")).not.toHaveLength(0);
    expect(state).toHaveAttribute("aria-busy", "false");
    expect(within(state).queryByText(loading)).toBeNull();
    expect(within(state).getByText(doors).nextElementSibling).toHaveTextContent(locked);
  });
});
