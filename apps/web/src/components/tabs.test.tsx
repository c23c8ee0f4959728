// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs } from "./tabs.tsx";

const items = [
  { id: "a", tab: "Weekday", panel: <input aria-label="Name of Weekday" /> },
  { id: "b", tab: "Weekend", panel: <input aria-label="Name of Weekend" /> },
  { id: "c", tab: "Invited", panel: <p>Waiting for the second driver.</p> },
];

afterEach(cleanup);

describe("tabs", () => {
  it("shows the first tab's panel, labelled by its tab; the other panels are not rendered", () => {
    render(<Tabs className="t" label="Profiles" items={items} />);
    const list = screen.getByRole("tablist", { name: "Profiles" });
    expect(screen.getAllByRole("tab").map((tab) => [tab.textContent, tab.getAttribute("aria-selected")])).toEqual([
      ["Weekday", "true"],
      ["Weekend", "false"],
      ["Invited", "false"],
    ]);
    expect(list.contains(screen.getByRole("tab", { name: "Weekday" }))).toBe(true);
    const panel = screen.getByRole("tabpanel", { name: "Weekday" });
    expect(panel.contains(screen.getByLabelText("Name of Weekday"))).toBe(true);
    expect(screen.queryByLabelText("Name of Weekend")).toBeNull();
  });

  it("selects a tab on click, and with the arrow keys (wrapping), Home and End, moving the focus along", async () => {
    const user = userEvent.setup();
    render(<Tabs className="t" label="Profiles" items={items} />);
    await user.click(screen.getByRole("tab", { name: "Weekend" }));
    expect(screen.getByRole("tabpanel", { name: "Weekend" })).toBeTruthy();
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Invited" }));
    expect(screen.getByRole("tabpanel", { name: "Invited" }).textContent).toBe("Waiting for the second driver.");
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Weekday" }));
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Invited" }));
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Weekday" }).getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Invited" }).getAttribute("aria-selected")).toBe("true");
  });

  it("puts only the selected tab in the tab order, then the panel's field, or the panel when it holds none", async () => {
    const user = userEvent.setup();
    render(<Tabs className="t" label="Profiles" items={items} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Weekday" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText("Name of Weekday"));
    await user.click(screen.getByRole("tab", { name: "Invited" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tabpanel", { name: "Invited" }));
  });
});
