import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, databaseKinds, type TestServer } from "../../test/test-server.ts";
import { INSTANCE_LOCKS, LOCK_NAMESPACE } from "../../db/instance-lock.ts";
import { RETENTION_RULES } from "./retention-rules.ts";

/** Every table's lifetime is 10 days here: "old" rows are dead for 11 days, "fresh" ones for 9. */
const LIFETIMES = Object.fromEntries(RETENTION_RULES.map((rule) => [rule.setting, "10"]));
const OLD = "now() - interval '11 days'";
const FRESH = "now() - interval '9 days'";
const LIVE = "now() + interval '1 hour'";

interface SeedRow {
  table: string;
  /** The column that tells this row apart, and its value. */
  marker: string;
  id: string;
  values: Record<string, string>;
  expected: "gone" | "kept";
}

/** Old and fresh (or still live) rows of every table the job cleans. */
function seedRows(account: string, vehicle: string, vin: string): SeedRow[] {
  const rows: SeedRow[] = [];
  const row = (table: string, marker: string, expected: SeedRow["expected"], values: (id: string) => Record<string, string>) => {
    const id = randomUUID();
    rows.push({ table, marker, id, expected, values: { [marker]: `'${id}'`, ...values(id) } });
  };
  const a = `'${account}'`;
  const v = `'${vehicle}'`;
  for (const [when, expected] of [
    [OLD, "gone"],
    [FRESH, "kept"],
    [LIVE, "kept"],
  ] as const) {
    row("access_tokens", "token_hash", expected, (id) => ({ refresh_hash: `'${id}r'`, account_id: a, expires_at: when }));
    row("captchas", "key_hash", expected, () => ({ answer_hash: "'x'", expires_at: when }));
    row("one_time_codes", "key_hash", expected, () => ({ purpose: "'test'", code_hash: "'x'", tries_left: "1", expires_at: when }));
    row("sign_in_challenges", "device_hash", expected, () => ({ id: `'${randomUUID()}'`, account_id: a, expires_at: when }));
    row("account_codes", "purpose", expected, () => ({ account_id: a, code_hash: "'x'", expires_at: when }));
    row("login_codes", "code_hash", expected, () => ({ account_id: a, expires_at: when }));
    row("in_car_codes", "code_hash", expected, () => ({ id: `'${randomUUID()}'`, vin: `'${vin}'`, expires_at: when, created_at: OLD }));
    row("dealer_tokens", "jti", expected, () => ({ kind: "'sso'", account_id: a, vehicle_id: v, dealer_code: "'D1'", expires_at: when }));
    row("used_manual_tokens", "jti", expected, () => ({ expires_at: when }));
  }
  for (const [when, expected] of [
    [OLD, "gone"],
    [FRESH, "kept"],
  ] as const) {
    row("sign_in_failures_by_address", "client_ip", expected, () => ({ failed_at: when }));
    row("login_code_failures", "client_ip", expected, () => ({ failed_at: when }));
    row("unknown_login_failures", "login_hash", expected, () => ({ brand: "'hacc'", last_failed_at: when }));
    row("sign_in_source_failures", "account_key", expected, () => ({ source: "'s'", last_failed_at: when }));
    row("mail_outbox", "kind", expected, () => ({
      to_address: "'someone@example.test'",
      brand: "'hacc'",
      language_id: "1",
      subject: "'s'",
      text_body: "'t'",
      html_body: "'h'",
      created_at: when,
    }));
    row("mail_queue", "kind", expected, () => ({
      channel: "'mail'",
      to_address: "'someone@example.test'",
      brand: "'hacc'",
      language_id: "1",
      status: "'sent'",
      finished_at: when,
    }));
    row("security_events", "kind", expected, () => ({ account_id: a, created_at: when }));
    row("notification_deliveries", "message_key", expected, () => ({
      account_id: a,
      notification_type: "'t'",
      channel: "'c'",
      created_at: when,
    }));
  }
  // Kept although old or unexpired: a token revoked lately (one revoked long ago goes), a source still blocked, a code whose validation
  // step is fresh, a challenge a kept code refers to, a message still queued.
  row("access_tokens", "token_hash", "kept", (id) => ({ refresh_hash: `'${id}r'`, account_id: a, expires_at: LIVE, revoked_at: FRESH }));
  row("access_tokens", "token_hash", "gone", (id) => ({ refresh_hash: `'${id}r'`, account_id: a, expires_at: LIVE, revoked_at: OLD }));
  row("sign_in_source_failures", "account_key", "kept", () => ({ source: "'s'", last_failed_at: OLD, blocked_until: LIVE }));
  row("mail_queue", "kind", "kept", () => ({
    channel: "'mail'",
    to_address: "'someone@example.test'",
    brand: "'hacc'",
    language_id: "1",
    status: "'queued'",
    created_at: OLD,
  }));
  row("one_time_codes", "key_hash", "kept", () => ({
    purpose: "'test'",
    code_hash: "'x'",
    tries_left: "1",
    expires_at: OLD,
    validation_expires_at: FRESH,
  }));
  row("in_car_codes", "code_hash", "kept", () => ({
    id: `'${randomUUID()}'`,
    vin: `'${vin}'`,
    expires_at: OLD,
    completion_expires_at: FRESH,
    created_at: OLD,
  }));
  const challenge = randomUUID();
  row("sign_in_challenges", "device_hash", "kept", () => ({ id: `'${challenge}'`, account_id: a, expires_at: OLD }));
  row("one_time_codes", "key_hash", "kept", () => ({
    purpose: "'test'",
    code_hash: "'x'",
    tries_left: "1",
    challenge_id: `'${challenge}'`,
    expires_at: FRESH,
  }));
  // Commands: finished long ago (gone), finished lately, pending since long ago, and the only
  // (hence latest) finished one of its kind for the vehicle, kept however old.
  const command = (apiCode: string, state: string, ended: string | null) => () => ({
    id: `'${randomUUID()}'`,
    vehicle_id: v,
    account_id: a,
    api_code: `'${apiCode}'`,
    params: "'{}'",
    state: `'${state}'`,
    started_at: OLD,
    deadline_at: OLD,
    ...(ended ? { ended_at: ended } : {}),
  });
  row("remote_transactions", "command", "gone", command("retentionA", "C", OLD));
  row("remote_transactions", "command", "kept", command("retentionA", "C", FRESH));
  row("remote_transactions", "command", "kept", command("retentionA", "P", null));
  row("remote_transactions", "command", "kept", command("retentionB", "C", OLD));
  return rows;
}

