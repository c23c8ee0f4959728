import type { CallResult, ProfileCategory, UpuiElement, UpuiGroup } from "@carport/protocol";

/** The answer of `tmuprofSynRes`: the primary profiles, the shared profile and the second driver. */
export type Profiles = CallResult<"profiles">;
export type DriverProfile = Profiles["profiles"][number];
export type SharedProfile = NonNullable<Profiles["sharedProfile"]>;
export type ShareStatus = Profiles["secondaryDriver"]["status"];

/** Values being edited, by element name; only the ones the user changed. */
export type ProfileEdits = Readonly<Record<string, string>>;

/** syncState "2": the portal holds no current profile for the vehicle (defaults are shown). */
export function hasCurrentProfile(profile: { syncState: string }): boolean {
  return profile.syncState !== "2";
}

/** The shared tab shows while the share is active ("0") or its invitation pending ("3"). */
export function showsSharedTab(status: string | undefined): boolean {
  return status === "0" || status === "3";
}

/** What the second-driver panel shows: nobody (status 4 or unknown), a pending invitation, or the second driver. */
export type SecondDriverState = "none" | "pending" | "active";
export function secondDriverState(status: string | undefined): SecondDriverState {
  if (status === "3") return "pending";
  if (status === "0") return "active";
  return "none";
}

/** Every element of a profile tree, in reading order. */
export function treeElements(upui: readonly UpuiGroup[]): UpuiElement[] {
  return upui.flatMap((group) => group.subGroups.flatMap((sub) => sub.elements));
}

/** An element's value on screen: the user's edit, else the saved value. */
export function currentValue(element: UpuiElement, edits: ProfileEdits): string {
  return edits[element.elementName] ?? element.elementValue;
}

/** A TOGGLE is on when its value is "1". */
export function isToggleOn(value: string): boolean {
  return value === "1";
}

/** The edits that really change something (an edit back to the saved value is no change). */
export function changedElements(upui: readonly UpuiGroup[], edits: ProfileEdits): UpuiElement[] {
  return treeElements(upui).filter((element) => {
    const edited = edits[element.elementName];
    return edited !== undefined && edited !== element.elementValue;
  });
}

/** A save names the one category its changes are in, or ALL when they span several (or none). */
export function saveCategory(changed: readonly UpuiElement[]): ProfileCategory | "ALL" {
  const categories = new Set(changed.map((element) => element.metadataCategory));
  return categories.size === 1 ? [...categories][0]! : "ALL";
}

const two = (n: number) => String(n).padStart(2, "0");

/** When a save happens on the saver's clock: yyyyMMddHHmmss local time and the hours from UTC. */
export function savedMoment(now: Date): { savedTime: string; savedTimeOffset: number } {
  const savedTime = `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
  return { savedTime, savedTimeOffset: -now.getTimezoneOffset() / 60 };
}

/** The `profile` of a save (`usrproupdte` with profileIndex, `usrproupdteshared` without). */
export function profileSave(input: {
  upui: readonly UpuiGroup[];
  edits: ProfileEdits;
  now: Date;
  /** A new name, sent only when it differs from the current one. */
  name?: { current: string; edited: string };
}) {
  const changed = changedElements(input.upui, input.edits);
  const edited = input.name?.edited.trim();
  const rename = input.name && edited !== undefined && edited !== input.name.current ? { profileName: edited } : {};
  return {
    ...savedMoment(input.now),
    category: saveCategory(changed),
    categoryFile: changed.map((element) => ({ elementName: element.elementName, elementValue: input.edits[element.elementName]! })),
    ...rename,
  };
}

/** Whether there is anything to save. */
export function hasChanges(input: {
  upui: readonly UpuiGroup[];
  edits: ProfileEdits;
  name?: { current: string; edited: string };
}): boolean {
  const renamed = input.name !== undefined && input.name.edited.trim() !== input.name.current;
  return renamed || changedElements(input.upui, input.edits).length > 0;
}

/** A profile name is 1 to 30 characters once trimmed. */
export const PROFILE_NAME_MAX = 30;
export function profileNameProblem(name: string): "required" | "tooLong" | null {
  const trimmed = name.trim();
  if (trimmed === "") return "required";
  return trimmed.length > PROFILE_NAME_MAX ? "tooLong" : null;
}

/** yyyyMMddHHmmss (a moment) as a Date: UTC for the log's loggedAt. */
export function parseUtcMoment(text: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

/**
 * A saved time as its saver's clock showed it (yyyyMMddHHmmss local to them, offset in hours),
 * as the moment it was: the UTC instant.
 */
export function savedInstant(savedTime: string, savedTimeOffset: number): Date | null {
  const asUtc = parseUtcMoment(savedTime);
  return asUtc ? new Date(asUtc.getTime() - savedTimeOffset * 3_600_000) : null;
}

/** The invitee's choices of the profile the shared profile starts from: the defaults, or one of their vehicles' profiles. */
export type InvitationChoice = { kind: "default" } | { kind: "profile"; vehicleId: string; profileName: string };

export const DEFAULT_CHOICE_KEY = "default";

/** A radio value for a choice, and back. */
export function choiceKey(choice: InvitationChoice): string {
  return choice.kind === "default" ? DEFAULT_CHOICE_KEY : `${choice.vehicleId}|${choice.profileName}`;
}
export function choiceFromKey(key: string): InvitationChoice {
  if (key === DEFAULT_CHOICE_KEY) return { kind: "default" };
  const at = key.indexOf("|");
  return { kind: "profile", vehicleId: key.slice(0, at), profileName: key.slice(at + 1) };
}

/** The `secPflCreation` body for the chosen starting profile. */
export function acceptBody(sourceVehicleId: string, choice: InvitationChoice) {
  return choice.kind === "default"
    ? { sourceVehicleId }
    : { sourceVehicleId, targetVehicleId: choice.vehicleId, targetProfileName: choice.profileName };
}
