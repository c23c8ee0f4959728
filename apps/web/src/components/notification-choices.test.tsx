// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../test-support/render.tsx";
import { NotificationChoices, notificationListOf, useNotificationChoices, type NotificationChoice } from "./notification-choices.tsx";

const VIN = "KNDCE3LG0N5000001";

/** gtntfsttngtyps as the server answers it for an electric car: one always-on type, one free. */
function fakeServer() {
  const asked: unknown[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    asked.push({ url, body: JSON.parse(String(init.body)) });
    const row = (notificationType: string, notificationName: string, priorityType: "U" | "N", push: "Y" | "N") => ({
      notificationType,
      notificationName,
      push,
      email: "N",
      priorityType,
      pushAlways: "",
      emailAlways: "",
      vehicleId: "",
    });
    return new Response(
      JSON.stringify({
        responseHeader: { responseCode: 0, responseDesc: "Success" },
        result: {
          notificationList: [row("VEHICLE_ALARM", "Vehicle alarm", "U", "Y"), row("CHARGE_COMPLETE", "Charge complete", "N", "Y")],
        },
      }),
    );
  });
  return { fetch, asked };
}

let sent: NotificationChoice[] = [];
function Harness() {
  const [choices, setChoices] = useNotificationChoices(VIN);
  sent = choices;
  return <NotificationChoices choices={choices} onChange={setChoices} />;
}

describe("an enrollment's notification choices", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers the car's types from gtntfsttngtyps (by its VIN), keeps always-on ones locked, and sends the owner's choices", async () => {
    const server = fakeServer();
    vi.stubGlobal("fetch", server.fetch);
    await renderInApp(<Harness />);
    const free = await screen.findByRole("checkbox", { name: "E-mail: Charge complete" });
    expect(server.asked).toEqual([expect.objectContaining({ body: { vin: VIN } })]);
    expect(String((server.asked[0] as { url: string }).url)).toMatch(/\/gtntfsttngtyps$/);
    const alarm = screen.getByRole("checkbox", { name: "Push: Vehicle alarm" });
    expect((alarm as HTMLInputElement).checked).toBe(true);
    expect((alarm as HTMLInputElement).disabled).toBe(true);

    await userEvent.setup().click(free);
    await waitFor(() =>
      expect(notificationListOf(sent)).toEqual([
        { notificationType: "VEHICLE_ALARM", push: "Y", email: "Y" },
        { notificationType: "CHARGE_COMPLETE", push: "Y", email: "Y" },
      ]),
    );
    await userEvent.setup().click(screen.getByRole("checkbox", { name: "Push: Charge complete" }));
    await waitFor(() => expect(notificationListOf(sent)?.[1]).toEqual({ notificationType: "CHARGE_COMPLETE", push: "N", email: "Y" }));
  });
});
