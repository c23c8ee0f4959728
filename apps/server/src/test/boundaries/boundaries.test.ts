import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkHouse, checkPackage, describeViolations, type HouseRules } from "./boundaries.ts";
import { PACKAGE_ROOTS, SERVER_RULES, WEB_RULES } from "./house-rules.ts";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string): HouseRules => ({ ...SERVER_RULES, root: path.join(HERE, "fixtures", name), ignore: [] });
const packageFixture = (name: string) => path.join(HERE, "fixtures", name);

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

  it("fail on production code importing test code (a test helper or a test), and let tests and helpers import it", () => {
    expect(checkHouse({ ...fixture("test-import"), ignore: ["test"], testCode: ["test"] })).toEqual([
      { rule: "test code", from: "modules/a/index.ts", to: "modules/a/greeting.test.tsx" },
      { rule: "test code", from: "modules/a/index.ts", to: "test/fake-clock.ts" },
    ]);
  });

  it("pass on a package whose files import each other without a circle", () => {
    expect(checkPackage(packageFixture("package-good"))).toEqual([]);
  });

  it("fail on a circle of files in a package, and on a package file importing test code", () => {
    expect(checkPackage(packageFixture("package-cycle"))).toEqual([
      { rule: "cycle", from: "codes.ts", to: "messages.ts" },
      { rule: "cycle", from: "messages.ts", to: "texts.ts" },
      { rule: "cycle", from: "texts.ts", to: "codes.ts" },
      { rule: "test code", from: "index.ts", to: "test-support/sample.ts" },
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

  it("packages: no circle of files, no production file importing test code", () => {
    expect(PACKAGE_ROOTS.length).toBeGreaterThanOrEqual(3);
    for (const root of PACKAGE_ROOTS) expect(describeViolations(checkPackage(root)), root).toBe("");
  });
});
