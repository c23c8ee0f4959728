// Vitest's global setup for the browser journeys: migrates and seeds the journeys' database once per
// run; each journey's server starts from a copy of it (journey.ts) instead of seeding its own.
import { createSeededDataDir, createSeededPostgresTemplate } from "../../apps/server/src/test/seeded-snapshots.ts";
import { JOURNEY_DATABASE } from "./journey-database.ts";

export default async function setup(): Promise<() => Promise<void>> {
  const seeded = JOURNEY_DATABASE === "pglite" ? await createSeededDataDir() : await createSeededPostgresTemplate();
  Object.assign(process.env, seeded.env);
  return () => seeded.remove();
}
