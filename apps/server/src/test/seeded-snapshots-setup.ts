// Vitest's global setup for the server tests: migrates and seeds once per run (seeded-snapshots.ts);
// the workers it starts afterwards inherit the environment naming the snapshots.
import { hashSecretsCheaplyInTests } from "../core/secret-hashing.ts";
import { createSeededSnapshots } from "./seeded-snapshots.ts";

export default async function setup(): Promise<() => Promise<void>> {
  // The seeded accounts' passwords as the tests' own hashes are (cheap-hashing-setup.ts).
  hashSecretsCheaplyInTests();
  const snapshots = await createSeededSnapshots({ postgres: process.env.SKIP_POSTGRES !== "1" });
  Object.assign(process.env, snapshots.env);
  return () => snapshots.remove();
}
