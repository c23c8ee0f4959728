// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../../test-support/render.tsx";
import { COMMAND_TEXTS } from "../commands.ts";
import { PinDialog } from "./pin-dialog.tsx";

/** A page with a button that opens the PIN popup for locking the doors, as the command flow does. */
function Page({ onContinue }: { onContinue: (pin: string) => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Lock
      </button>
      <PinDialog
        isOpen={isOpen}
        commandName={isOpen ? COMMAND_TEXTS.doorLock.name : null}
        problem={null}
        isChecking={false}
        onContinue={onContinue}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

async function openDialog(language: "en" | "fr" = "en") {
  const user = userEvent.setup();
  const onContinue = vi.fn();
  await renderInApp(<Page onContinue={onContinue} />, { language });
  const opener = screen.getByRole("button", { name: "Lock" });
  await user.click(opener);
  const dialog = await screen.findByRole("dialog");
  return { user, onContinue, opener, dialog };
}

describe("the PIN popup", () => {
  it("opens as a dialog named PIN, telling the command, with focus in the PIN field", async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleName("PIN");
    expect(dialog).toHaveTextContent("Enter your PIN to send this command: Lock the doors.");
    const field = screen.getByLabelText("PIN", { selector: "input" });
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByRole("button", { name: "Continue" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Reset PIN" })).toHaveAttribute("href", "/account/pinSetting");
  });

  it("refuses an empty PIN and a PIN of the wrong length with their messages, and sends a PIN of 4 digits", async () => {
    const { user, onContinue } = await openDialog();
    const field = screen.getByLabelText("PIN", { selector: "input" });

    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("Enter your PIN.")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");

    await user.type(field, "123");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("Your PIN is 4 digits.")).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(onContinue).not.toHaveBeenCalled();

    await user.type(field, "4");
    expect(screen.queryByText("Your PIN is 4 digits.")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onContinue).toHaveBeenCalledWith("1234");
  });

  it("keeps only digits, at most 4", async () => {
    const { user } = await openDialog();
    const field = screen.getByLabelText("PIN", { selector: "input" });
    await user.type(field, "1a2b345");
    expect(field).toHaveValue("1234");
  });

  it("closes on Escape and gives focus back to the button that opened it", async () => {
    const { user, opener } = await openDialog();
    await waitFor(() => expect(screen.getByLabelText("PIN", { selector: "input" })).toHaveFocus());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("speaks French in French", async () => {
    const { user, dialog } = await openDialog("fr");
    expect(dialog).toHaveAccessibleName("NIP");
    await user.type(screen.getByLabelText("NIP", { selector: "input" }), "12");
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    expect(screen.getByText("Votre NIP compte 4 chiffres.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Annuler" })).toBeInTheDocument();
  });
});
