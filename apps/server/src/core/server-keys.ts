import { randomBytes } from "node:crypto";
import type { Queryable } from "../db/database.ts";

/**
 * A 256-bit key of the site's, kept in server_keys under `name`: made by the first instance that
 * asks, then the same for every instance and every restart (one key per use, so one leaked key
 * serves one purpose).
 */
export async function serverKey(db: Queryable, name: string): Promise<Buffer> {
  await db.query("insert into server_keys (name, value) values ($1, $2) on conflict (name) do nothing", [
    name,
    randomBytes(32).toString("base64"),
  ]);
  const [row] = await db.query<{ value: string }>("select value from server_keys where name = $1", [name]);
  return Buffer.from(row!.value, "base64");
}
