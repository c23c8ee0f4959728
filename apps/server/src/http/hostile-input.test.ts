import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALLS, type CallId } from "@carport/protocol";
import { DEMO_PASSWORD } from "../seed/demo-fleet.ts";
import { databaseOutbox } from "../test/new-device-steps.ts";
import { authorize } from "../test/remote-helpers.ts";
import { createTestServer, type TestServer } from "../test/test-server.ts";

/** Fixed, so a failure can be replayed; printed with the count. */
const SEED = 20261121;
const RUNS_PER_CALL = 12;

const ids = (Object.keys(CALLS) as CallId[]).filter((id) => CALLS[id].method === "POST");
const getIds = (Object.keys(CALLS) as CallId[]).filter((id) => CALLS[id].method === "GET");

/** The top-level field names a call's request schema declares (none for schemas that are not objects). */
function fieldsOf(id: CallId): string[] {
  const shape = (CALLS[id].request as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

/** What a body may be made of to attack the parser and the schemas. */
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "demo@hacc.test\u0000",
    "dеmo@hacc.test",
    "ｄｅｍｏ@hacc.test",
    "\u202Eevil",
    "a".repeat(5000),
    "<script>alert(1)</script>",
    "' or 1=1 --",
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom("__proto__", "constructor", "prototype", "pin", "vehicleId")),
      tie("value"),
      { maxKeys: 4 },
    ),
  ),
})).value;
/** Bodies no call accepts: not an object at all. */
const notAnObject = fc.oneof(
  fc.array(hostileValue, { maxLength: 5 }),
  hostileString,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.nat({ max: 300 }).map((depth) => "[".repeat(depth + 50) + "]".repeat(depth + 50)),
);

