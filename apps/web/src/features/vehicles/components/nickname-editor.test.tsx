// @vitest-environment jsdom
import { useMutation } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../../test-support/render.tsx";
import { NicknameEditor } from "./nickname-editor.tsx";

/** The rename call (`updvhclnck`), answered here instead of by the server. */
const save = vi.hoisted(() => vi.fn<(input: { vehicleId: string; nickName: string }) => Promise<string>>());
vi.mock("../api/update-nickname.ts", () => ({ useUpdateNicknameMutation: () => useMutation({ mutationFn: save }) }));

beforeEach(() => {
  save.mockReset();
  save.mockImplementation(async ({ nickName }) => nickName);
});

async function openEditor(language: "en" | "fr" = "en") {
  const user = userEvent.setup();
  await renderInApp(<NicknameEditor vehicleId="v-1" nickName="Blue car" />, { language });
  return user;
}

describe("the nickname editor", () => {
  it("opens a labelled field holding the current name, with focus in it", async () => {
    const user = await openEditor();
    await user.click(screen.getByRole("button", { name: "Rename Blue car" }));
    const field = screen.getByRole("textbox", { name: "Nickname" });
    expect(field).toHaveValue("Blue car");
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(expect.stringContaining("characters."));
  });

  it("refuses an empty nickname with its message, without saving", async () => {
    const user = await openEditor();
    await user.click(screen.getByRole("button", { name: "Rename Blue car" }));
    const field = screen.getByRole("textbox", { name: "Nickname" });
    await user.clear(field);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Enter a nickname.")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });

  it("saves the new name trimmed, announces it, and gives focus back to the Rename button", async () => {
    const user = await openEditor();
    await user.click(screen.getByRole("button", { name: "Rename Blue car" }));
    const field = screen.getByRole("textbox", { name: "Nickname" });
    await user.clear(field);
    await user.type(field, "  Red car {Enter}");
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(save.mock.calls[0]?.[0]).toEqual({ vehicleId: "v-1", nickName: "Red car" });
    // The name shown is the vehicle's, which the app's cache updates from the saved one.
    expect(await screen.findByRole("status")).toHaveTextContent(/^Renamed to /);
    await waitFor(() => expect(screen.getByRole("button", { name: "Rename Blue car" })).toHaveFocus());
  });

  it("keeps the form open with an alert when the rename fails", async () => {
    save.mockRejectedValue(new Error("offline"));
    const user = await openEditor();
    await user.click(screen.getByRole("button", { name: "Rename Blue car" }));
    await user.type(screen.getByRole("textbox", { name: "Nickname" }), "!");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not rename your vehicle. Please try again.");
    expect(screen.getByRole("textbox", { name: "Nickname" })).toHaveValue("Blue car!");
  });

  it("closes on Cancel without saving", async () => {
    const user = await openEditor();
    await user.click(screen.getByRole("button", { name: "Rename Blue car" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("speaks French in French", async () => {
    const user = await openEditor("fr");
    await user.click(screen.getByRole("button", { name: "Renommer Blue car" }));
    await user.clear(screen.getByRole("textbox", { name: "Surnom" }));
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(screen.getByText("Entrez un surnom.")).toBeInTheDocument();
  });
});
