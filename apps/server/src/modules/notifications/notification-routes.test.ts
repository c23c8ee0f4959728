import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { authorize, completed, eventually } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

describe.each(databaseKinds())("notification settings on %s", (kind) => {
  let server: TestServer;
  let token: string;
  const cars: Record<string, { vehicleId: string; vin: string }> = {};
  beforeAll(async () => {
    server = await createTestServer(kind);
    token = await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
    const { json } = await server.call("vhcllst", {}, { accessToken: token, brand: "kci" });
    for (const v of json.result.vehicles) cars[v.nickName] = v;
  });
  afterAll(() => server.close());

  const call = (name: string, nickname: string, body: unknown = {}, extra: Record<string, string> = {}) =>
    server.call(name, body, { accessToken: token, brand: "kci", vehicleId: cars[nickname]!.vehicleId, ...extra });
  const mails = (subjectPart: string) =>
    server.db.query<{ subject: string; language_id: number }>(
      "select subject, language_id from mail_outbox where to_address = 'demo@kci.test' and subject like $1",
      [`%${subjectPart}%`],
    );

  it("lists the rows of a vehicle's fuel kind with their locks", async () => {
    const ev = (await call("gtntfsttng", "Kite", { requestType: "all" })).json.result.notificationList;
    const gas = (await call("gtntfsttngtyps", "Talon", { fuelKindCode: "G" })).json.result.notificationList;
    // Before enrollment, without a session: by the car's VIN (its fuel kind), else the kind named.
    const byVin = (await server.call("gtntfsttngtyps", { vin: cars["Kite"]!.vin }, { brand: "kci" })).json.result.notificationList;
    expect(byVin.map((r: { notificationType: string }) => r.notificationType)).toEqual(
      ev.map((r: { notificationType: string }) => r.notificationType),
    );
    const anonymousGas = (await server.call("gtntfsttngtyps", { fuelKindCode: "G" }, { brand: "kci" })).json.result.notificationList;
    expect(anonymousGas.map((r: { notificationType: string }) => r.notificationType)).not.toContain("CHARGE_COMPLETE");
    expect(ev.map((r: { notificationType: string }) => r.notificationType)).toContain("CHARGE_COMPLETE");
    expect(gas.map((r: { notificationType: string }) => r.notificationType)).not.toContain("CHARGE_COMPLETE");
    expect(ev.find((r: { notificationType: string }) => r.notificationType === "VEHICLE_ALARM")).toMatchObject({
      priorityType: "U",
      push: "Y",
      email: "Y",
    });
    const fr = (await call("gtntfsttng", "Kite", {}, { language: "1" })).json.result.notificationList;
    expect(fr.find((r: { notificationType: string }) => r.notificationType === "CHARGE_COMPLETE").notificationName).toBe(
      "Recharge terminée",
    );
  });

  it("refuses to switch off a locked row through the API, changing nothing", async () => {
    const alarm = await call("ntfsttng", "Kite", {
      notificationList: [
        { notificationType: "REMOTE_COMMAND", email: "Y" },
        { notificationType: "VEHICLE_ALARM", push: "N", email: "N" },
      ],
    });
    expect(alarm.status).toBe(400);
    expect(alarm.json.error.errorDesc).toContain("notificationList.1.push");
    expect(alarm.json.error.errorDesc).toContain("LOCKED");
    const trouble = await call("ntfsttng", "Kite", { notificationList: [{ notificationType: "TROUBLE_CODE", push: "Y" }] });
    expect(trouble.json.error.errorDesc).toContain("LOCKED");
    const rows = (await call("gtntfsttng", "Kite")).json.result.notificationList;
    expect(rows.find((r: { notificationType: string }) => r.notificationType === "REMOTE_COMMAND").email).toBe("N");
  });

  it("mails a command's result once the owner asks for it, in the account's language, and keeps the history", async () => {
    const saved = await call("ntfsttng", "Talon", { notificationList: [{ notificationType: "REMOTE_COMMAND", push: "Y", email: "Y" }] });
    expect(
      saved.json.result.notificationList.find((r: { notificationType: string }) => r.notificationType === "REMOTE_COMMAND").email,
    ).toBe("Y");
    await server.db.query("update accounts set language_id = 1 where email = 'demo@kci.test'");
    const headers = await authorize(server, token, cars["Talon"]!.vehicleId, "2580", { brand: "kci" });
    const sent = await server.call("drulck", {}, headers);
    await completed(server, token, sent.headers.transactionid as string, { brand: "kci" });
    const mail = await eventually(async () => {
      const rows = await mails("Portières déverrouillées");
      return rows.length ? rows : undefined;
    }, "the command mail");
    expect(mail[0]!.subject).toBe("Talon\u00a0: Portières déverrouillées");
    const history = (await server.call("ntfhst", {}, { accessToken: token, brand: "kci" })).json.result.notifications;
    expect(history[0].channel).toBe("email");
    // This site has no push set up (no VAPID keys): nothing says it was pushed, whatever the switch (issue 55).
    expect(history.filter((h: { channel: string }) => h.channel === "push")).toEqual([]);
    expect(history[0]).toMatchObject({ nickname: "Talon", notificationType: "REMOTE_COMMAND" });

    const kite = await authorize(server, token, cars["Kite"]!.vehicleId, "2580", { brand: "kci" });
    const lock = await server.call("drlck", {}, kite);
    await completed(server, token, lock.headers.transactionid as string, { brand: "kci" });
    expect(await mails("Kite\u00a0: Portières verrouillées")).toHaveLength(0);
    await server.db.query("update accounts set language_id = 0 where email = 'demo@kci.test'");
  });
});