describe("hostile input on every call", () => {
  let server: TestServer;
  let headers: Record<string, string>;
  let pAuth: string;
  beforeAll(async () => {
    server = await createTestServer("pglite", { ANON_RATE_LIMIT_PER_MINUTE: "100000" });
    const token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const vehicles = (await server.call("vhcllst", {}, { accessToken: token })).json.result.vehicles;
    headers = { accessToken: token, vehicleId: vehicles[0].vehicleId };
    pAuth = (await authorize(server, token, vehicles[0].vehicleId)).pAuth;
    console.log(`hostile input: seed ${SEED}, ${RUNS_PER_CALL} runs per call and kind, ${ids.length} calls`);
  });
  afterAll(() => server.close());

  async function post(id: CallId, payload: string) {
    const response = await server.app.inject({
      method: "POST",
      url: `/tods/api/${CALLS[id].name}`,
      headers: { "content-type": "application/json", ...headers, ...(CALLS[id].pinAuthorized ? { pAuth } : {}) },
      payload,
    });
    return { status: response.statusCode, body: response.body };
  }

  function expectEnvelopeRefusal(id: CallId, status: number, body: string) {
    expect([400, 413], `${id} answered ${status}: ${body.slice(0, 200)}`).toContain(status);
    const json = JSON.parse(body);
    expect(json.responseHeader.responseCode).toBe(1);
    expect(json.error.errorCode).toBe("7998");
    expect(body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  }

  it("refuses a body that is not an object on every call, as a 7998 envelope, writing nothing", async () => {
    const fingerprint = () =>
      server.db.query(
        "select (select count(*) from remote_transactions) t, (select count(*) from accounts) a, (select count(*) from inbox_messages) m, (select count(*) from access_tokens where revoked_at is null) k",
      );
    const before = await fingerprint();
    for (const id of ids) {
      await fc.assert(
        fc.asyncProperty(notAnObject, async (body) => {
          const payload = typeof body === "string" && body.startsWith("[[") ? body : JSON.stringify(body);
          const { status, body: answer } = await post(id, payload);
          expectEnvelopeRefusal(id, status, answer);
        }),
        { seed: SEED, numRuns: RUNS_PER_CALL },
      );
    }
    const broken = await post("login", "{not json");
    expectEnvelopeRefusal("login", broken.status, broken.body);
    const huge = await post("vehicleList", JSON.stringify({ padding: "x".repeat(200_000) }));
    expect(huge.status).toBe(413);
    expect(await fingerprint()).toEqual(before);
  }, 240_000);

  it("accepts an object body exactly when the call's schema does, naming the field otherwise; never a 500", async () => {
    const safe = ids.filter((id) => !["logout", "removeAllTokens", "passwordChange"].includes(id));
    for (const id of safe) {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(
            fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom("__proto__", "constructor", "vin", "pin", "loginId", "password")),
            hostileValue,
            { maxKeys: 5 },
          ),
          async (body) => {
            const { status, body: answer } = await post(id, JSON.stringify(body));
            expect(status, `${id}: ${answer.slice(0, 200)}`).not.toBeGreaterThanOrEqual(500);
            const json = JSON.parse(answer);
            if (status === 400) {
              expect(json.error.errorCode).toBe("7998");
              expect(json.error.errorDesc).toMatch(/field '[^']+'/);
            } else if (json.responseHeader.responseCode === 0) {
              expect(
                CALLS[id].request.safeParse(JSON.parse(JSON.stringify(body))).success,
                `${id} accepted ${JSON.stringify(body).slice(0, 200)}`,
              ).toBe(true);
            }
          },
        ),
        { seed: SEED, numRuns: RUNS_PER_CALL },
      );
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("x");
    // Every call of the table, 12 bodies each: the time grows with the table, not per call.
  }, 240_000);

  it("reads a body only as application/json: a text/plain one (any web page may send it) is refused with 415 and mails nothing", async () => {
    await server.app.flushMail();
    const mailsBefore = (await databaseOutbox(server.db)("demo@hacc.test")).length;
    for (const contentType of ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", undefined]) {
      const response = await server.app.inject({
        method: "POST",
        url: `/tods/api/${CALLS.forgotPassword.name}`,
        headers: contentType ? { "content-type": contentType } : {},
        payload: JSON.stringify({ loginId: "demo@hacc.test" }),
      });
      expect(response.statusCode, String(contentType)).toBe(415);
      expect(response.json().error.errorCode).toBe("7998");
      expect(response.json().error.errorDesc).toContain("'content-type'");
    }
    await server.app.flushMail();
    expect((await databaseOutbox(server.db)("demo@hacc.test")).length).toBe(mailsBefore);
    // A call without a body still works whatever the client says its (empty) body is, as public clients send it.
    for (const contentType of ["text/plain", "application/json", undefined]) {
      const response = await server.app.inject({
        method: "POST",
        url: `/tods/api/${CALLS.vehicleList.name}`,
        headers: { ...headers, ...(contentType ? { "content-type": contentType } : {}) },
      });
      expect(response.json().responseHeader.responseCode, String(contentType)).toBe(0);
    }
    // And the JSON content type with its parameters, as the community clients send it.
    const python = await server.app.inject({
      method: "POST",
      url: `/tods/api/${CALLS.vehicleList.name}`,
      headers: { ...headers, "content-type": "application/json;charset=UTF-8" },
      payload: "{}",
    });
    expect(python.json().responseHeader.responseCode).toBe(0);
  });

  it("refuses a body nested too deep or holding too many values before reading it, naming the body", async () => {
    const cases: [string, string][] = [
      ["[".repeat(20_000) + "]".repeat(20_000), "nested deeper than 32"],
      ['{"a":'.repeat(33) + "1" + "}".repeat(33), "nested deeper than 32"],
      [`{${Array.from({ length: 5001 }, (_, i) => `"${i}":0`).join(",")}}`, "more than 5000 values"],
      [`[${"0,".repeat(5000)}0]`, "more than 5000 values"],
    ];
    for (const [payload, reason] of cases) {
      for (const id of ["login", "vehicleList", "forgotPassword"] as const) {
        const { status, body } = await post(id, payload);
        expect(status, `${id} ${payload.slice(0, 20)}`).toBe(400);
        expect(JSON.parse(body).error.errorDesc).toBe(`Invalid request: field 'body': ${reason}`);
      }
    }
    // Within the bounds, a string's brackets and commas count for nothing, and a deep body is read.
    const fine = await post("forgotPassword", JSON.stringify({ loginId: `${"[{,".repeat(3000)}@hacc.test` }));
    expect(JSON.parse(fine.body).error.errorDesc).toContain("'loginId'");
    const deepButAllowed = await post(
      "forgotPassword",
      JSON.stringify({ loginId: "nobody@hacc.test", x: JSON.parse("[".repeat(30) + "]".repeat(30)) }),
    );
    expect(JSON.parse(deepButAllowed.body).responseHeader.responseCode).toBe(0);
  });

  it("answers hostile bodies on the routes beside the call table (live ticket, dealer booking form) with a 4xx, never a 5xx", async () => {
    const bodies: [string | undefined, string][] = [
      ["application/json", "[".repeat(20_000) + "]".repeat(20_000)],
      ["application/json", "{not json"],
      ["text/plain", '{"a":1}'],
      [undefined, '{"a":1}'],
      ["application/json", JSON.stringify({ padding: "x".repeat(200_000) })],
    ];
    for (const url of ["/tods/live/ticket", "/dealer/booking"]) {
      for (const [contentType, payload] of bodies) {
        const response = await server.app.inject({
          method: "POST",
          url,
          headers: { ...headers, ...(contentType ? { "content-type": contentType } : {}) },
          payload,
        });
        expect(response.statusCode, `${url} ${contentType} ${payload.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${url} ${contentType} ${payload.slice(0, 20)}`).toBeLessThan(500);
      }
    }
  });

  it("refuses a NUL character in any field, nested value, query or header of every call and page as a 400 envelope naming it, writing nothing", async () => {
    const fingerprint = () =>
      server.db.query(
        "select (select count(*) from remote_transactions) t, (select count(*) from accounts) a, (select count(*) from inbox_messages) m, (select count(*) from access_tokens where revoked_at is null) k, (select count(*) from vehicles) v",
      );
    const before = await fingerprint();
    for (const id of ids) {
      const bodies: Array<[string, unknown]> = [
        ...fieldsOf(id).map((field): [string, unknown] => [field, { [field]: "x\u0000y" }]),
        ["nested.list.0", { nested: { list: ["\u0000"] } }],
        ["vin", { vin: "KMHL14JA5PA000001\u0000", vehicleId: headers.vehicleId }],
      ];
      for (const [field, body] of bodies) {
        const { status, body: answer } = await post(id, JSON.stringify(body));
        expectEnvelopeRefusal(id, status, answer);
        expect(JSON.parse(answer).error.errorDesc, `${id} ${field}`).toContain(`'${field}'`);
      }
    }
    for (const id of getIds) {
      const response = await server.app.inject({ method: "GET", url: `/tods/api/${CALLS[id].name}?noteId=a%00b`, headers });
      expectEnvelopeRefusal(id, response.statusCode, response.body);
      expect(JSON.parse(response.body).error.errorDesc).toContain("'noteId'");
    }
    // Pages that take forms and queries too: the dealer booking form writes its notes to the database.
    const booking = await server.app.inject({
      method: "POST",
      url: "/dealer/booking",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        accessToken: "x",
        service: "MAINTENANCE",
        date: "2030-01-01",
        time: "09:30",
        notes: "a\u0000b",
      }).toString(),
    });
    expect(booking.statusCode).toBe(400);
    expect(booking.body).toContain("'notes'");
    for (const url of ["/dealer/booking?token=a%00b", "/fod/manual?token=a%00b", "/calendar/oauth/callback?code=a%00b&state=s"]) {
      const page = await server.app.inject({ method: "GET", url });
      expect(page.statusCode, url).toBe(400);
    }
    const header = await server.app.inject({
      method: "POST",
      url: `/tods/api/${CALLS.lastVehicleStatus.name}`,
      headers: { ...headers, vehicleId: "a\u0000b", "content-type": "application/json" },
      payload: "{}",
    });
    expect(header.statusCode).toBe(400);
    expect(await fingerprint()).toEqual(before);
  }, 240_000);
});
