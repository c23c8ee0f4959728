import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createFleetService } from "../fleet/fleet-service.ts";
import { insertInboxMessages } from "../messages/index.ts";
import { tokenHash } from "../../core/secret-hashing.ts";
import { MAX_STREAMS_PER_ACCOUNT } from "./live-routes.ts";
import { baseUrlOf, openLiveStream, type LiveEvent, type LiveStreamClient } from "../../test/live-stream-client.ts";
import { authorize, simulate, keepCommandResultsInInbox } from "../../test/remote-helpers.ts";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";

interface Car {
  vehicleId: string;
  vin: string;
  nickName: string;
}

async function carsOf(server: TestServer, accessToken: string, headers: Record<string, string> = {}): Promise<Car[]> {
  return (await server.call("vhcllst", {}, { accessToken, ...headers })).json.result.vehicles;
}

const doorOpenOn = (vehicleId: string) => (e: LiveEvent) =>
  e.event === "status" && e.data.vehicleId === vehicleId && e.data.result.status.doorOpen?.frontLeft === 1;
const commandIn = (apiResult: "P" | "C") => (transactionId: string) => (e: LiveEvent) =>
  e.event === "command" && e.data.transactionId === transactionId && e.data.result.transaction.apiResult === apiResult;
const pendingCommand = commandIn("P");
const completedCommand = commandIn("C");

