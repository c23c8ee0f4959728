import fc from "fast-check";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX, CALLS, type CallId } from "@carport/protocol";
import { DEMO_PASSWORD } from "../seed/demo-fleet.ts";
import { authorize } from "../test/remote-helpers.ts";
import { createTestServer, type TestServer } from "../test/test-server.ts";

/**
 * The standing fuzz test of the owner API: every route of the protocol's call table (each call's
 * name and aliases, read from CALLS, so a new call is covered without editing this file) gets
 * hostile requests, signed in and not: wrong types, missing and extra fields, huge, deep and wide
 * bodies, unicode edge cases, NUL, prototype keys and text/plain. No answer may be a 5xx, a failure
 * that is not the envelope, or slower than a generous safety bound (printed; not a performance
 * target: those are in `npm run bench`). The seed is printed; FUZZ_SEED=<seed> replays a run.
 */

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
/** Random requests per route, each sent signed in and not (FUZZ_RUNS=<n> for a longer hunt). */
const RANDOM_RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 6;
/** The slowest answer allowed to one request, in ms: a safety bound against hangs and event-loop stalls. */
const ANSWER_BOUND_MS = 2000;

interface Route {
  id: CallId;
  path: string;
  method: "GET" | "POST";
}

const ROUTES: Route[] = (Object.keys(CALLS) as CallId[]).flatMap((id) =>
  [CALLS[id].name, ...CALLS[id].aliases].map((name) => ({ id, path: `${API_PREFIX}/${name}`, method: CALLS[id].method })),
);

