import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenHash } from "../../core/secret-hashing.ts";
import { pAuthSigner, type PAuthSigner } from "../../core/pin-authorizations.ts";
import { serverKey } from "../../core/server-keys.ts";
import { PAUTH_KEY_NAME } from "../auth/pin/pin-service.ts";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type DatabaseKind, type TestServer } from "../../test/test-server.ts";
import { isPendingConflict, recordPendingTransactions, type PendingCommand } from "./transaction-repository.ts";

const LIMITS = { deadlineSeconds: 30, dailyLimit: 50 };

/** The demo owner's cars and session, and pAuths for them as vrfypin signs them. */
function demoOwner(kind: DatabaseKind) {
  let serverOf: TestServer;
  const server = () => serverOf;
  let accountId: string;
  let sessionHash: string;
  let signer: PAuthSigner;
  const vehicles: string[] = [];
  beforeAll(async () => {
    serverOf = await createTestServer(kind);
    const token = await server().login("demo@hacc.test", DEMO_PASSWORD);
    sessionHash = tokenHash(token);
    const { json } = await server().call("vhcllst", {}, { accessToken: token });
    for (const v of json.result.vehicles) vehicles.push(v.vehicleId);
    const [owner] = await server().db.query<{ account_id: string }>("select account_id from vehicles where id = $1", [vehicles[0]]);
    accountId = owner!.account_id;
    signer = pAuthSigner(await serverKey(server().db, PAUTH_KEY_NAME));
  });
  afterAll(() => serverOf.close());

  const holder = (vehicleId: string) => ({ accountId, vehicleId, tokenHash: sessionHash });
  /** A pAuth as vrfypin signs it for this session and car, as the command presenting it claims it. */
  async function pAuthFor(vehicleId: string) {
    return signer.read(signer.issue(holder(vehicleId), 0, 300), holder(vehicleId));
  }
  /** What a pAuth vrfypin never signed claims. */
  const neverIssued = (vehicleId: string) => signer.read(`p1.never-issued-${randomUUID()}`, holder(vehicleId));
  /** Not used up: no command was recorded with it. */
  const pAuthKept = async (pAuthHash: string) =>
    (await server().db.query("select 1 from remote_transactions where pauth_hash = $1", [pAuthHash])).length === 0;
  const lock = (vehicleId: string, pAuth?: PendingCommand["pAuth"]): PendingCommand => ({
    vehicleId,
    accountId,
    apiCode: "drlck",
    command: "doorLock",
    params: {},
    pAuth,
  });
  const clear = () => server().db.query("update remote_transactions set state = 'C', status_code = '0000' where state = 'P'");
  return { server, vehicles, accountId: () => accountId, pAuthFor, neverIssued, pAuthKept, lock, clear };
}

