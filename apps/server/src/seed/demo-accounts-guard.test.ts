import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PRODUCTION_OPT_OUTS } from "../test/production-settings.ts";
import { startCarport } from "../test/server-process.ts";
import { createTestServer, databaseKinds } from "../test/test-server.ts";
import { assertNoDemoAccounts, DemoAccountsPresentError } from "./demo-accounts-guard.ts";

describe.each(databaseKinds())("demo accounts in a production database on %s", (kind) => {
  it("are found and named", async () => {
    const server = await createTestServer(kind);
    try {
      const refusal = await assertNoDemoAccounts(server.db).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DemoAccountsPresentError);
      expect((refusal as DemoAccountsPresentError).emails).toEqual([
        "demo@gen.test",
        "demo@hacc.test",
        "demo@kci.test",
        "demo@other.test",
        "fleet@gen.test",
        "second@hacc.test",
      ]);
    } finally {
      await server.close();
    }
  });
});

describe("npm start with DEMO=0", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "carport-demo-guard-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("says it is a demo when it is one, and refuses to start on the demo's database once DEMO=0", async () => {
    const demo = await startCarport({ DATA_DIR: dataDir, HOST: "0.0.0.0" });
    await demo.stop();
    expect(demo.output()).toContain("THIS IS A DEMO");
    expect(demo.output()).toContain("/dev/outbox");
    expect(demo.output()).toMatch(/listens on every interface/);

    const refused = await startCarport({ DATA_DIR: dataDir, DEMO: "0", ...PRODUCTION_OPT_OUTS }).then(
      () => "started",
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/server exited with 1/);
    expect(refused).toContain("Refusing to start with DEMO=0");
    expect(refused).toContain("demo@hacc.test");
    expect(refused).not.toContain("Carport is running at");
  }, 240_000);

  it("starts on a database without demo accounts, saying nothing of a demo", async () => {
    const production = await startCarport({ DEMO: "0", ...PRODUCTION_OPT_OUTS });
    await production.stop();
    expect(production.output()).toContain("Carport is running at");
    expect(production.output()).not.toContain("DEMO");
  }, 120_000);
});
