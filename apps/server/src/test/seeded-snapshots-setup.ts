// Vitest's global setup for the server tests: migrates and seeds once per run (seeded-snapshots.ts);
// the workers it starts afterwards inherit the environment naming the snapshots.
import { createSeededSnapshots } from "./seeded-snapshots.ts";

export default async function setup(): Promise<() => Promise<void>> {
  const snapshots = await createSeededSnapshots({ postgres: process.env.SKIP_POSTGRES !== "1" });
  Object.assign(process.env, snapshots.env);
  return () => snapshots.remove();
}
