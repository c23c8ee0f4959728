import { describe, expect, it } from "vitest";
import { useJourneyServer } from "./support/journey.ts";
import { signIn } from "./support/sign-in.ts";

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

describe("the charging station finder and climate favourites in the browser", () => {
  const journey = useJourneyServer();

  it("finds stations near a postal code and a city, filters by connector and explains an unknown vehicle position", async () => {
    const page = await journey.browser.newPage();
    await signIn(page, journey.carport.url, "demo@hacc.test");
    await page.getByRole("button", { name: "Select Aurora" }).click();
    await eventually(() => page.getByRole("heading", { name: "Vehicle overview", level: 1 }).count()).toBe(1);
    await page.getByRole("button", { name: "Account" }).click();
    await page.getByRole("menuitem", { name: "Charging stations" }).click();
    await eventually(() => page.getByRole("heading", { name: "Charging stations", level: 1 }).count()).toBe(1);

    await page.getByRole("button", { name: "Near my vehicle" }).click();
    await eventually(() => page.getByRole("alert").allInnerTexts()).toContain(
      "Your vehicle's location is not known yet. Locate it from the remote page, or search by postal code or city.",
    );

    await page.getByLabel("Postal code or city").fill("k1z 7k8");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await eventually(() => page.getByRole("heading", { name: "Stations near K1Z" }).count()).toBe(1);
    expect(await page.getByRole("status").allInnerTexts()).toContain("3 stations found.");
    const names = page.locator(".station-results h3");
    expect(await names.allInnerTexts()).toEqual(["Carling Avenue Petro-Canada", "Rideau Centre", "Bayshore Shopping Centre"]);
    expect(await page.getByText("Your vehicle takes: CCS, J1772").count()).toBe(1);
    expect(await page.getByText("CCS, up to 350 kW, 2 ports").count()).toBe(1);

    await page.getByLabel("Only stations my vehicle can use").uncheck();
    await page.getByRole("button", { name: /Connector/ }).click();
    await page.getByRole("option", { name: "NACS", exact: true }).click();
    await page.getByLabel("Postal code or city").fill("Toronto");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await eventually(() => page.getByRole("heading", { name: "Stations near Toronto" }).count()).toBe(1);
    await eventually(() => names.allInnerTexts()).toEqual(["Yorkdale Shopping Centre"]);
    expect(await page.getByText("Needs a connector your vehicle does not take").count()).toBe(1);

    await page.getByLabel("Postal code or city").fill("Atlantis");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await eventually(() => page.getByRole("alert").allInnerTexts()).toContain(
      "We don't know this place. Try a postal code or a city name.",
    );
    await page.close();
  });

  it("saves the climate settings as favourites, applies one, makes another the default after confirming and deletes one", async () => {
    const page = await journey.browser.newPage();
    await signIn(page, journey.carport.url, "demo@hacc.test");
    await page.getByRole("button", { name: "Select Aurora" }).click();
    await eventually(() => page.getByRole("heading", { name: "Vehicle overview", level: 1 }).count()).toBe(1);
    await page.goto(`${journey.carport.url}/remote/climate`);
    await eventually(() => page.getByRole("heading", { name: "Climate favourites" }).count()).toBe(1);
    await eventually(() => page.getByText("No favourites yet.", { exact: false }).count()).toBe(1);
    const defroster = page.getByLabel("Front defroster");
    await defroster.check();

    await page.getByRole("button", { name: "Save current settings as a favourite" }).click();
    const editor = page.getByRole("dialog", { name: "Save a climate favourite" });
    await eventually(() => editor.count()).toBe(1);
    await editor.getByRole("button", { name: "Save favourite" }).click();
    await eventually(() => editor.getByText("Enter a name for the favourite.").count()).toBe(1);
    await editor.getByLabel("Favourite name").fill("Winter");
    await editor.getByRole("button", { name: "Save favourite" }).click();
    await eventually(() => page.getByText("Favourite Winter saved.").count()).toBe(1);
    expect(await page.getByText("Winter (default)").count()).toBe(1);

    await defroster.uncheck();
    await page.getByRole("button", { name: "Save current settings as a favourite" }).click();
    await eventually(() => editor.count()).toBe(1);
    await editor.getByLabel("Favourite name").fill("Quick");
    await editor.getByRole("button", { name: "Save favourite" }).click();
    await eventually(() => page.getByText("Favourite Quick saved.").count()).toBe(1);

    await page.getByRole("button", { name: "Apply Winter" }).click();
    await eventually(() => defroster.isChecked()).toBe(true);

    await page.getByRole("button", { name: "Make Quick the default" }).click();
    const confirmDefault = page.getByRole("alertdialog", { name: "Make this the default favourite?" });
    await eventually(() => confirmDefault.count()).toBe(1);
    await confirmDefault.getByRole("button", { name: "Make default" }).click();
    await eventually(() => page.getByText("Quick (default)").count()).toBe(1);

    await page.reload();
    await eventually(() => page.getByText("Quick (default)").count()).toBe(1);
    await eventually(() => page.getByLabel("Front defroster").isChecked()).toBe(false);

    await page.getByRole("button", { name: "Delete Winter" }).click();
    const confirmDelete = page.getByRole("alertdialog", { name: "Delete this favourite?" });
    await eventually(() => confirmDelete.count()).toBe(1);
    await confirmDelete.getByRole("button", { name: "Delete favourite" }).click();
    await eventually(() => page.getByText("Favourite Winter deleted.").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Apply Winter" }).count()).toBe(0);
    await page.close();
  });
});
