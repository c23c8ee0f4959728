import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo-fleet.ts";
import { createTestServer, type TestServer } from "../../test/test-server.ts";
import { redeemTicket, TICKETS_PER_SESSION } from "./live-tickets.ts";

describe("live-stream tickets per session", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer("pglite");
  });
  afterAll(() => server.close());

  it(`keeps at most ${TICKETS_PER_SESSION} unused tickets a session: a newer one drops the oldest, which then opens nothing`, async () => {
    const token = await server.login("demo@hacc.test", DEMO_PASSWORD);
    const tickets: string[] = [];
    for (let i = 0; i < TICKETS_PER_SESSION + 3; i++) {
      const answer = await server.app.inject({ method: "POST", url: "/tods/live/ticket", headers: { accessToken: token } });
      tickets.push((answer.json() as { result: { ticket: string } }).result.ticket);
    }
    const [held] = await server.db.query<{ n: number }>("select count(*)::int as n from live_stream_tickets");
    expect(held!.n).toBe(TICKETS_PER_SESSION);
    expect(await redeemTicket(server.db, tickets[0])).toBeNull();
    expect(await redeemTicket(server.db, tickets.at(-1))).not.toBeNull();
  });
});
