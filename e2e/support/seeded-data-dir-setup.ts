// Vitest's global setup for the browser journeys: migrates and seeds a PGlite data folder once per
// run; each journey's server starts from a copy of it (journey.ts) instead of seeding its own.
import { createSeededDataDir } from "../../apps/server/src/test/seeded-snapshots.ts";

export default async function setup(): Promise<() => Promise<void>> {
  const seeded = await createSeededDataDir();
  Object.assign(process.env, seeded.env);
  return () => seeded.remove();
}
