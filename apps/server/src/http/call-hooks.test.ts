import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { CALLS } from "@carport/protocol";
import { serveCall } from "./api-call.ts";
import { addCallHook } from "./call-hooks.ts";

describe("hooks given to the calls' routes", () => {
  it("run on the calls they are made for, at every alias, in the order they were added, and on no other route", async () => {
    const app = Fastify();
    const ran: string[] = [];
    addCallHook(app, "onRequest", (call) => (call === CALLS.login ? async () => void ran.push(`first ${call.name}`) : undefined));
    addCallHook(app, "onRequest", (call) => async () => void ran.push(`second ${call.name}`));
    app.post("/other", async () => ({ ok: true }));
    serveCall(app, "login", async () => {
      throw new Error("not reached in this test");
    });
    serveCall(app, "termsGet", async () => {
      throw new Error("not reached in this test");
    });
    await app.ready();

    for (const name of [CALLS.login.name, ...CALLS.login.aliases]) {
      ran.length = 0;
      await app.inject({ method: "POST", url: `/tods/api/${name}`, payload: "{" });
      expect(ran).toEqual([`first ${CALLS.login.name}`, `second ${CALLS.login.name}`]);
    }
    ran.length = 0;
    await app.inject({ method: CALLS.termsGet.method, url: `/tods/api/${CALLS.termsGet.name}` });
    expect(ran).toEqual([`second ${CALLS.termsGet.name}`]);
    ran.length = 0;
    await app.inject({ method: "POST", url: "/other" });
    expect(ran).toEqual([]);
    await app.close();
  });

  it("is refused once a call's route is declared, which the hook would miss", async () => {
    const app = Fastify();
    serveCall(app, "termsGet", async () => {
      throw new Error("not reached in this test");
    });
    expect(() => addCallHook(app, "preHandler", () => async () => undefined)).toThrow(/after the route of gttcnd/);
    await app.close();
  });
});
