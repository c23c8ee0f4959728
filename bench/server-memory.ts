import fs from "node:fs";
import pg from "pg";
import { httpClient } from "../apps/server/src/test/http-client.ts";
import { postgresDatabase } from "./api-throughput.ts";
import { insertBulkFleet, issueAccessTokens, type BulkFleet } from "./bulk-fleet.ts";
import { startServerProcess } from "./processes.ts";

export interface MemoryFigures {
  vehicles: number;
  owners: number;
  /** The server process's resident memory just after start-up with the fleet provisioned, in MiB. */
  idleRssMiB: number;
  /** After every owner has listed its vehicles and read each one's status (every session and answer kept in memory). */
  signedInRssMiB: number;
  /** The reads made to get there. */
  reads: number;
}

/** Resident memory of a process (VmRSS, Linux), in MiB. */
function rssMiB(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
  return Math.round((kb / 1024) * 10) / 10;
}

/**
 * The server's resident memory (its own process, on PostgreSQL, the simulated fleet elsewhere)
 * with `owners` × `vehiclesPerOwner` vehicles provisioned on the link and every owner signed in
 * and having read its vehicle list and each vehicle's status.
 */
export async function benchServerMemory(options: {
  owners: number;
  vehiclesPerOwner: number;
  postgresAdminUrl: string;
}): Promise<MemoryFigures> {
  const fleet: BulkFleet = {
    owners: options.owners,
    vehiclesPerOwner: options.vehiclesPerOwner,
    emailPrefix: "mem-",
    vinPrefix: "2HMBNGM5",
    password: "Bench-Pass-2026!",
    pin: "1357",
  };
  const database = await postgresDatabase(options.postgresAdminUrl);
  const env = {
    WEB_DIST: "/nonexistent",
    EMBEDDED_MQTT_PORT: "0",
    SIMULATOR: "off",
    DATABASE_URL: database.url,
  };
  try {
    // A first start migrates the database; the fleet goes in before the second, which provisions it.
    await (await startServerProcess(env)).stop();
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    let tokens: string[];
    try {
      const db = { query: async <T>(sql: string, params: unknown[] = []) => (await admin.query(sql, params)).rows as T[] };
      await insertBulkFleet(db as never, fleet);
      tokens = await issueAccessTokens(db as never, fleet);
    } finally {
      await admin.end();
    }
    const server = await startServerProcess(env);
    try {
      const pid = server.child.pid!;
      const idleRssMiB = rssMiB(pid);
      const client = httpClient(server.match[1]!);
      let reads = 0;
      let next = 0;
      await Promise.all(
        Array.from({ length: 32 }, async () => {
          for (let owner = next++; owner < tokens.length; owner = next++) {
            const accessToken = tokens[owner]!;
            const { json } = await client.call("vhcllst", {}, { accessToken });
            reads++;
            for (const vehicle of json.result.vehicles as Array<{ vehicleId: string }>) {
              const status = await client.call("lstvhclsts", {}, { accessToken, vehicleId: vehicle.vehicleId });
              if (status.json.responseHeader.responseCode !== 0) throw new Error(JSON.stringify(status.json));
              reads++;
            }
          }
        }),
      );
      return {
        vehicles: options.owners * options.vehiclesPerOwner,
        owners: options.owners,
        idleRssMiB,
        signedInRssMiB: rssMiB(pid),
        reads,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}
