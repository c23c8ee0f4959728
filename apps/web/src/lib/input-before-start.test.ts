// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { keepInputBeforeStart, takeInputBeforeStart } from "./input-before-start.ts";

function drawnForm(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = `<form><input name="loginId" value=""><input name="password" type="password" value=""><input name="rememberMe" type="checkbox"></form>`;
  document.body.append(container);
  return container;
}

function type(container: HTMLElement, name: string, value: string): void {
  const field = container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("input typed before the app starts", () => {
  it("keeps what was typed before the app started and what was typed while React was still taking over", () => {
    const container = drawnForm();
    type(container, "loginId", "owner@hacc.test");
    keepInputBeforeStart(container);
    type(container, "password", "Demo-Pass-2026!");
    container.querySelector<HTMLInputElement>('input[name="rememberMe"]')!.click();
    // React renders afresh: the markup's fields are gone.
    container.replaceChildren();
    expect(takeInputBeforeStart()).toEqual({ loginId: "owner@hacc.test", password: "Demo-Pass-2026!", rememberMe: true });
    expect(takeInputBeforeStart()).toBeNull();
  });

  it("keeps nothing when nothing was typed, and stops following once taken", () => {
    const container = drawnForm();
    keepInputBeforeStart(container);
    expect(takeInputBeforeStart()).toBeNull();
    type(container, "loginId", "late@hacc.test");
    expect(takeInputBeforeStart()).toBeNull();
  });

  it("gives the focus back to the field the visitor was in when the page is drawn afresh", () => {
    const container = drawnForm();
    container.querySelector<HTMLInputElement>('input[name="loginId"]')!.focus();
    keepInputBeforeStart(container);
    // React renders afresh: the focused field is gone, and the focus with it.
    container.replaceChildren();
    container.innerHTML = `<form><input name="loginId" value=""><input name="password" type="password" value=""></form>`;
    expect(document.activeElement).toBe(document.body);
    takeInputBeforeStart();
    expect(document.activeElement).toBe(container.querySelector('input[name="loginId"]'));
  });

  it("leaves the focus where the visitor moved it, in the markup or the page", () => {
    const container = drawnForm();
    container.querySelector<HTMLInputElement>('input[name="loginId"]')!.focus();
    keepInputBeforeStart(container);
    const elsewhere = document.createElement("button");
    document.body.append(elsewhere);
    elsewhere.focus();
    container.replaceChildren();
    container.innerHTML = `<form><input name="loginId" value=""></form>`;
    takeInputBeforeStart();
    expect(document.activeElement).toBe(elsewhere);
  });
});