describe.each(databaseKinds())("live updates on %s", (kind) => {
  let server: TestServer;
  let owner: string;
  let aurora: Car;
  let summit: Car;
  const streams: Array<Pick<LiveStreamClient, "close">> = [];
  const open = async (token: string, headers: Record<string, string> = {}) => {
    const stream = await openLiveStream(server, token, headers);
    streams.push(stream);
    await stream.next((e) => e.event === "ready", "ready");
    return stream;
  };

  beforeAll(async () => {
    // No heartbeat within a test: a stream ended by a change is ended by that change, not by the heartbeat's check of every token.
    server = await createTestServer(kind, { COMMAND_DEADLINE_SECONDS: "10", LIVE_HEARTBEAT_SECONDS: "3600" });
    await keepCommandResultsInInbox(server);
    owner = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const cars = await carsOf(server, owner);
    aurora = cars.find((car) => car.nickName === "Aurora")!;
    summit = cars.find((car) => car.nickName === "Summit")!;
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server?.close();
  });

  it("sends the owner a status change, a command's progress and outcome, and the new unread count", async () => {
    const stream = await open(owner);
    const unreadBefore = (await server.call("ntcmsgcnt", {}, { accessToken: owner })).json.result.count as number;

    await server.vehicleLink.gateway.operate(aurora.vin, { doorOpen: { frontLeft: 1 } });
    const status = await stream.next(doorOpenOn(aurora.vehicleId), "the open door");
    expect(status.data.result.status.doorOpen.frontLeft).toBe(1);

    // The car takes its time, so the pending row is told before the result, however loaded the machine.
    await simulate(server, summit.vin, { latencyMs: 2_000 });
    const sent = await server.call("drlck", {}, await authorize(server, owner, summit.vehicleId));
    const transactionId = sent.headers.transactionid as string;
    const done = await stream.next(completedCommand(transactionId), "the lock's completion");
    expect(done.data.vehicleId).toBe(summit.vehicleId);
    expect(done.data.result.transaction).toMatchObject({ apiCode: "doorLock", apiResult: "C", apiStatusCode: "0000" });
    // Recorded as pending first: the stream told that too (from the row this instance recorded).
    const pending = await stream.next(pendingCommand(transactionId), "the lock recorded as pending");
    expect(pending.data.vehicleId).toBe(summit.vehicleId);
    expect(pending.data.result.transaction).toMatchObject({ apiCode: "doorLock", apiResult: "P" });
    const inbox = await stream.next((e) => e.event === "inbox" && e.data.result.count > unreadBefore, "the new message");
    expect(inbox.data.result.count).toBe(unreadBefore + 1);
    await simulate(server, summit.vin, {});
  });

  it("sends another account nothing of the owner's cars", async () => {
    const kci = await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
    const kciCar = (await carsOf(server, kci, { brand: "kci" }))[0]!;
    const stranger = await open(kci, { brand: "kci" });
    const ownerStream = await open(owner);

    await server.vehicleLink.gateway.operate(summit.vin, { doorOpen: { frontLeft: 1 } });
    await ownerStream.next(doorOpenOn(summit.vehicleId), "the owner's open door");
    // The stranger's own car changes after the owner's: once it arrives, the owner's change would have too.
    await server.vehicleLink.gateway.operate(kciCar.vin, { doorOpen: { frontLeft: 1 } });
    await stranger.next(doorOpenOn(kciCar.vehicleId), "the stranger's own open door");
    const ownerCars = new Set([aurora.vehicleId, summit.vehicleId]);
    expect(stranger.events.filter((e) => ownerCars.has(e.data.vehicleId))).toEqual([]);
    expect(stranger.events.filter((e) => e.event === "command" || e.event === "inbox")).toEqual([]);
  });

  it("sends each account only its own car's change when two owners' cars change at once (read together)", async () => {
    const kci = await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
    const kciCar = (await carsOf(server, kci, { brand: "kci" }))[0]!;
    const both = (doorOpen: { frontLeft: number }) =>
      Promise.all([summit.vin, kciCar.vin].map((vin) => server.vehicleLink.gateway.operate(vin, { doorOpen })));
    await both({ frontLeft: 0 });
    const stranger = await open(kci, { brand: "kci" });
    const ownerStream = await open(owner);

    await both({ frontLeft: 1 });
    await ownerStream.next(doorOpenOn(summit.vehicleId), "the owner's open door");
    await stranger.next(doorOpenOn(kciCar.vehicleId), "the stranger's own open door");
    expect(ownerStream.events.filter((e) => e.data?.vehicleId === kciCar.vehicleId)).toEqual([]);
    expect(stranger.events.filter((e) => [aurora.vehicleId, summit.vehicleId].includes(e.data?.vehicleId))).toEqual([]);
  });

  it("sends each account its own unread count when both accounts' inboxes change at once (read together)", async () => {
    const kci = await server.login("demo@kci.test", DEMO_PASSWORD, { brand: "kci" });
    const kciCar = (await carsOf(server, kci, { brand: "kci" }))[0]!;
    const unread = async (token: string, headers: Record<string, string> = {}) =>
      (await server.call("ntcmsgcnt", {}, { accessToken: token, ...headers })).json.result.count as number;
    const [ownerBefore, kciBefore] = [await unread(owner), await unread(kci, { brand: "kci" })];
    const ownerStream = await open(owner);
    const kciStream = await open(kci, { brand: "kci" });
    const accountOf = async (vehicleId: string) =>
      (await server.db.query<{ account_id: string }>("select account_id from vehicles where id = $1", [vehicleId]))[0]!.account_id;
    const message = async (vehicleId: string) => ({ accountId: await accountOf(vehicleId), vehicleId, key: "VEHICLE_WARNING" });

    // One statement, one commit: both accounts' changes are heard together.
    await insertInboxMessages(server.db, [
      await message(aurora.vehicleId),
      await message(summit.vehicleId),
      await message(kciCar.vehicleId),
    ]);
    await ownerStream.next((e) => e.event === "inbox" && e.data.result.count === ownerBefore + 2, "the owner's two new messages");
    await kciStream.next((e) => e.event === "inbox" && e.data.result.count === kciBefore + 1, "the other owner's new message");
    // Each stream heard its own account's count only.
    const counts = (stream: LiveStreamClient) => new Set(stream.events.filter((e) => e.event === "inbox").map((e) => e.data.result.count));
    expect(counts(ownerStream)).toEqual(new Set([ownerBefore + 2]));
    expect(counts(kciStream)).toEqual(new Set([kciBefore + 1]));
  });

  it("sends a second driver the shared car's status, never its charging or location commands", async () => {
    await createFleetService(server.db).createAccount({
      brand: "hacc",
      email: "live.second@hacc.test",
      password: "Second-Pass-2026!",
      pin: "1357",
      firstName: "Sam",
      lastName: "Roy",
    });
    const second = await server.login("live.second@hacc.test", "Second-Pass-2026!");
    await server.call("inviteseconduser", { secondaryEmail: "live.second@hacc.test" }, { accessToken: owner, vehicleId: aurora.vehicleId });
    const accepted = await server.call(
      "secPflCreation",
      { sourceVehicleId: aurora.vehicleId, targetProfileName: "Shared" },
      { accessToken: second },
    );
    expect(accepted.json.responseHeader.responseCode).toBe(0);
    const secondStream = await open(second);
    const ownerStream = await open(owner);

    await simulate(server, aurora.vin, {});
    for (const command of ["rcstrt", "fndmcr"]) {
      const sent = await server.call(command, {}, await authorize(server, owner, aurora.vehicleId));
      await ownerStream.next(completedCommand(sent.headers.transactionid as string), `the owner's ${command}`);
    }
    await server.vehicleLink.gateway.operate(aurora.vin, { doorOpen: { frontLeft: 0 } });
    await server.vehicleLink.gateway.operate(aurora.vin, { doorOpen: { frontLeft: 1 } });
    await secondStream.next(doorOpenOn(aurora.vehicleId), "the shared car's open door");
    expect(secondStream.events.filter((e) => e.event === "command" || e.event === "inbox")).toEqual([]);
    expect(ownerStream.events.filter((e) => e.event === "command").map((e) => e.data.result.transaction.apiCode)).toContain("locate");
  });

  it("ends the stream when its token is signed out, and refuses a used or unknown ticket", async () => {
    // An account without cars: a late status of a car the other tests operated must not reach this stream.
    await createFleetService(server.db).createAccount({
      brand: "hacc",
      email: "live.out@hacc.test",
      password: "Out-Pass-2026!",
      pin: "1357",
      firstName: "Ola",
      lastName: "Out",
    });
    const token = await server.login("live.out@hacc.test", "Out-Pass-2026!");
    const stream = await open(token);
    const out = await server.call("lgout", {}, { accessToken: token });
    expect(out.json.responseHeader.responseCode).toBe(0);
    await stream.ended;
    expect(stream.events.map((e) => e.event)).toEqual(["ready"]);

    const base = await baseUrlOf(server);
    const revoked = await fetch(`${base}/tods/live/ticket`, { method: "POST", headers: { accessToken: token } });
    expect((await revoked.json()).error.errorCode).toBe("7602");

    const ticketOf = async () =>
      (await (await fetch(`${base}/tods/live/ticket`, { method: "POST", headers: { accessToken: owner } })).json()).result.ticket as string;
    const ticket = await ticketOf();
    const abort = new AbortController();
    const first = await fetch(`${base}/tods/live/events?ticket=${ticket}`, { signal: abort.signal });
    expect(first.headers.get("content-type")).toContain("text/event-stream");
    abort.abort();
    for (const refusedTicket of [ticket, "not-a-ticket"]) {
      const refused = await fetch(`${base}/tods/live/events?ticket=${refusedTicket}`);
      expect(refused.headers.get("content-type")).toContain("application/json");
      expect((await refused.json()).error.errorCode).toBe("7403");
    }
  });

  it("refuses an account more streams than its limit on one instance (7429), and takes one again once one closes", async () => {
    // An account of its own: the other tests' streams (one still closing) must not move its count.
    await createFleetService(server.db).createAccount({
      brand: "hacc",
      email: "live.many@hacc.test",
      password: "Many-Pass-2026!",
      pin: "1357",
      firstName: "Max",
      lastName: "Streams",
    });
    const token = await server.login("live.many@hacc.test", "Many-Pass-2026!");
    const base = await baseUrlOf(server);
    // Each answer is held until the streams close: undici cancels the body of a Response the garbage
    // collector takes, and that would close its stream on the server mid-count.
    const opened: Array<{ answer: Response; close(): void }> = [];
    const [row] = await server.db.query<{ account_id: string }>("select account_id from access_tokens where token_hash = $1", [
      tokenHash(token),
    ]);
    const accountId = row!.account_id;
    for (;;) {
      const ticket = (await (await fetch(`${base}/tods/live/ticket`, { method: "POST", headers: { accessToken: token } })).json()).result
        .ticket as string;
      const abort = new AbortController();
      const answer = await fetch(`${base}/tods/live/events?ticket=${ticket}`, { signal: abort.signal });
      if (answer.status === 429) {
        expect((await answer.json()).error.errorCode).toBe("7429");
        expect(opened).toHaveLength(MAX_STREAMS_PER_ACCOUNT);
        expect(server.app.liveHub.streamsOf(accountId)).toBe(MAX_STREAMS_PER_ACCOUNT);
        break;
      }
      expect(answer.headers.get("content-type")).toContain("text/event-stream");
      opened.push({ answer, close: () => abort.abort() });
      expect(opened.length).toBeLessThanOrEqual(MAX_STREAMS_PER_ACCOUNT);
    }
    opened.pop()!.close();
    const reopened = await eventuallyOpens(server, token);
    streams.push(reopened, ...opened);
  });
});

