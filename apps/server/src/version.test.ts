import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "./config.ts";
import { startCarport, type CarportProcess } from "./test/server-process.ts";

describe("the release's version as an operator sees it", () => {
  let carport: CarportProcess | undefined;
  afterAll(() => carport?.stop());

  it("is printed in the start banner and answered by /healthz", { timeout: 180_000 }, async () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as { version: string };
    carport = await startCarport();
    expect(carport.output()).toContain(`Carport is running at ${carport.url} (version ${version})`);
    const health = await fetch(`${carport.url}/healthz`);
    expect(await health.json()).toMatchObject({ status: "ok", version });
  });
});
