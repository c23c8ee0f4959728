// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../../test-support/render.tsx";
import { ReceiversCard } from "./receivers-card.tsx";

const RECEIVER = {
  id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  kind: "gotify",
  label: "Garage",
  url: "https://gotify.example.com",
  topic: "",
  hasToken: true,
  enabled: true,
  alerts: true,
  commands: true,
};

/** The server: ntfchnl lists the receivers given; ntfchnladd refuses with the text given; ntfchnltst answers the outcome given. */
function fakeServer(options: { channels: unknown[]; addRefusal?: string; test?: { outcome: string; reason: string } }) {
  const bodies: Record<string, unknown> = {};
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const name = url.slice(url.lastIndexOf("/") + 1);
    bodies[name] = JSON.parse(String(init.body ?? "{}"));
    const envelope = (result: unknown) =>
      new Response(JSON.stringify({ responseHeader: { responseCode: 0, responseDesc: "Success" }, result }));
    if (name === "ntfchnl") return envelope({ channels: options.channels, perAccount: 5 });
    if (name === "ntfchnltst") return envelope(options.test);
    return new Response(
      JSON.stringify({
        responseHeader: { responseCode: 1, responseDesc: "Failure" },
        error: { errorCode: "7998", errorDesc: options.addRefusal ?? "" },
      }),
      { status: 400 },
    );
  });
  return { fetch, bodies };
}

describe("the owner's receivers card", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the server's refusal of a loopback webhook under the address field, in the page's language", async () => {
    const server = fakeServer({ channels: [], addRefusal: "Requête invalide\u00a0: champ «\u00a0url\u00a0»\u00a0: ADDRESS_NOT_PUBLIC" });
    vi.stubGlobal("fetch", server.fetch);
    await renderInApp(<ReceiversCard />, { language: "fr" });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /Adresse \(URL\)/ }), "https://127.0.0.1/hook");
    await user.click(screen.getByRole("button", { name: "Ajouter le destinataire" }));
    const field = screen.getByRole("textbox", { name: /Adresse \(URL\)/ });
    expect(await screen.findByText("Cette adresse mène à un réseau privé ou local. Utilisez un hôte public.")).toBeVisible();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(server.bodies.ntfchnladd).toEqual({ kind: "webhook", url: "https://127.0.0.1/hook" });
  });

  it("lists a receiver with its switches and says how its test went", async () => {
    vi.stubGlobal("fetch", fakeServer({ channels: [RECEIVER], test: { outcome: "retrying", reason: "the receiver answered 503" } }).fetch);
    await renderInApp(<ReceiversCard />);
    const item = await screen.findByRole("listitem", { name: "Garage" });
    expect(within(item).getByRole("switch", { name: "Send to Garage" })).toBeChecked();
    expect(within(item).getByRole("switch", { name: "Vehicle alerts" })).toBeChecked();
    expect(within(item).getByRole("switch", { name: "Command results" })).toBeChecked();
    await userEvent.setup().click(within(item).getByRole("button", { name: "Send a test" }));
    expect(await within(item).findByRole("status")).toHaveTextContent(
      "The receiver did not take the test message yet. Carport will try again. (the receiver answered 503)",
    );
  });
});