/** Opens a stream, trying again while the closed one has not yet left the server. */
async function eventuallyOpens(server: TestServer, token: string): Promise<LiveStreamClient> {
  for (let tries = 0; ; tries++) {
    try {
      return await openLiveStream(server, token);
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe.each(databaseKinds().filter((kind) => kind === "postgres"))("live updates across two instances on one %s database", (kind) => {
  let first: TestServer;
  let second: TestServer;
  let stream: LiveStreamClient | undefined;
  beforeAll(async () => {
    first = await createTestServer(kind, { COMMAND_DEADLINE_SECONDS: "10" });
    second = await createTestServer(kind, { COMMAND_DEADLINE_SECONDS: "10" }, first);
    await keepCommandResultsInInbox(first);
  });
  afterAll(async () => {
    stream?.close();
    await second?.close();
    await first?.close();
  });

  it("a command completed on one instance reaches a stream on the other", async () => {
    const token = await first.login("demo@hacc.test", DEMO_PASSWORD);
    const summit = (await carsOf(first, token)).find((car) => car.nickName === "Summit")!;
    stream = await openLiveStream(second, token);
    await stream.next((e) => e.event === "ready", "ready");
    // The car takes its time, so the second instance reads the row while it is still pending, however loaded the machine.
    await simulate(first, summit.vin, { latencyMs: 3_000 });
    const sent = await first.call("drlck", {}, await authorize(first, token, summit.vehicleId));
    const transactionId = sent.headers.transactionid as string;
    const done = await stream.next(completedCommand(transactionId), "the lock's completion on the other instance");
    expect(done.data.result.transaction.apiStatusCode).toBe("0000");
    // Recorded on the first instance, read by the second before it told its stream.
    const pending = await stream.next(pendingCommand(transactionId), "the lock recorded as pending, on the other instance");
    expect(pending.data).toMatchObject({ vehicleId: summit.vehicleId, result: { transaction: { apiCode: "doorLock" } } });
    await stream.next((e) => e.event === "inbox", "the new message on the other instance");
    await simulate(first, summit.vin, {});
  });

  it("messages read or deleted on one instance change the unread count on a stream on the other", async () => {
    const token = await first.login("demo@hacc.test", DEMO_PASSWORD);
    const before = (await first.call("ntcmsgcnt", {}, { accessToken: token })).json.result.count as number;
    // Two new unread messages, as a car's events would leave them.
    const [toRead, toDelete] = await first.db.query<{ id: string }>(
      `insert into inbox_messages (account_id, message_key) select id, 'VEHICLE_WARNING' from accounts, generate_series(1, 2)
        where email = 'demo@hacc.test' returning id::text`,
    );
    const inboxStream = await openLiveStream(second, token);
    try {
      await inboxStream.next((e) => e.event === "ready", "ready");
      await first.call("ntcmsgumst", { messageIds: [toRead!.id], requestType: 0 }, { accessToken: token });
      await inboxStream.next((e) => e.event === "inbox" && e.data.result.count === before + 1, "one of the two read on the other instance");
      await first.call("ntcmsdmg", { messageIds: [toDelete!.id] }, { accessToken: token });
      await inboxStream.next(
        (e) => e.event === "inbox" && e.data.result.count === before,
        "the other one deleted unread on the other instance",
      );
    } finally {
      inboxStream.close();
    }
  });
});

describe("the live updates' heartbeat", () => {
  let server: TestServer;
  const streams: LiveStreamClient[] = [];
  beforeAll(async () => {
    server = await createTestServer("pglite", { LIVE_HEARTBEAT_SECONDS: "0.3" });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server?.close();
  });

  it("ends a stream whose token ran out, which nothing announces, and keeps the others", async () => {
    const [expiring, lasting] = [await server.login("demo@hacc.test", DEMO_PASSWORD), await server.login("demo@hacc.test", DEMO_PASSWORD)];
    for (const token of [expiring, lasting]) {
      const stream = await openLiveStream(server, token);
      await stream.next((e) => e.event === "ready", "ready");
      streams.push(stream);
    }
    const [expiringStream, lastingStream] = streams as [LiveStreamClient, LiveStreamClient];
    let lastingEnded = false;
    void lastingStream.ended.then(() => (lastingEnded = true));

    await server.db.query("update access_tokens set expires_at = now() - interval '1 second' where token_hash = $1", [tokenHash(expiring)]);
    await expiringStream.ended;
    // Three more heartbeats: the other token still lets its holder in.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(lastingEnded).toBe(false);
  });
});

describe.each(databaseKinds())("a server on %s stopping with streams open", (kind) => {
  it("ends them, and their connections with them, so that it stops at once (not after HTTP keep-alive's minute)", async () => {
    const server = await createTestServer(kind);
    const token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const [left, open] = [await openLiveStream(server, token), await openLiveStream(server, token)];
    for (const stream of [left, open]) await stream.next((e) => e.event === "ready", "ready");
    expect(open.headers.get("connection")).toBe("close");
    // One tab closed, one still open: the server's stop ends the other (the test's minute would run out first otherwise).
    left.close();
    await server.close();
    await open.ended;
    expect(open.events.map((e) => e.event)).toEqual(["ready"]);
  });
});