async function insert(server: TestServer, row: SeedRow) {
  const columns = Object.keys(row.values);
  await server.db.query(`insert into ${row.table} (${columns.join(", ")}) values (${columns.map((c) => row.values[c]).join(", ")})`);
}

async function present(server: TestServer, row: SeedRow): Promise<boolean> {
  const found = await server.db.query(`select 1 from ${row.table} where ${row.marker} = $1`, [row.id]);
  return found.length === 1;
}

describe.each(databaseKinds())("housekeeping on %s", (kind) => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await createTestServer(kind, LIFETIMES);
    second = await createTestServer(kind, LIFETIMES, first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("removes the rows dead for longer than their table's lifetime, and nothing else", async () => {
    const [owner] = await first.db.query<{ account: string; vehicle: string; vin: string }>(
      "select account_id as account, id as vehicle, vin from vehicles order by vin limit 1",
    );
    const rows = seedRows(owner!.account, owner!.vehicle, owner!.vin);
    for (const row of rows) await insert(first, row);

    const report = await first.app.housekeeping.runOnce();

    const expectedCounts = Object.fromEntries(RETENTION_RULES.map((rule) => [rule.table, 0]));
    for (const row of rows) if (row.expected === "gone") expectedCounts[row.table]! += 1;
    // The counts show nothing beyond the seeded old rows went (the demo data is all live).
    expect(report).toEqual({ ran: true, deleted: expectedCounts });
    const states = await Promise.all(
      rows.map(async (row) => `${row.table} ${row.expected} ${(await present(first, row)) ? "kept" : "gone"}`),
    );
    expect(states).toEqual(rows.map((row) => `${row.table} ${row.expected} ${row.expected}`));
    expect(await first.db.query("select 1 from vehicle_status")).not.toHaveLength(0);
  });

  it("runs on one instance at a time: the other reports it did nothing", async () => {
    if (kind === "pglite") {
      // One process owns a PGlite database: its instances share one handle, hence one in-memory lock.
      const reports = await Promise.all([first.app.housekeeping.runOnce(), second.app.housekeeping.runOnce()]);
      expect(reports.map((r) => r.ran)).toEqual([true, false]);
    } else {
      // Another session holds a table the job deletes from, so the first run waits inside its lock.
      const blocker = new pg.Client({ connectionString: first.postgresUrl });
      await blocker.connect();
      await blocker.query("begin");
      await blocker.query("lock table security_events in access exclusive mode");
      const running = first.app.housekeeping.runOnce();
      // Waits until the first run holds its lock (pg_locks spans every database of the server).
      const held = `select 1 from pg_locks where locktype = 'advisory' and granted and classid = $1 and objid = $2
                      and database = (select oid from pg_database where datname = current_database())`;
      while ((await blocker.query(held, [LOCK_NAMESPACE, INSTANCE_LOCKS.housekeeping])).rowCount === 0) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(await second.app.housekeeping.runOnce()).toEqual({ ran: false, deleted: {} });
      await blocker.query("rollback");
      await blocker.end();
      expect((await running).ran).toBe(true);
    }
    // Once the run is over, the next one (on either instance) goes ahead.
    expect((await second.app.housekeeping.runOnce()).ran).toBe(true);
  });
});

describe("housekeeping of commands that used a pAuth", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer("pglite", { RETENTION_REMOTE_TRANSACTIONS_DAYS: "0.01" });
  });
  afterAll(() => server?.close());

  it("keeps a finished command past its lifetime while the pAuth it used could still be good, so that pAuth stays used", async () => {
    const [car] = await server.db.query<{ account: string; vehicle: string }>(
      "select account_id as account, id as vehicle from vehicles order by vin limit 1",
    );
    const finished = async (pAuthHash: string | null, ago: string) => {
      const id = randomUUID();
      await server.db.query(
        `insert into remote_transactions (id, vehicle_id, account_id, api_code, command, params, state, started_at, deadline_at, ended_at, pauth_hash)
         values ($1, $2, $3, 'retentionP', 'doorLock', '{}', 'C', now() - $4::interval, now(), now() - $4::interval, $5)`,
        [id, car!.vehicle, car!.account, ago, pAuthHash],
      );
      return id;
    };
    const withPAuth = await finished(`used-${randomUUID()}`, "1 hour");
    const withoutPAuth = await finished(null, "1 hour");
    const usedLongAgo = await finished(`used-${randomUUID()}`, "2 days");
    await finished(null, "0 seconds");

    await server.app.housekeeping.runOnce();

    const left = await server.db.query<{ id: string }>("select id from remote_transactions where id = any($1::uuid[])", [
      [withPAuth, withoutPAuth, usedLongAgo],
    ]);
    expect(left.map((row) => row.id)).toEqual([withPAuth]);
  });
});
