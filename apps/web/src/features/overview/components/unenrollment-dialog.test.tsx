// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { renderInApp } from "../../../test-support/render.tsx";
import type { Vehicle } from "../overview-view.ts";
import { UnenrollmentDialog } from "./unenrollment-dialog.tsx";

const breeze = {
  vehicleId: "v-9",
  vin: "KMHXX00XXXX000009",
  nickName: "Old Breeze",
  modelName: "Breeze",
  modelYear: "2014",
  enrollmentStatus: 4,
  subscriptionStatus: "A",
} as unknown as Vehicle;

describe("the suspended car's dialog", () => {
  it("has a way out that leaves the car as it is: back to the vehicle list", async () => {
    const user = userEvent.setup();
    await renderInApp(
      <Routes>
        <Route path="/cwp/overview" element={<UnenrollmentDialog vehicle={breeze} />} />
        <Route path="/vehicles" element={<h1>My vehicles</h1>} />
      </Routes>,
      { path: "/cwp/overview" },
    );
    // A loaded CI machine (two test workers on two cores) can take more than findBy's default second to render it.
    const dialog = await screen.findByRole("alertdialog", { name: "This vehicle is suspended" }, { timeout: 10_000 });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back to my vehicles" }));
    expect(await screen.findByRole("heading", { name: "My vehicles" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
