import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useJourneyServer } from "./support/journey.ts";
import { DEMO_PASSWORD, latestMessageId, linkIn, signIn, waitForMessage } from "./support/sign-in.ts";

const PRIMARY = "demo@hacc.test";
/** The second demo owner of brand hacc (apps/server/src/seed/demo-fleet.ts), without a vehicle. */
const INVITEE = "second@hacc.test";

async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect.poll(() => page.getByRole("heading", { name, level: 1 }).count(), { timeout: 15_000 }).toBe(1);
}

async function expectText(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => page.getByText(text).count(), { timeout: 15_000 }).toBeGreaterThan(0);
}

describe("second driver in the browser", () => {
  const journey = useJourneyServer();
  let primary: Page;
  let invitee: Page;

  /** The primary driver's driver profiles of the Aurora, from its overview. */
  async function openPrimaryProfiles(): Promise<void> {
    primary = await journey.browser.newPage();
    await signIn(primary, journey.carport.url, PRIMARY);
    await primary.getByRole("button", { name: "Select Aurora" }).click();
    await expectHeading(primary, "Vehicle overview");
    await primary.getByRole("navigation", { name: "This vehicle" }).getByRole("link", { name: "Driver profiles" }).click();
    await expectHeading(primary, "Driver profiles");
  }

  /** Invites the second demo owner and answers the link of the invitation mail. */
  async function invite(): Promise<string> {
    const before = await latestMessageId(journey.carport.url, INVITEE);
    await primary.getByLabel("Second driver's e-mail").fill(INVITEE);
    await primary.getByRole("button", { name: "Send the invitation" }).click();
    await expectText(primary, `Invitation sent to ${INVITEE}.`);
    await expect.poll(() => primary.getByRole("tab", { name: "Shared profile (invitation pending)" }).count()).toBe(1);
    const mail = await waitForMessage(journey.carport.url, INVITEE, "secondDriverInvitation", before);
    return linkIn(mail, "/invitation");
  }

  it("lets the primary driver edit and save a profile (savedTime and offset), and read the profile log", async () => {
    await openPrimaryProfiles();
    await expect
      .poll(() => primary.getByRole("tab", { name: "Driver 1 profile" }).getAttribute("aria-selected"), { timeout: 15_000 })
      .toBe("true");
    await expectText(primary, /No current profile/);
    const panel = primary.getByRole("tabpanel");
    await panel.getByLabel("Profile name").fill("Weekend");
    await panel.getByText("Tilt the passenger mirror down in reverse").click();
    await panel.getByRole("button", { name: "Save profile" }).click();
    await expectText(primary, /The profile is saved/);
    await expect.poll(() => primary.getByRole("tab", { name: "Weekend" }).count()).toBe(1);
    await expectText(primary, "This profile is current in the portal.");
    await primary.getByRole("button", { name: "Show the profile log" }).click();
    await expectText(primary, "Profile 1 saved: 1 setting, mirrors.");
    // Only the shared tab would be a fourth tab: no second driver yet.
    expect(await primary.getByRole("tab").count()).toBe(3);
  });

  it("invites the second owner by e-mail; the mail's link leads them to accept; they see the shared vehicle and profile; after unlinking their next call about it answers 7202", async () => {
    const link = await invite();
    expect(link).toMatch(/^\/invitation/);

    // The invitee, signed out, opens the mail's link: sign-in first, then the invitation.
    invitee = await journey.browser.newPage();
    await invitee.goto(`${journey.carport.url}${link}`);
    await expect.poll(() => new URL(invitee.url()).pathname, { timeout: 15_000 }).toBe("/login");
    await signIn(invitee, { baseUrl: journey.carport.url, email: INVITEE, password: DEMO_PASSWORD });
    await expectHeading(invitee, "Invitation");
    await expectText(invitee, "Dana invites you to drive their 2025 Aurora EV");
    expect(await invitee.getByRole("radio", { name: "The default profile" }).isChecked()).toBe(true);
    await invitee.getByRole("button", { name: "Accept the invitation" }).click();

    // Accepted: the shared vehicle's profiles open on the invitee's shared profile.
    await expectHeading(invitee, "Driver profiles");
    await expectText(invitee, "Your shared profile");
    await expectText(invitee, "Dana shares this vehicle with you. Your profile in it is yours to set.");
    await invitee.getByText("Automatic defogging").click();
    await invitee.getByRole("button", { name: "Save profile" }).click();
    await expectText(invitee, /The profile is saved/);

    // The shared vehicle in the invitee's list, and its overview without what is not shared.
    await invitee.getByRole("link", { name: "My vehicles" }).click();
    await expectHeading(invitee, "My vehicles");
    await expectText(invitee, "Shared with you");
    await invitee.getByRole("button", { name: "Select Aurora" }).click();
    await expectHeading(invitee, "Vehicle overview");
    const links = invitee.locator(".overview-links");
    await expect.poll(() => links.getByRole("link", { name: "Driver profiles" }).count(), { timeout: 15_000 }).toBe(1);
    expect(await links.getByRole("link", { name: "Monthly vehicle report" }).count()).toBe(0);
    expect(await links.getByRole("link", { name: "Valet mode" }).count()).toBe(0);
    expect(await invitee.getByRole("button", { name: /rename|nickname/i }).count()).toBe(0);
    // Remote: the EV would land on charging, outside the share scope; the second driver lands on the door lock,
    // and the remote navigation offers only the shared commands.
    await invitee.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Remote" }).click();
    await expect.poll(() => new URL(invitee.url()).pathname, { timeout: 15_000 }).toBe("/remote/lock");
    const remoteNav = invitee.getByRole("navigation", { name: "Remote commands" });
    await expect
      .poll(() => remoteNav.getByRole("link").allTextContents(), { timeout: 15_000 })
      .toEqual(["Door lock", "Horn and lights", "Climate"]);
    await invitee.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Overview" }).click();
    await expectHeading(invitee, "Vehicle overview");

    // The primary driver sees the second driver and the shared tab, then ends the share.
    await primary.reload();
    await expectText(primary, `Alex Martin (${INVITEE}) is this vehicle's second driver.`);
    await expect.poll(() => primary.getByRole("tab", { name: "Shared profile" }).count()).toBe(1);
    await primary.getByRole("button", { name: "Stop sharing" }).click();
    const dialog = primary.getByRole("alertdialog", { name: "Stop sharing this vehicle?" });
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByRole("button", { name: "Stop sharing" }).click();
    await expectText(primary, "Sharing has ended.");
    await expectText(primary, /^No second driver/);
    expect(await primary.getByRole("tab").count()).toBe(3);

    // The invitee's next call about the vehicle answers 7202; the app forgets it and lists the vehicles.
    const answer = invitee.waitForResponse((response) => response.url().includes("/tods/api/tmuprofSynRes"));
    await invitee.locator(".overview-links").getByRole("link", { name: "Driver profiles" }).click();
    const envelope = (await (await answer).json()) as { error?: { errorCode?: string } };
    expect(envelope.error?.errorCode).toBe("7202");
    await expect.poll(() => new URL(invitee.url()).pathname, { timeout: 15_000 }).toBe("/vehicles");
    await expectText(invitee, "There is no vehicle on this account yet.");
    expect(await invitee.getByText("Shared with you").count()).toBe(0);
  });

  it("a second invitation is declined: it is gone for the invitee, and the primary driver has no second driver", async () => {
    const link = await invite();
    expect(link).toMatch(/^\/invitation/);
    // Signed in, the invitee also finds it from the vehicles list.
    await invitee.reload();
    await expectHeading(invitee, "My vehicles");
    await expectText(invitee, "Dana invites you to be a second driver of their Aurora EV.");
    await invitee.getByRole("link", { name: "See the invitation" }).click();
    await expectHeading(invitee, "Invitation");
    await expectText(invitee, "Dana invites you to drive their 2025 Aurora EV");
    await invitee.getByRole("button", { name: "Decline" }).click();
    await expectText(invitee, "You declined the invitation.");
    await invitee.reload();
    await expectText(invitee, "You have no pending invitation.");

    await primary.reload();
    await expectText(primary, /^No second driver/);
    expect(await primary.getByRole("tab", { name: /Shared profile/ }).count()).toBe(0);
    await primary.getByRole("button", { name: "Show the profile log" }).click();
    await expectText(primary, "Invitation declined.");
  });
});
