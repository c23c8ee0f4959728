import type { TimedSample } from "@carport/domain";
import type { VehicleProfile } from "@carport/telematics";
import type { Queryable } from "../db/database.ts";
import { sampleColumns } from "../core/status-repository.ts";

/*
 * SEEDED DEMO DATA. A week of status reads for a demo car, so the History page has charts,
 * trips and charging sessions from the first start; a real or simulated car's own reads follow
 * from then on. Deterministic: the drives are those of demo-trips.ts (same days, hours and
 * distances), each evening the car is plugged in at home and charges while under 75 %.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const STEP_MS = 15 * 60_000;
const HOME = { lat: 43.6426, lon: -79.3871 };
/** % of the battery an AC charger adds in an hour (an 11 kW charger on the demo models). */
const AC_PERCENT_PER_HOUR = 12;

/** The seeded reads of the last `days` days up to `until` (not included), oldest first. */
export function demoStatusHistory(
  profile: VehicleProfile,
  start: { soc?: number; fuel?: number; odometer: number },
  until: Date,
  days = 7,
): TimedSample[] {
  const electric = profile.fuelKindCode === "E" || profile.fuelKindCode === "P";
  const midnight = Date.UTC(until.getUTCFullYear(), until.getUTCMonth(), until.getUTCDate());
  const drives = new Map<number, { at: number; km: number }>();
  for (let day = 1; day <= days; day++) {
    if (day % 7 === 3) continue;
    drives.set(midnight - day * DAY_MS + (7 + (day % 11)) * HOUR_MS, { at: 0, km: 8 + ((day * 37) % 53) });
  }
  const driven = [...drives.values()].reduce((sum, d) => sum + d.km, 0);
  let soc = electric ? Math.min(90, (start.soc ?? 60) + 10) : null;
  let fuel = profile.fuelKindCode === "E" ? null : (start.fuel ?? 60);
  let odometer = start.odometer - driven;
  let place = HOME;
  let plugged = electric ? 0 : null;
  let charging: boolean | null = electric ? false : null;
  const samples: TimedSample[] = [];
  let drivingUntil = 0;
  const read = (at: number, change: Partial<TimedSample> = {}) => {
    const evKm = soc === null ? 0 : (soc / 100) * profile.rangeAtFull;
    const fuelKm = fuel === null ? 0 : (fuel / 100) * profile.fuelRangeAtFull;
    samples.push({
      at: new Date(at).toISOString(),
      soc: soc === null ? null : Math.round(soc * 10) / 10,
      fuel: fuel === null ? null : Math.round(fuel),
      rangeKm: Math.round(evKm + fuelKm),
      auxBattery: 88 + ((Math.floor(at / HOUR_MS) * 7) % 6),
      odometerKm: Math.round(odometer * 10) / 10,
      lat: place.lat,
      lon: place.lon,
      plugged,
      charging,
      chargingKw: charging ? 11 : null,
      locked: true,
      engine: false,
      climate: false,
      ...change,
    });
  };
  for (let t = midnight - days * DAY_MS; t < until.getTime(); t += STEP_MS) {
    if (t < drivingUntil) continue;
    const hour = new Date(t).getUTCHours();
    const drive = drives.get(t);
    if (drive) {
      plugged = electric ? 0 : null;
      charging = electric ? false : null;
      read(t, { engine: true, locked: false });
      const minutes = Math.round((drive.km / 45) * 60);
      odometer += drive.km;
      let left = drive.km;
      if (soc !== null) {
        const onBattery = Math.min(left, (soc / 100) * profile.rangeAtFull);
        soc -= (onBattery / profile.rangeAtFull) * 100;
        left -= onBattery;
      }
      if (fuel !== null && profile.fuelRangeAtFull > 0) fuel = Math.max(5, fuel - (left / profile.fuelRangeAtFull) * 100);
      place = place === HOME ? { lat: HOME.lat + drive.km / 222, lon: HOME.lon + drive.km / 222 } : HOME;
      drivingUntil = t + minutes * 60_000;
      read(drivingUntil);
      if (fuel !== null && fuel < 20) fuel = 95;
      continue;
    }
    // The last evening charges to the level the car reports now, so the chart meets its live status.
    const target = until.getTime() - t < DAY_MS ? (start.soc ?? 90) : 90;
    if (electric && hour === 19 && t % HOUR_MS === 0 && soc !== null && soc < Math.min(75, target)) {
      place = HOME;
      plugged = 2;
      charging = true;
    } else if (charging && soc !== null) {
      // A charge under way when the last day's lower target begins stops there; it never loses charge.
      soc = Math.max(soc, Math.min(target, soc + AC_PERCENT_PER_HOUR / 4));
      if (soc >= target) charging = false;
    } else if (electric && hour === 6 && t % HOUR_MS === 0) {
      plugged = 0;
    }
    if (charging || t % HOUR_MS === 0 || (electric && plugged === 2 && !charging && samples.at(-1)?.charging)) read(t);
  }
  return samples;
}

/** Writes the seeded reads of a demo car (see above) into its history. */
export async function seedDemoStatusHistory(
  db: Queryable,
  vehicleId: string,
  profile: VehicleProfile,
  start: { soc?: number; fuel?: number; odometer: number },
  until: Date,
): Promise<void> {
  const samples = demoStatusHistory(profile, start, until);
  await db.query(
    `insert into vehicle_status_history (vehicle_id, recorded_at, soc, fuel, range_km, aux_battery, odometer_km, lat, lon,
       plugged, charging, charging_kw, locked, engine, climate)
     select $1, * from unnest($2::timestamptz[], $3::real[], $4::real[], $5::real[], $6::real[], $7::float8[], $8::float8[],
       $9::float8[], $10::smallint[], $11::boolean[], $12::real[], $13::boolean[], $14::boolean[], $15::boolean[])
     on conflict do nothing`,
    [vehicleId, samples.map((s) => s.at), ...sampleColumns(samples)],
  );
}
