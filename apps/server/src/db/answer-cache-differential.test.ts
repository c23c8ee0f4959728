import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PIN, SECOND_DEMO_OWNER } from "../seed/demo-fleet.ts";
import { createTestServer, databaseKinds, type TestServer } from "../test/test-server.ts";
import { eventually } from "../test/remote-helpers.ts";

/**
 * The differential test of the kept answers: a seeded random run of API calls (sign-ins, reads,
 * commands and the car's reports of them, settings, shares, sign-outs), the writes made through any
 * of two instances keeping answers in memory, and every read asked of both and of a third instance
 * on the same database keeping nothing (ANSWER_CACHE=off). Every answer must be the one the third
 * gives: at once on the instance that wrote, and once it hears the change on the other. CACHE_DIFF_SEED
 * and CACHE_DIFF_CALLS replay a run; the seed and call count are printed, and named by a failure.
 */
const SEED = Number(process.env.CACHE_DIFF_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CALLS = Number(process.env.CACHE_DIFF_CALLS ?? 60);
/** How long the other instance may take to hear a change (a bound so that the test never hangs). */
const HEARD_WITHIN_MS = 5_000;

/** mulberry32: a small seeded generator, so that a run can be replayed from its seed. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!, chance: (p: number) => next() < p };
}

/** An answer without what differs between two askings of the same state (the envelope's times and ids, tokens). */
function normalised(json: unknown): unknown {
  return JSON.parse(JSON.stringify(json), (key, value) =>
    ["responseTime", "transactionId", "requestId", "accessToken", "refreshToken", "pAuth", "serverTime"].includes(key) ? "~" : value,
  );
}

const READS = ["vhcllst", "ntcmsgcnt", "sltvhcl", "lstvhclsts", "nxtsvc", "rmtsts"] as const;

describe.each(databaseKinds())("answers kept in memory against none kept, on %s", (kind) => {
  let kept: [TestServer, TestServer];
  let plain: TestServer;
  let address = 10;

  beforeAll(async () => {
    const first = await createTestServer(kind);
    kept = [first, await createTestServer(kind, {}, first)];
    plain = await createTestServer(kind, { ANSWER_CACHE: "off" }, first);
  });
  afterAll(async () => {
    await plain?.close();
    await kept?.[1]?.close();
    await kept?.[0]?.close();
  });

  it("gives every read the answer of the instance keeping nothing, through a random run of calls", { timeout: 120_000 }, async () => {
    console.log(
      `answer cache differential on ${kind}: seed ${SEED}, ${CALLS} calls, each followed by three reads asked of every instance (CACHE_DIFF_SEED=${SEED} CACHE_DIFF_CALLS=${CALLS})`,
    );
    const random = generator(SEED);
    const owner = { email: "demo@hacc.test", tokens: [] as string[], gone: [] as string[] };
    const second = { email: SECOND_DEMO_OWNER.email, tokens: [] as string[], gone: [] as string[] };
    const people = [owner, second];
    const transactions: Array<{ token: string; id: string }> = [];
    let lastWriter: TestServer = kept[0];
    const log: string[] = [];
    /** What the run did: reads compared, and each write by its answer's code. */
    const tally = new Map<string, number>();
    const count = (what: string) => tally.set(what, (tally.get(what) ?? 0) + 1);
    const fail = (what: string) => new Error(`${what} (seed ${SEED}, call ${log.length}: ${log.slice(-6).join(" | ")})`);

    const signIn = async (person: typeof owner) => {
      const server = (lastWriter = random.pick([...kept, plain]));
      person.tokens.push(await server.login(person.email, DEMO_PASSWORD, { "x-forwarded-for": `198.51.100.${address++ % 250}` }));
    };
    await signIn(owner);
    await signIn(second);
    const vehicles = (await plain.call("vhcllst", {}, { accessToken: owner.tokens[0]! })).json.result.vehicles as Array<{
      vehicleId: string;
    }>;
    const vehicleIds = vehicles.map((v) => v.vehicleId);
    expect(vehicleIds.length).toBeGreaterThan(1);

    /** A write through one instance chosen at random; its answer is that instance's. */
    const write = async (name: string, body: unknown, headers: Record<string, string>) => {
      lastWriter = random.pick([...kept, plain]);
      const { json } = await lastWriter.call(name, body, headers);
      count(`${name} ${json.responseHeader?.responseCode === 0 ? "done" : (json.error?.errorCode ?? "refused")}`);
      return json;
    };

    /** Asks every instance; each kept answer must match the plain one (the writer's at once while the database stood still). */
    const read = async (name: string, body: unknown, headers: Record<string, string>) => {
      const ask = async (server: TestServer) => normalised((await server.call(name, body, headers)).json);
      count(`${name} compared`);
      for (const server of kept) {
        const before = await ask(plain);
        const answer = await ask(server);
        const after = await ask(plain);
        if (JSON.stringify(answer) === JSON.stringify(after)) continue;
        if (server === lastWriter && JSON.stringify(before) === JSON.stringify(after)) {
          throw fail(`${name} on the instance that wrote answers ${JSON.stringify(answer)}, the database ${JSON.stringify(after)}`);
        }
        await eventually(
          async () => (JSON.stringify(await ask(server)) === JSON.stringify(await ask(plain)) ? true : undefined),
          `${name} on the other instance to answer as the database (seed ${SEED})`,
          HEARD_WITHIN_MS,
        ).catch((error: Error) => {
          throw fail(error.message);
        });
      }
    };

    /** A read by someone of something, at random: a live token's, or now and then a signed-out one's. */
    const randomRead = async () => {
      const person = random.pick(people);
      const token = person.gone.length > 0 && random.chance(0.15) ? random.pick(person.gone) : person.tokens[0];
      if (!token) return;
      const name = random.pick(READS);
      if (name === "rmtsts") {
        const mine = transactions.filter((t) => t.token === token || person.tokens.includes(t.token));
        if (mine.length > 0) await read(name, {}, { accessToken: token, transactionId: random.pick(mine).id });
      } else await read(name, {}, { accessToken: token, vehicleId: random.pick(vehicleIds) });
    };

    for (let step = 0; step < CALLS; step++) {
      const person = random.pick(people);
      if (person.tokens.length === 0) await signIn(person);
      const token = random.pick(person.tokens);
      const vehicleId = random.pick(vehicleIds);
      const action = random.pick([
        "read",
        "revoked read",
        "sign-in",
        "sign-out",
        "command",
        "preferences",
        "nickname",
        "share",
        "share end",
      ] as const);
      log.push(`${action} as ${person.email}`);
      switch (action) {
        case "read": {
          const name = random.pick(READS);
          if (name === "rmtsts") {
            const mine = transactions.filter((t) => person.tokens.includes(t.token));
            if (mine.length > 0) await read(name, {}, { accessToken: token, transactionId: random.pick(mine).id });
          } else await read(name, {}, { accessToken: token, vehicleId });
          break;
        }
        case "revoked read":
          if (person.gone.length > 0) await read(random.pick(READS), {}, { accessToken: random.pick(person.gone), vehicleId });
          break;
        case "sign-in":
          await signIn(person);
          break;
        case "sign-out":
          await write("lgout", {}, { accessToken: token });
          person.tokens.splice(person.tokens.indexOf(token), 1);
          person.gone.push(token);
          break;
        case "command": {
          const pin = await write("vrfypin", { pin: DEMO_PIN }, { accessToken: token, vehicleId });
          if (pin.responseHeader.responseCode !== 0) break;
          const sent = await lastWriter.call(
            random.pick(["drlck", "drulck"]),
            {},
            { accessToken: token, vehicleId, pAuth: pin.result.pAuth },
          );
          count(`command ${sent.json.responseHeader?.responseCode === 0 ? "sent" : sent.json.error?.errorCode}`);
          const id = sent.headers.transactionid;
          if (typeof id === "string") transactions.push({ token, id });
          break;
        }
        case "preferences":
          await write(
            "svacctprf",
            {
              preference: {
                odometerUnit: random.pick([1, 3]),
                climateUnit: random.pick(["C", "F"]),
                languageId: 0,
                maintenanceAlert: true,
              },
            },
            { accessToken: token },
          );
          break;
        case "nickname":
          await write(
            "updvhclnck",
            { vehicleId, nickName: random.pick(["Blue", "Red", "Daily"]) },
            { accessToken: owner.tokens[0] ?? token },
          );
          break;
        case "share": {
          if (owner.tokens.length === 0 || second.tokens.length === 0) break;
          await write("inviteseconduser", { secondaryEmail: second.email }, { accessToken: owner.tokens[0]!, vehicleId });
          await write("secPflCreation", { sourceVehicleId: vehicleId, targetProfileName: "Shared" }, { accessToken: second.tokens[0]! });
          break;
        }
        case "share end":
          if (owner.tokens.length === 0) break;
          await write("unlinkPflsecondary", { secondaryEmail: second.email }, { accessToken: owner.tokens[0]!, vehicleId });
          break;
      }
      // The writer's list read back first, at once: it must already be the database's (its own writes
      // drop what they change before the call answers), unless the database changed again meanwhile.
      if (action !== "read" && action !== "revoked read" && person.tokens[0]) {
        const headers = { accessToken: person.tokens[0] };
        const answer = normalised((await lastWriter.call("vhcllst", {}, headers)).json);
        const database = JSON.stringify(normalised((await plain.call("vhcllst", {}, headers)).json));
        const again = JSON.stringify(normalised((await plain.call("vhcllst", {}, headers)).json));
        count("vhcllst read back at once");
        if (JSON.stringify(answer) !== database && database === again) {
          throw fail(`vhcllst on the instance that wrote answers ${JSON.stringify(answer)} at once, the database ${database}`);
        }
      }
      // Every change is read back, on the instances at random.
      for (let i = 0; i < 3; i++) await randomRead();
    }
    console.log(`answer cache differential on ${kind}: ${CALLS} calls agreed (seed ${SEED}):`, Object.fromEntries([...tally].sort()));
    // Not an empty run: reads were compared after writes of each kind took effect.
    expect([...tally.keys()].filter((what) => what.endsWith(" compared")).length).toBeGreaterThan(3);
  });
});
