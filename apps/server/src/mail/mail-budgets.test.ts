import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configSchema } from "../config.ts";
import { createOwner, freshAddress } from "../test/sign-in-test-support.ts";
import { createTestServer, databaseKinds, type TestServer } from "../test/test-server.ts";
import { listOutboxMessages } from "./outbox-repository.ts";

// Issue 54: ten anonymous reset requests used to stop the owner's own new-device codes and reset
// mails for an hour. Strangers' mails and the owner's have budgets of their own now.

const LIMIT = configSchema.shape.MAIL_LIMIT_PER_HOUR.parse(undefined);
const STRANGERS = 20;
/** Small here, so a test shows the cap per address without creating dozens of accounts. */
const PER_SOURCE = 4;

describe.each(databaseKinds())("mail budgets on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { MAIL_LIMIT_PER_SOURCE_PER_HOUR: String(PER_SOURCE), ANON_RATE_LIMIT_PER_MINUTE: "1000" });
  });
  afterAll(() => server.close());

  const mails = async (to: string, ...kinds: string[]) => {
    await server.app.flushMail();
    return (await listOutboxMessages(server.db, { to })).filter((m) => kinds.includes(m.kind));
  };

  it(`after ${STRANGERS} strangers' reset requests, the owner still receives a new-device code, and a reset asked from a known device`, async () => {
    const owner = await createOwner(server);
    for (let i = 0; i < STRANGERS; i++) await server.call("frgtpsswd", { loginId: owner.email }, { "x-forwarded-for": freshAddress() });
    expect(await mails(owner.email, "passwordReset")).toHaveLength(LIMIT);

    // A sign-in from a new device: the right password, then the code mailed for it (server.login
    // goes through the steps and fails when no code arrives).
    const phone = { Deviceid: "owners-phone-0001" };
    const token = await server.login(owner.email, owner.password, phone);
    expect(token.length).toBeGreaterThan(0);
    expect(await mails(owner.email, "signInCode")).toHaveLength(1);

    // A reset asked from that device, now known, spends the owner's budget, not the strangers'.
    const asked = await server.call("frgtpsswd", { loginId: owner.email }, { ...phone, "x-forwarded-for": freshAddress() });
    expect(asked.json.responseHeader.responseCode).toBe(0);
    expect(await mails(owner.email, "passwordReset")).toHaveLength(LIMIT + 1);
    // From an unknown device it is still a stranger's request, over the strangers' cap: nothing.
    await server.call("frgtpsswd", { loginId: owner.email }, { Deviceid: "someone-else", "x-forwarded-for": freshAddress() });
    expect(await mails(owner.email, "passwordReset")).toHaveLength(LIMIT + 1);
  });

  it(`sends no more than ${PER_SOURCE} strangers' mails an hour asked from one address, all accounts together, with the same answer`, async () => {
    const owners = [];
    for (let i = 0; i < PER_SOURCE + 2; i++) owners.push(await createOwner(server));
    const address = freshAddress();
    const answers = [];
    for (const owner of owners)
      answers.push((await server.call("frgtpsswd", { loginId: owner.email }, { "x-forwarded-for": address })).json);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    let sent = 0;
    for (const owner of owners) sent += (await mails(owner.email, "passwordReset")).length;
    expect(sent).toBe(PER_SOURCE);
    // Another address still reaches the accounts that address could not.
    const last = owners.at(-1)!;
    await server.call("frgtpsswd", { loginId: last.email }, { "x-forwarded-for": freshAddress() });
    expect(await mails(last.email, "passwordReset")).toHaveLength(1);
  });
});