/** Commands recorded together, one statement for several cars, as a burst of them is. */
describe.each(databaseKinds())("recording several commands in one statement on %s", (kind) => {
  const { server, vehicles, pAuthFor, neverIssued, pAuthKept, lock, clear } = demoOwner(kind);

  it("records each car's command with its pAuth taken, and refuses a bad pAuth alone, keeping the others'", async () => {
    await clear();
    const [a, b, c] = vehicles as [string, string, string];
    const good = [await pAuthFor(a), await pAuthFor(b)];
    const stranger = neverIssued(c);
    const answers = await recordPendingTransactions(server().db, [lock(a, good[0]), lock(b, good[1]), lock(c, stranger)], LIMITS);
    expect(answers.map((answer) => (typeof answer === "string" ? answer : answer.vehicle_id))).toEqual([a, b, "pAuth"]);
    expect(await pAuthKept(good[0]!.pAuthHash)).toBe(false);
    expect(await pAuthKept(good[1]!.pAuthHash)).toBe(false);
  });

  it("records a car's second command of the list after its first: refused as pending, its pAuth kept", async () => {
    await clear();
    const [a] = vehicles as [string];
    const first = await pAuthFor(a);
    const second = await pAuthFor(a);
    const answers = await recordPendingTransactions(server().db, [lock(a, first), lock(a, second)], LIMITS);
    expect(typeof answers[0]).toBe("object");
    expect(answers[1]).toBe("pending");
    expect(await pAuthKept(first.pAuthHash)).toBe(false);
    expect(await pAuthKept(second.pAuthHash)).toBe(true);
  });

  it("records a car's second command when its first is refused, as it would have been alone", async () => {
    await clear();
    const [a] = vehicles as [string];
    const second = await pAuthFor(a);
    const answers = await recordPendingTransactions(server().db, [lock(a, neverIssued(a)), lock(a, second)], LIMITS);
    expect(answers[0]).toBe("pAuth");
    expect(typeof answers[1]).toBe("object");
    expect(await pAuthKept(second.pAuthHash)).toBe(false);
  });

  it("refuses over the day's limit before a pending command, and keeps the pAuth", async () => {
    await clear();
    const [a] = vehicles as [string];
    const pAuth = await pAuthFor(a);
    const [answer] = await recordPendingTransactions(server().db, [lock(a, pAuth)], { ...LIMITS, dailyLimit: 0 });
    expect(answer).toBe("dailyLimit");
    expect(await pAuthKept(pAuth.pAuthHash)).toBe(true);
  });
});

describe("a command recorded for the same car on another connection meanwhile, on postgres", () => {
  const { server, vehicles, accountId, pAuthFor, pAuthKept, lock, clear } = demoOwner("postgres");

  it("fails whole on the one-pending index, taking nothing, when another connection records the same car meanwhile", async () => {
    await clear();
    const [a, b] = vehicles as [string, string];
    const pAuths = [await pAuthFor(a), await pAuthFor(b)];
    let recording: Promise<unknown> | undefined;
    await server().db.transaction(async (tx) => {
      await tx.query(
        `insert into remote_transactions (id, vehicle_id, account_id, api_code, command, params, deadline_at)
           values ($1, $2, $3, 'drlck', 'doorLock', '{}', now() + interval '30 seconds')`,
        [randomUUID(), a, accountId()],
      );
      recording = recordPendingTransactions(server().db, [lock(b, pAuths[1]), lock(a, pAuths[0])], LIMITS).catch((error) => error);
      // The statement waits on the uncommitted row's index entry before this transaction commits.
      for (;;) {
        const waiting = await server().db.query(
          "select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%with command as%'",
        );
        if (waiting.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    expect(isPendingConflict(await recording)).toBe(true);
    expect(await pAuthKept(pAuths[0]!.pAuthHash)).toBe(true);
    expect(await pAuthKept(pAuths[1]!.pAuthHash)).toBe(true);
    const pendingOfB = await server().db.query("select 1 from remote_transactions where vehicle_id = $1 and state = 'P'", [b]);
    expect(pendingOfB).toHaveLength(0);
  });

  it("records nothing with a pAuth that another connection is recording a command with meanwhile: answered as a used pAuth", async () => {
    await clear();
    const [a] = vehicles as [string];
    const pAuth = await pAuthFor(a);
    let recording: Promise<unknown> | undefined;
    await server().db.transaction(async (tx) => {
      await tx.query(
        `insert into remote_transactions (id, vehicle_id, account_id, api_code, command, params, deadline_at, state, pauth_hash)
           values ($1, $2, $3, 'drlck', 'doorLock', '{}', now() + interval '30 seconds', 'C', $4)`,
        [randomUUID(), a, accountId(), pAuth.pAuthHash],
      );
      recording = recordPendingTransactions(server().db, [lock(a, pAuth)], LIMITS);
      for (;;) {
        const waiting = await server().db.query(
          "select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%with command as%'",
        );
        if (waiting.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    expect(await recording).toEqual(["pAuth"]);
    expect(await server().db.query("select 1 from remote_transactions where vehicle_id = $1 and state = 'P'", [a])).toHaveLength(0);
  });
});
