import { describe, expect, it } from "vitest";
import { issueGroups, safetyIssue, type TroubleCode } from "./issues.ts";

const code = (c: string, systemName: TroubleCode["systemName"], reportedDate = "20261121"): TroubleCode => ({
  code: c,
  systemName,
  subSystemCode: "X",
  description: `${c} description`,
  reportedDate,
});

describe("the issues list", () => {
  it("groups trouble codes by system in the screens' order, newest first", () => {
    const groups = issueGroups([code("B1650", "Safety"), code("C1201", "Chassis", "20261001"), code("C1300", "Chassis", "20261120")]);
    expect(groups.map((g) => g.system)).toEqual(["Chassis", "Safety"]);
    expect(groups[0]!.codes.map((c) => c.code)).toEqual(["C1300", "C1201"]);
  });

  it("is empty without codes, and the safety warning names the first Safety code", () => {
    expect(issueGroups([])).toEqual([]);
    expect(safetyIssue([code("C1201", "Chassis"), code("B1650", "Safety")])?.code).toBe("B1650");
    expect(safetyIssue([code("C1201", "Chassis")])).toBeNull();
  });
});
