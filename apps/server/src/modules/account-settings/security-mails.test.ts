import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOutboxMessages } from "../../mail/outbox-repository.ts";
import { createOwner } from "../../test/sign-in-test-support.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

describe.each(databaseKinds())("mails telling the owner a security setting changed on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server.close());

  const mails = async (to: string, kindOf: string) => {
    await server.app.flushMail();
    return (await listOutboxMessages(server.db, { to })).filter((m) => m.kind === kindOf);
  };

  it("tells the owner their password changed, in their language, with a way to reset it", async () => {
    const owner = await createOwner(server, { language: 1 });
    const token = await server.login(owner.email, owner.password);
    const changed = await server.call(
      "chngpsswd",
      { oldPassword: owner.password, newPassword: "Newer-Pass-2026!", confirmPassword: "Newer-Pass-2026!" },
      { accessToken: token },
    );
    expect(changed.json.responseHeader.responseCode).toBe(0);
    const [mail] = await mails(owner.email, "passwordChanged");
    expect(mail!.subject).toBe("Votre mot de passe Halcyon Connect a été modifié");
    expect(mail!.text).toContain("/forgotpw");
  });

  it("tells the owner their PIN changed", async () => {
    const owner = await createOwner(server);
    const token = await server.login(owner.email, owner.password);
    expect(
      (await server.call("chngpin", { pin: "8642", password: owner.password }, { accessToken: token })).json.responseHeader.responseCode,
    ).toBe(0);
    const [mail] = await mails(owner.email, "pinChanged");
    expect(mail!.subject).toBe("Your Halcyon Connect PIN was changed");
  });

  it("tells the login e-mail that the notification e-mail changed, and writes nothing to the unconfirmed old or new address", async () => {
    const owner = await createOwner(server);
    const token = await server.login(owner.email, owner.password);
    const before = (await server.call("gtacctinfo", {}, { accessToken: token })).json.result;
    const first = await server.call("svacctinfo", { ...before, notificationEmail: "old.notices@example.ca" }, { accessToken: token });
    expect(first.json.responseHeader.responseCode).toBe(0);
    const second = await server.call(
      "svacctinfo",
      { ...first.json.result, notificationEmail: "new.notices@example.ca" },
      { accessToken: token },
    );
    expect(second.json.result.notificationEmail).toBe("new.notices@example.ca");
    const toOwner = await mails(owner.email, "notificationEmailChanged");
    // Delivered by the queue's worker, so the two may reach the outbox in either order.
    const changedTo = toOwner.map((mail) => /changed to (\S+@\S+?) on /.exec(mail.text)?.[1]).sort();
    expect(changedTo).toEqual(["new.notices@example.ca", "old.notices@example.ca"]);
    expect(await mails("old.notices@example.ca", "notificationEmailChanged")).toHaveLength(0);
    expect(await mails("new.notices@example.ca", "notificationEmailChanged")).toHaveLength(0);
    // Saving other fields alone sends nothing more.
    await server.call("svacctinfo", { ...second.json.result, city: "Ottawa" }, { accessToken: token });
    expect(await mails(owner.email, "notificationEmailChanged")).toHaveLength(2);
  });

  it("tells the owner their password changed through a reset link too", async () => {
    const owner = await createOwner(server);
    await server.call("frgtpsswd", { loginId: owner.email }, { "x-forwarded-for": "10.77.0.1" });
    const [reset] = await mails(owner.email, "passwordReset");
    const link = new URL(/https?:\/\/\S+\/resetpw\S*/.exec(reset!.text)![0]);
    const done = await server.call(
      "rstpsswd",
      { authCode: link.searchParams.get("pin"), newPassword: "Reset-Pass-2026!" },
      { "x-forwarded-for": "10.77.0.1" },
    );
    expect(done.json.responseHeader.responseCode).toBe(0);
    expect(await mails(owner.email, "passwordChanged")).toHaveLength(1);
  });
});
