import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { authorize, completed, keepCommandResultsInInbox } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { insertInboxMessage } from "./inbox-repository.ts";

describe.each(databaseKinds())("notification centre on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let summit: { vehicleId: string };

  beforeAll(async () => {
    server = await createTestServer(kind);
    await keepCommandResultsInInbox(server);
    token = await server.login("demo@gen.test", DEMO_PASSWORD, { brand: "gen" });
    const { json } = await server.call("vhcllst", {}, { accessToken: token, brand: "gen" });
    summit = json.result.vehicles.find((v: { nickName: string }) => v.nickName === "Crest");
  });
  afterAll(() => server.close());

  const call = (name: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    server.call(name, body, { accessToken: token, brand: "gen", ...headers });

  it("shows a new unread message when a remote command completes, in the request's language", async () => {
    const before = (await call("ntcmsgcnt")).json.result.count;
    const headers = await authorize(server, token, summit.vehicleId, "2580", { brand: "gen" });
    const sent = await server.call("drulck", {}, headers);
    await completed(server, token, sent.headers.transactionid as string, { brand: "gen" });
    expect((await call("ntcmsgcnt")).json.result.count).toBe(before + 1);
    const en = (await call("ntcmsglst", { lastMessageId: -1, rowsPerPage: 20 })).json.result.messages[0];
    expect(en).toMatchObject({ status: "U", title: "Doors unlocked", nickname: "Crest" });
    expect(en.date).toMatch(/^\d{8}$/);
    const fr = (await call("ntcmsglst", { lastMessageId: -1, rowsPerPage: 20 }, { language: "1" })).json.result.messages[0];
    expect(fr.title).toBe("Portières déverrouillées");

    const opened = await call("ntcmsgmd", { messageId: en.id });
    expect(opened.json.result.message.status).toBe("R");
    expect((await call("ntcmsgcnt")).json.result.count).toBe(before);
  });

  it("says the lights flashed, not the horn, after a lights-only command", async () => {
    for (const horn of [false, true]) {
      const sent = await server.call("hrnlght", { horn }, await authorize(server, token, summit.vehicleId, "2580", { brand: "gen" }));
      await completed(server, token, sent.headers.transactionid as string, { brand: "gen" });
      const en = (await call("ntcmsglst", { lastMessageId: -1, rowsPerPage: 20 })).json.result.messages[0];
      const fr = (await call("ntcmsglst", { lastMessageId: -1, rowsPerPage: 20 }, { language: "1" })).json.result.messages[0];
      if (horn) {
        expect(en).toMatchObject({ title: "Horn and lights", content: "Your vehicle sounded its horn and flashed its lights." });
      } else {
        expect(en).toMatchObject({ title: "Lights", content: "Your vehicle flashed its lights." });
        expect(fr).toMatchObject({ title: "Phares", content: "Votre véhicule a fait clignoter ses phares." });
      }
    }
  });

  it("pages by 20, marks read and deletes: 3 of 25 deleted leaves 22", async () => {
    const [account] = await server.db.query<{ id: string }>("select id from accounts where email = 'demo@gen.test'");
    const accountId = account!.id;
    await server.db.query("delete from inbox_messages where account_id = $1", [accountId]);
    for (let i = 0; i < 25; i++) {
      await insertInboxMessage(server.db, { accountId, vehicleId: summit.vehicleId, key: i % 2 ? "CHARGE_COMPLETE" : "VEHICLE_WARNING" });
    }
    expect((await call("ntcmsgcnt")).json.result.count).toBe(25);
    const first = (await call("ntcmsglst", { lastMessageId: -1, rowsPerPage: 20 })).json.result;
    expect(first.messages).toHaveLength(20);
    expect(first.moreData).toBe(true);
    const second = (await call("ntcmsglst", { lastMessageId: first.lastMessageId, rowsPerPage: 20 })).json.result;
    expect(second.messages).toHaveLength(5);
    expect(second.moreData).toBe(false);

    const marked = await call("ntcmsgumst", { messageIds: first.messages.slice(0, 2).map((m: { id: string }) => m.id), requestType: 0 });
    expect(marked.json.result.count).toBe(2);
    expect((await call("ntcmsgcnt")).json.result.count).toBe(23);

    const doomed = [first.messages[0].id, first.messages[7].id, second.messages[4].id];
    expect((await call("ntcmsdmg", { messageIds: doomed })).json.result.count).toBe(3);
    const all = [];
    let page = (await call("ntcmsglst", { lastMessageId: -1, rowsPerPage: 20 })).json.result;
    all.push(...page.messages);
    while (page.moreData) {
      page = (await call("ntcmsglst", { lastMessageId: page.lastMessageId, rowsPerPage: 20 })).json.result;
      all.push(...page.messages);
    }
    expect(all).toHaveLength(22);
    expect(all.map((m: { id: string }) => m.id)).not.toContain(doomed[1]);
  });

  it("keeps each account's messages to itself", async () => {
    const mine = (await call("ntcmsglst", { lastMessageId: -1, rowsPerPage: 5 })).json.result.messages;
    const other = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const peek = await server.call("ntcmsgmd", { messageId: mine[0].id }, { accessToken: other });
    expect(peek.json.error.errorCode).toBe("7998");
    const wipe = await server.call("ntcmsdmg", { messageIds: mine.map((m: { id: string }) => m.id) }, { accessToken: other });
    expect(wipe.json.result.count).toBe(0);
    expect((await call("ntcmsglst", { lastMessageId: -1, rowsPerPage: 5 })).json.result.messages).toHaveLength(5);
  });

  it("rejects a bad request type naming the field", async () => {
    const bad = await call("ntcmsgumst", { messageIds: ["1"], requestType: 3 });
    expect(bad.status).toBe(400);
    expect(bad.json.error.errorDesc).toContain("requestType");
  });
});
