import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configSchema } from "../config.ts";
import { createOwner, freshAddress } from "../test/sign-in-test-support.ts";
import { DEMO_PASSWORD } from "../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../test/test-server.ts";
import { listOutboxMessages } from "./outbox-repository.ts";

/** The default cap: mails a stranger can trigger, per account and per address, in any hour. */
const LIMIT = configSchema.shape.MAIL_LIMIT_PER_HOUR.parse(undefined);

describe.each(databaseKinds())("mail limits on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server.close());

  const mails = async (to: string, ...kinds: string[]) => {
    await server.app.flushMail();
    return (await listOutboxMessages(server.db, { to })).filter((m) => kinds.includes(m.kind));
  };

  it(`sends no reset mail past ${LIMIT} an hour to one account, however many addresses ask, and answers the same`, async () => {
    const owner = await createOwner(server);
    const answers = [];
    for (let i = 0; i <= 2 * LIMIT; i++)
      answers.push(await server.call("frgtpsswd", { loginId: owner.email }, { "x-forwarded-for": freshAddress() }));
    const unknown = await server.call("frgtpsswd", { loginId: "nobody-here@hacc.test" }, { "x-forwarded-for": freshAddress() });
    for (const answer of [...answers, unknown]) {
      expect(answer.status).toBe(answers[0]!.status);
      expect(answer.json).toEqual(answers[0]!.json);
    }
    expect(answers[0]!.json.responseHeader.responseCode).toBe(0);
    expect(await mails(owner.email, "passwordReset")).toHaveLength(LIMIT);
  });

  it("counts every kind a stranger can trigger together: reset links and reset codes", async () => {
    const owner = await createOwner(server, { lastName: "Bélanger" });
    for (let i = 0; i < LIMIT; i++) {
      await server.call("frgtpsswd", { loginId: owner.email }, { "x-forwarded-for": freshAddress() });
      const keyed = await server.call(
        "vrfyacctotp",
        { userAccount: owner.email, lastName: "Bélanger" },
        { "x-forwarded-for": freshAddress() },
      );
      expect(keyed.json.result.otpKey.length).toBeGreaterThanOrEqual(22);
    }
    expect(await mails(owner.email, "passwordReset", "passwordResetCode")).toHaveLength(LIMIT);
  });

  it("sends an invitation again only within the limit, with the same answer", async () => {
    const dana = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const aurora = (await server.call("vhcllst", {}, { accessToken: dana })).json.result.vehicles.find(
      (v: { nickName: string }) => v.nickName === "Aurora",
    ).vehicleId;
    const invitee = "invited.often@example.ca";
    const answers = [];
    for (let i = 0; i <= LIMIT; i++)
      answers.push((await server.call("inviteseconduser", { secondaryEmail: invitee }, { accessToken: dana, vehicleId: aurora })).json);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.result.secondaryDriver.status).toBe("3");
    // The new-device code of dana's first sign-in here came out of the owner's own budget, not this one.
    expect(await mails("demo@hacc.test", "signInCode")).toHaveLength(1);
    expect(await mails(invitee, "secondDriverInvitation")).toHaveLength(LIMIT);
  });
});
