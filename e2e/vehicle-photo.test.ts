import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useJourneyServer } from "./support/journey.ts";
import { signIn } from "./support/sign-in.ts";

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** A 1600x1200 PNG drawn by the browser itself, as a camera picture would arrive. */
async function drawnPicture(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext("2d")!;
    const gradient = context.createLinearGradient(0, 0, 1600, 1200);
    gradient.addColorStop(0, "#1d4ed8");
    gradient.addColorStop(1, "#f59e0b");
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1600, 1200);
    return canvas.toDataURL("image/png").split(",")[1]!;
  });
  return Buffer.from(base64, "base64");
}

describe("a vehicle photo in the browser", () => {
  const journey = useJourneyServer();

  it("chooses, frames, previews and saves a photo shown on the overview and the list, then removes it", async () => {
    const page = await journey.browser.newPage();
    await signIn(page, journey.carport.url, "demo@hacc.test");
    await page.getByRole("button", { name: "Select Aurora" }).click();
    await eventually(() => page.getByRole("heading", { name: "Vehicle overview", level: 1 }).count()).toBe(1);
    expect(await page.getByRole("img", { name: "Photo of Aurora" }).count()).toBe(0);

    await page.getByRole("button", { name: "Add a photo" }).click();
    const dialog = page.getByRole("dialog", { name: "Vehicle photo" });
    await eventually(() => dialog.count()).toBe(1);
    const file = dialog.getByLabel("Picture");
    await file.setInputFiles({ name: "car.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a-not-a-car") });
    await eventually(() => dialog.getByRole("alert").allInnerTexts()).toContain("Choose a JPEG, PNG or WebP picture.");

    await file.setInputFiles({ name: "car.png", mimeType: "image/png", buffer: await drawnPicture(page) });
    await eventually(() => dialog.getByRole("img", { name: "The photo as framed" }).count()).toBe(1);
    const zoom = dialog.getByRole("slider", { name: "Zoom" });
    await zoom.focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press("ArrowRight");
    await eventually(() => zoom.inputValue()).toBe("1.5");
    await dialog.getByRole("slider", { name: "Left or right" }).focus();
    await page.keyboard.press("Home");

    await dialog.getByRole("button", { name: "Preview" }).click();
    const preview = dialog.getByRole("img", { name: "Preview of the photo of Aurora" });
    await eventually(() => preview.count()).toBe(1);
    expect(await preview.getAttribute("src")).toMatch(/^data:image\/jpeg;base64,/);
    await dialog.getByRole("button", { name: "Save the photo" }).click();
    await eventually(() => dialog.getByRole("status").allInnerTexts()).toContain("The photo is saved.");
    await dialog.getByRole("button", { name: "Close" }).click();

    const photo = page.getByRole("img", { name: "Photo of Aurora" });
    await eventually(() => photo.count()).toBe(1);
    // Stored on the server: a fresh page load reads it back, and the list shows it on Aurora's card.
    await page.reload();
    await eventually(() => photo.count()).toBe(1);
    expect(await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([960, 540]);
    await page.goto(`${journey.carport.url}/vehicles`);
    await eventually(() => page.getByRole("article", { name: "Aurora" }).getByRole("img", { name: "Photo of Aurora" }).count()).toBe(1);
    expect(await page.getByRole("img", { name: "Photo of Tidal" }).count()).toBe(0);

    await page.getByRole("button", { name: "Select Aurora" }).click();
    await page.getByRole("button", { name: "Remove the photo" }).click();
    const confirm = page.getByRole("dialog", { name: "Remove the photo" });
    await confirm.getByRole("button", { name: "Remove", exact: true }).click();
    await eventually(() => confirm.getByRole("status").allInnerTexts()).toContain("The photo is removed.");
    await confirm.getByRole("button", { name: "Close" }).click();
    await eventually(() => photo.count()).toBe(0);
    await page.reload();
    await eventually(() => page.getByRole("button", { name: "Add a photo" }).count()).toBe(1);
    expect(await photo.count()).toBe(0);
    await page.close();
  });
});
