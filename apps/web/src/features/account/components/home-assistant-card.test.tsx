// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../../test-support/render.tsx";
import { HomeAssistantCard } from "./home-assistant-card.tsx";

/** The server: hmasst answers the setting; svhmasst saves what it is sent. */
function fakeServer(available: boolean) {
  let enabled = false;
  const saved: boolean[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    if (url.endsWith("/svhmasst")) {
      enabled = (JSON.parse(String(init.body)) as { enabled: boolean }).enabled;
      saved.push(enabled);
    }
    return new Response(JSON.stringify({ responseHeader: { responseCode: 0, responseDesc: "Success" }, result: { enabled, available } }));
  });
  return { fetch, saved };
}

describe("the owner's Home Assistant choice", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("publishes the owner's cars once ticked, and says so", async () => {
    const server = fakeServer(true);
    vi.stubGlobal("fetch", server.fetch);
    await renderInApp(<HomeAssistantCard />);
    const box = await screen.findByRole("checkbox", { name: "Publish my cars to Home Assistant" });
    expect(box).not.toBeChecked();
    await userEvent.setup().click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(server.saved).toEqual([true]);
    expect(screen.getByRole("status")).toHaveTextContent("Your cars are published to Home Assistant.");
    expect(screen.queryByText(/no Home Assistant broker/)).toBeNull();
  });

  it("tells the owner when the site has no Home Assistant broker yet", async () => {
    vi.stubGlobal("fetch", fakeServer(false).fetch);
    await renderInApp(<HomeAssistantCard />);
    expect(await screen.findByText(/This site has no Home Assistant broker yet/)).toBeInTheDocument();
  });
});