/** The top-level field names a call's request schema declares (none for schemas that are not objects). */
function fieldsOf(id: CallId): string[] {
  const shape = (CALLS[id].request as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

/** Strings that have broken servers: unicode edge cases, expansion under NFKC, lone surrogates, numbers as text. */
const EDGE_STRINGS = [
  "",
  " ",
  "\uFEFF",
  "\u200B\u200D",
  "\u202Eevil",
  "\uD800",
  "\uDFFF",
  "\uFFFF",
  "𝕒𝕓𝕔",
  "👩‍👩‍👧‍👦",
  "e\u0301",
  "\uFDFA".repeat(30),
  "ﬃ".repeat(200),
  "\u2028\u2029",
  "\u0085",
  "İ".repeat(100),
  "a".repeat(5000),
  "1e999",
  "-0",
  "NaN",
  "2147483648",
  "9".repeat(40),
  "2026-02-30",
  "25:61",
  "../../etc/passwd",
  "' or 1=1 --",
  "%00",
  "x\u0000y",
];
const EDGE_NUMBERS = [0, -0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 5e-324];

const hostileString = fc.oneof(
  fc.constantFrom(...EDGE_STRINGS),
  fc.string({ maxLength: 30, unit: "grapheme" }),
  fc.string({ maxLength: 20, unit: "binary" }),
);
const hostileKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", ""),
  fc.string({ maxLength: 8 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileString,
    fc.constantFrom(...EDGE_NUMBERS),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** An object body for the call: some of its fields (missing the others), each a hostile value, and extra fields. */
function objectBody(id: CallId): fc.Arbitrary<Record<string, unknown>> {
  const fields = fieldsOf(id);
  const own = fields.length
    ? fc
        .subarray(fields)
        .chain((kept) => fc.tuple(...kept.map(() => hostileValue)).map((values) => Object.fromEntries(kept.map((k, i) => [k, values[i]]))))
    : fc.constant({});
  return fc.tuple(own, fc.dictionary(hostileKey, hostileValue, { maxKeys: 3 })).map(([mine, extra]) => ({ ...extra, ...mine }));
}

/** A request body as sent: the text and its content type. */
interface Payload {
  label: string;
  contentType?: string;
  text: string;
}

const json = (label: string, value: unknown): Payload => ({ label, contentType: "application/json", text: JSON.stringify(value) });

/** The fixed hostile bodies every POST route gets. */
function fixedPayloads(id: CallId): Payload[] {
  const fields = fieldsOf(id);
  const everyField = (value: unknown) => Object.fromEntries(fields.map((f) => [f, value]));
  return [
    { label: "20,000 nested arrays", contentType: "application/json", text: "[".repeat(20_000) + "]".repeat(20_000) },
    { label: "5,000 nested objects", contentType: "application/json", text: '{"a":'.repeat(5000) + "1" + "}".repeat(5000) },
    {
      label: "6,000 keys",
      contentType: "application/json",
      text: `{${Array.from({ length: 6000 }, (_, i) => `"${i.toString(36)}":0`).join(",")}}`,
    },
    { label: "20,000 items", contentType: "application/json", text: `[${"0,".repeat(19_999)}0]` },
    json("200 KB string", { padding: "x".repeat(200_000) }),
    { label: "not JSON", contentType: "application/json", text: '{"a":' },
    { label: "text/plain JSON", contentType: "text/plain", text: JSON.stringify(everyField("1")) },
    { label: "form", contentType: "application/x-www-form-urlencoded", text: "a=1&b=2" },
    { label: "no content type", text: JSON.stringify(everyField("1")) },
    json("NUL in every field", everyField("x\u0000y")),
    {
      label: "prototype keys",
      contentType: "application/json",
      text: `{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}${fields.map((f) => `,${JSON.stringify(f)}:1`).join("")}}`,
    },
    json("every field an object", everyField({ toString: 1, valueOf: 2 })),
    json("every field a huge number", everyField(2 ** 63)),
    json("every field a long text", everyField("ﬃ".repeat(3000))),
  ];
}

describe("the standing fuzz test of every route of the call table", () => {
  let server: TestServer;
  let signedIn: Record<string, string>;
  let slowest = { ms: 0, what: "" };
  let answers = 0;
  let serverErrors = 0;
  let sessionsRenewed = 0;

  async function renewSession(): Promise<void> {
    const token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const vehicles = (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles as { vehicleId: string }[];
    const vehicleId = vehicles[0]?.vehicleId ?? "00000000-0000-0000-0000-000000000000";
    signedIn = { accessToken: token, vehicleId, pAuth: vehicles[0] ? (await authorize(server, token, vehicleId)).pAuth : "x" };
  }

  /** Renews the session when a route's requests ended it (sign-out, a wrong current password) or removed its car. */
  async function keepSignedIn(): Promise<void> {
    const list = await server.call("vhcllst", {}, { accessToken: signedIn.accessToken! });
    const alive = list.json.responseHeader?.responseCode === 0;
    if (alive && (list.json.result.vehicles as { vehicleId: string }[]).some((v) => v.vehicleId === signedIn.vehicleId)) return;
    sessionsRenewed++;
    await renewSession();
  }

  beforeAll(async () => {
    server = await createTestServer("pglite", { ANON_RATE_LIMIT_PER_MINUTE: "1000000" });
    await renewSession();
    console.log(
      `api fuzz: seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${ROUTES.length} routes of ${Object.keys(CALLS).length} calls, ` +
        `${RANDOM_RUNS} random requests per route signed in and not, answer bound ${ANSWER_BOUND_MS} ms`,
    );
  });
  afterAll(async () => {
    console.log(
      `api fuzz: ${answers} answers, ${serverErrors} of them 5xx; slowest ${slowest.ms.toFixed(0)} ms (${slowest.what}); session renewed ${sessionsRenewed} times`,
    );
    await server?.close();
  });

  /** Sends one request and checks its answer: never 5xx, a failure always the envelope, within the bound. */
  async function send(route: Route, payload: Payload | null, query: string, withSession: boolean): Promise<void> {
    const headers: Record<string, string> = withSession ? { ...signedIn } : {};
    if (payload?.contentType) headers["content-type"] = payload.contentType;
    const what = `${route.method} ${route.path}${query} ${payload?.label ?? ""} ${withSession ? "signed in" : "anonymous"}`;
    const started = performance.now();
    const response = await server.app.inject({
      method: route.method,
      url: route.path + query,
      headers,
      ...(payload ? { payload: payload.text } : {}),
    });
    const ms = performance.now() - started;
    answers++;
    if (response.statusCode >= 500) serverErrors++;
    if (ms > slowest.ms) slowest = { ms, what };
    const shown = `${what} (${payload?.text.slice(0, 120) ?? ""}) answered ${response.statusCode} in ${ms.toFixed(0)} ms: ${response.body.slice(0, 300)}`;
    expect(response.statusCode, shown).toBeLessThan(500);
    expect(ms, shown).toBeLessThan(ANSWER_BOUND_MS);
    if (response.statusCode >= 400) {
      const envelope = JSON.parse(response.body);
      expect(envelope.responseHeader?.responseCode, shown).toBe(1);
      expect(envelope.error?.errorCode, shown).toMatch(/^\d{4}$/);
    }
  }

  it("answers every route's hostile requests, signed in and not, with a 4xx envelope or a success: no 5xx, none slower than the bound", async () => {
    const fingerprint = () => server.db.query("select count(*)::int n from accounts");
    const accountsBefore = await fingerprint();
    for (const route of ROUTES) {
      if (route.method === "POST") {
        for (const payload of fixedPayloads(route.id)) {
          await send(route, payload, "", false);
          await send(route, payload, "", true);
        }
      } else {
        const fields = fieldsOf(route.id);
        for (const value of ["x%00y", "%F0%9F", "a".repeat(3000), "-1", "1e999"]) {
          const query = `?${(fields.length ? fields : ["q"]).map((f) => `${f}=${value}`).join("&")}&__proto__=1&constructor=2`;
          await send(route, null, query, false);
          await send(route, null, query, true);
        }
      }
      await fc.assert(
        fc.asyncProperty(objectBody(route.id), async (body) => {
          for (const withSession of [false, true]) {
            if (route.method === "POST") await send(route, json("random body", body), "", withSession);
            else {
              const query = new URLSearchParams(
                Object.entries(body).map(([k, v]) => [k, typeof v === "string" ? v : (JSON.stringify(v) ?? "")]),
              );
              await send(route, null, `?${query}`, withSession);
            }
          }
        }),
        { seed: SEED, numRuns: RANDOM_RUNS, endOnFailure: true },
      );
      await keepSignedIn();
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
    // Anonymous hostile requests created no account.
    expect(await fingerprint()).toEqual(accountsBefore);
  }, 240_000);
});
