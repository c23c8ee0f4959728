import { hashSecret, verifySecret } from "../apps/server/src/core/secret-hashing.ts";
import { postgresDatabase } from "./api-throughput.ts";
import { startServerProcess } from "./processes.ts";
import { openPostgres } from "../apps/server/src/db/database.ts";
import { createFleetService } from "../apps/server/src/modules/fleet/fleet-service.ts";
import { percentile, round } from "./stats.ts";

const PASSWORD = "Bench-Pass-2026!";

/** Owners to sign in, one per connection, created through the fleet service as the admin CLI does. */
async function createOwners(databaseUrl: string, count: number): Promise<string[]> {
  const db = await openPostgres(databaseUrl, 2);
  try {
    const fleet = createFleetService(db);
    const emails = Array.from({ length: count }, (_, i) => `signin-${i}@bench.test`);
    for (const email of emails) {
      await fleet.createAccount({ brand: "hacc", email, password: PASSWORD, pin: "1357", firstName: "Bench", lastName: "Owner" });
    }
    return emails;
  } finally {
    await db.close();
  }
}

export interface SignInFigures {
  connections: number;
  loginsPerSecond: number;
  loginP50Ms: number;
  loginP99Ms: number;
  loginErrors: number;
  /** The floor: argon2id alone, in this process, with as many calls in flight as connections. */
  argon2VerifiesPerSecond: number;
  argon2HashesPerSecond: number;
  /** Sign-ins per second as a share of argon2 verifies per second. */
  ratioToArgon2: number;
}

/** How many times `work` completes per second with `concurrency` calls in flight. */
async function rate(work: () => Promise<unknown>, concurrency: number, seconds: number): Promise<number> {
  let done = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        await work();
        done++;
      }
    }),
  );
  return done / seconds;
}

/**
 * Password sign-ins per second (v2/login, no device id; the server runs with the operator's
 * allowance SIGN_IN_WITHOUT_DEVICE_ID=1, so no one-time code) against a server on PostgreSQL, and argon2id hash/verify alone as its floor: a sign-in verifies one hash.
 */
export async function benchSignIn(options: { connections: number; seconds: number; postgresAdminUrl: string }): Promise<SignInFigures> {
  const hash = await hashSecret(PASSWORD);
  const verifies = await rate(() => verifySecret(hash, PASSWORD), options.connections, options.seconds);
  const hashes = await rate(() => hashSecret(PASSWORD), options.connections, options.seconds);

  const db = await postgresDatabase(options.postgresAdminUrl);
  const server = await startServerProcess({
    WEB_DIST: "/nonexistent",
    EMBEDDED_MQTT_PORT: "0",
    DATABASE_URL: db.url,
    TRUST_PROXY: "true",
    ANON_RATE_LIMIT_PER_MINUTE: "1000000",
    SIGN_IN_WITHOUT_DEVICE_ID: "1",
  });
  try {
    // One owner per connection, each from its own address (X-Forwarded-For, a trusted proxy):
    // sign-ins of one account or one address racing each other ask for a captcha
    // (auth/sign-in-attempts.ts), as they would for a password-guessing script.
    const owners = await createOwners(db.url, options.connections);
    const latencies: number[] = [];
    let refused = "";
    let failures = 0;
    const end = performance.now() + options.seconds * 1000;
    await Promise.all(
      owners.map(async (email, i) => {
        while (performance.now() < end) {
          const started = performance.now();
          const response = await fetch(`${server.match[1]}/tods/api/v2/login`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i + 1}` },
            body: JSON.stringify({ loginId: email, password: PASSWORD }),
          });
          const body = await response.text();
          if (body.includes('"responseCode":0')) latencies.push(performance.now() - started);
          else {
            failures++;
            refused ||= body.slice(0, 300);
          }
        }
      }),
    );
    if (refused) console.warn(`a sign-in was refused: ${refused}`);
    const loginsPerSecond = round(latencies.length / options.seconds);
    return {
      connections: options.connections,
      loginsPerSecond,
      loginP50Ms: Math.round(percentile(latencies, 50)),
      loginP99Ms: Math.round(percentile(latencies, 99)),
      loginErrors: failures,
      argon2VerifiesPerSecond: round(verifies),
      argon2HashesPerSecond: round(hashes),
      ratioToArgon2: round(loginsPerSecond / verifies, 2),
    };
  } finally {
    await server.stop();
    await db.drop();
  }
}
