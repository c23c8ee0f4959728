import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkHouse, describeViolations, type HouseRules } from "./boundaries.ts";
import { SERVER_RULES, WEB_RULES } from "./house-rules.ts";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string): HouseRules => ({ ...SERVER_RULES, root: path.join(HERE, "fixtures", name), ignore: [] });

describe("the house rules", () => {
  it("pass on a tree that keeps them", () => {
    expect(checkHouse(fixture("good"))).toEqual([]);
  });

  it("fail on an import past another area's front door", () => {
    expect(checkHouse(fixture("front-door"))).toEqual([{ rule: "front door", from: "modules/b/loud.ts", to: "modules/a/greeting.ts" }]);
  });

  it("fail on an import from the ground floor up into an area", () => {
    expect(checkHouse(fixture("upward"))).toEqual([{ rule: "upward", from: "core/clock.ts", to: "modules/a/index.ts" }]);
  });

  it("fail on two areas importing each other, front doors or not", () => {
    expect(checkHouse(fixture("cycle"))).toEqual([
      { rule: "cycle", from: "modules/a", to: "modules/b" },
      { rule: "cycle", from: "modules/b", to: "modules/a" },
    ]);
  });
});

describe("the real tree", () => {
  it("server: every area entered by its front door, nothing upward, no folder cycle", () => {
    const violations = checkHouse(SERVER_RULES);
    expect(describeViolations(violations)).toBe("");
  });

  it("web: every feature entered by its front door, nothing upward, no folder cycle", () => {
    const violations = checkHouse(WEB_RULES);
    expect(describeViolations(violations)).toBe("");
  });
});
