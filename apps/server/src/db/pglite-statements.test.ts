import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { pglitePreparedStatements } from "./pglite-statements.ts";

describe("named prepared statements on PGlite", () => {
  let pg: PGlite;
  let statements: ReturnType<typeof pglitePreparedStatements>;
  beforeAll(async () => {
    pg = await PGlite.create("memory://");
    statements = pglitePreparedStatements(pg);
    await pg.exec(
      `create table things (id uuid primary key, name text not null unique, tags text[], data jsonb, at timestamptz, n bigint, ok boolean)`,
    );
  });
  afterAll(() => pg.close());

  const insert = `insert into things (id, name, tags, data, at, n, ok) values ($1, $2, $3, $4, $5, $6, $7) returning *`;
  const row = (id: string, name: string) => [
    id,
    name,
    ["a", "b"],
    { nested: [1, { x: null }] },
    new Date("2026-11-29T10:00:00Z"),
    42,
    true,
  ];

  it("answers every type as PGlite's own query does, run after run", async () => {
    const mine = await statements.query(insert, row("00000000-0000-4000-8000-000000000001", "one"));
    const theirs = (await pg.query(insert, row("00000000-0000-4000-8000-000000000002", "two"))).rows;
    expect(mine).toEqual([{ ...(theirs[0] as object), id: "00000000-0000-4000-8000-000000000001", name: "one" }]);
    for (let i = 0; i < 8; i++) {
      const read = `select count(*) as n, array_agg(name order by name) as names, $1::text as nothing from things where ok = $2`;
      expect(await statements.query(read, [null, true])).toEqual((await pg.query(read, [null, true])).rows);
    }
  });

  it("throws the database's error, with its code and constraint, and goes on", async () => {
    const error = await statements.query(insert, row("00000000-0000-4000-8000-000000000003", "one")).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "23505", constraint: "things_name_key" });
    expect(await statements.query("select name from things where name = $1", ["one"])).toEqual([{ name: "one" }]);
  });

  it("runs inside a transaction and is undone with it", async () => {
    await expect(
      pg.transaction(async (tx) => {
        await statements.queryInTransaction(tx, insert, row("00000000-0000-4000-8000-000000000004", "four"));
        expect(await statements.queryInTransaction(tx, "select count(*)::int as n from things where name = $1", ["four"])).toEqual([
          { n: 1 },
        ]);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect(await statements.query("select count(*)::int as n from things where name = $1", ["four"])).toEqual([{ n: 0 }]);
  });

  it("prepares a statement again when a change of its table changed the columns it answers", async () => {
    const all = "select * from things where name = $1";
    expect(Object.keys((await statements.query<object>(all, ["one"]))[0]!)).not.toContain("extra");
    await pg.exec("alter table things add column extra text default 'x'");
    expect(await statements.query<{ extra: string }>(all, ["one"])).toMatchObject([{ extra: "x" }]);
  });
});
