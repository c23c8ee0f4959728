// @vitest-environment jsdom
import { queryOptions, useMutation } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../../test-support/render.tsx";
import { VehiclesPage } from "./vehicles-page.tsx";

/** An account with no vehicle yet, answered here instead of by the server. */
vi.mock("../../../session/vehicles/vehicle-list.ts", () => ({
  vehicleListQueryOptions: () => queryOptions({ queryKey: ["test", "vehicles"], queryFn: async () => ({ vehicles: [] }) }),
}));
vi.mock("../../profiles/index.ts", () => ({
  invitationQueryOptions: () => queryOptions({ queryKey: ["test", "invitation"], queryFn: async () => null }),
}));
vi.mock("../../../session/vehicles/select-vehicle.ts", () => ({
  useSelectVehicleMutation: () => useMutation({ mutationFn: async () => null }),
}));
vi.mock("../../register/index.ts", () => ({ AddVehicleDialog: () => null, CompleteEnrollmentDialog: () => null }));

describe("an account without a vehicle", () => {
  it("offers 'Add your first vehicle' where the list would be, in English and French", async () => {
    const { unmount } = await renderInApp(<VehiclesPage />, { path: "/vehicles" });
    expect(await screen.findByRole("button", { name: "Add your first vehicle" })).toBeInTheDocument();
    unmount();
    await renderInApp(<VehiclesPage />, { path: "/vehicles", language: "fr" });
    expect(await screen.findByRole("button", { name: "Ajouter votre premier véhicule" })).toBeInTheDocument();
  });
});
