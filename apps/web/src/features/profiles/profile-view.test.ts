import type { UpuiGroup } from "@carport/protocol";
import { describe, expect, it } from "vitest";
import {
  acceptBody,
  changedElements,
  choiceFromKey,
  choiceKey,
  hasChanges,
  hasCurrentProfile,
  profileNameProblem,
  profileSave,
  savedInstant,
  savedMoment,
  secondDriverState,
  showsSharedTab,
} from "./profile-view.ts";

const element = (
  elementName: string,
  elementValue: string,
  metadataCategory: "SEAT" | "CLIMATE",
  elementType: "TOGGLE" | "SLIDER" = "TOGGLE",
) => ({
  type: "Element" as const,
  elementName,
  elementType,
  label: elementName,
  elementValue,
  defaultValue: elementValue,
  itemValueReference:
    elementType === "TOGGLE"
      ? [
          { value: "0", label: "Off" },
          { value: "1", label: "On" },
        ]
      : [],
  metadataCategory,
});

const tree: UpuiGroup[] = [
  {
    type: "GroupHeader",
    id: "comfort",
    label: "Comfort",
    subGroups: [
      {
        type: "SubGroupHeader",
        id: "seat",
        label: "Seat",
        elements: [element("seatHeat", "0", "SEAT"), element("seatPosition", "3", "SEAT", "SLIDER")],
      },
      { type: "SubGroupHeader", id: "climate", label: "Climate", elements: [element("autoClimate", "1", "CLIMATE")] },
    ],
  },
];

describe("profile states", () => {
  it("syncState 2 means no current profile", () => {
    expect(hasCurrentProfile({ syncState: "2" })).toBe(false);
    expect(hasCurrentProfile({ syncState: "0" })).toBe(true);
  });

  it("shows the shared tab for status 0 (sharing) and 3 (invitation pending) only", () => {
    expect(showsSharedTab("0")).toBe(true);
    expect(showsSharedTab("3")).toBe(true);
    expect(showsSharedTab("4")).toBe(false);
    expect(showsSharedTab(undefined)).toBe(false);
  });

  it("reads the second driver's status: 4 none, 3 pending, 0 active", () => {
    expect(secondDriverState("4")).toBe("none");
    expect(secondDriverState("3")).toBe("pending");
    expect(secondDriverState("0")).toBe("active");
  });
});

describe("saving a profile", () => {
  it("sends only what changed, in its one category", () => {
    const edits = { seatHeat: "1", autoClimate: "1" };
    expect(changedElements(tree, edits).map((e) => e.elementName)).toEqual(["seatHeat"]);
    const save = profileSave({ upui: tree, edits, now: new Date(2026, 10, 21, 9, 5, 7) });
    expect(save.category).toBe("SEAT");
    expect(save.categoryFile).toEqual([{ elementName: "seatHeat", elementValue: "1" }]);
    expect(save.savedTime).toBe("20261121090507");
    expect("profileName" in save).toBe(false);
  });

  it("names ALL when the changes span categories, and sends a changed name trimmed", () => {
    const save = profileSave({
      upui: tree,
      edits: { seatPosition: "5", autoClimate: "0" },
      now: new Date(),
      name: { current: "Driver 1 profile", edited: "  Sam  " },
    });
    expect(save.category).toBe("ALL");
    expect(save.categoryFile).toHaveLength(2);
    expect(save.profileName).toBe("Sam");
  });

  it("has nothing to save when edits return to the saved values and the name is unchanged", () => {
    expect(hasChanges({ upui: tree, edits: { seatHeat: "0" }, name: { current: "A", edited: "A " } })).toBe(false);
    expect(hasChanges({ upui: tree, edits: {}, name: { current: "A", edited: "B" } })).toBe(true);
  });

  it("carries the saver's hours from UTC with the local time", () => {
    const now = new Date();
    expect(savedMoment(now).savedTimeOffset).toBe(-now.getTimezoneOffset() / 60);
  });

  it("reads a saved time back as the instant it was, whatever the saver's offset", () => {
    expect(savedInstant("20261121100000", 2)?.toISOString()).toBe("2026-11-21T08:00:00.000Z");
    expect(savedInstant("20261121100000", -5)?.toISOString()).toBe("2026-11-21T15:00:00.000Z");
    expect(savedInstant("", 0)).toBeNull();
  });

  it("requires a name of at most 30 characters", () => {
    expect(profileNameProblem("  ")).toBe("required");
    expect(profileNameProblem("x".repeat(31))).toBe("tooLong");
    expect(profileNameProblem("Weekend")).toBeNull();
  });
});

describe("accepting an invitation", () => {
  it("starts from the default profile without a target vehicle", () => {
    expect(acceptBody("v-1", choiceFromKey(choiceKey({ kind: "default" })))).toEqual({ sourceVehicleId: "v-1" });
  });

  it("starts from one of the invitee's vehicles' profiles", () => {
    const key = choiceKey({ kind: "profile", vehicleId: "own-2", profileName: "Driver 2 profile" });
    expect(acceptBody("v-1", choiceFromKey(key))).toEqual({
      sourceVehicleId: "v-1",
      targetVehicleId: "own-2",
      targetProfileName: "Driver 2 profile",
    });
  });
});
