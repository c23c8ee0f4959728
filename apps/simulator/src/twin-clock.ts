import type { Trip, VehicleProfile } from "@carport/telematics";

/** The twin's arithmetic: a trip's energy by use, the car's clock and its temperature codes (vehicle-twin.ts). */

/** kWh per km on battery, and litres per km on fuel. */
const KWH_PER_KM = 0.17;
const LITRES_PER_KM = 0.075;

/** How a trip's energy splits by use: the EV trip details of the monthly report. */
export function tripUse(profile: VehicleProfile, km: number, minutes: number, batteryKm: number, startedAt: string): Trip {
  const kwh = batteryKm * KWH_PER_KM;
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    startedAt,
    minutes,
    idleMinutes: Math.round(minutes * 0.08),
    km: round(km),
    drivetrainKwh: round(kwh * 0.78),
    climateKwh: round(kwh * 0.12),
    accessoriesKwh: round(kwh * 0.06),
    batteryCareKwh: round(kwh * 0.04),
    regenKwh: round(kwh * 0.15),
    fuelLitres: round((km - batteryKm) * LITRES_PER_KM * (profile.fuelKindCode === "E" ? 0 : 1)),
  };
}

export function clockMinutes(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

export function minuteOfDay(at: number): number {
  const d = new Date(at);
  return d.getUTCHours() * 60 + d.getUTCMinutes();
}

/** Did the car's clock pass `hhmm` (on one of `days`, if given) going from `from` to `to` (at most a day)? */
export function crossed(from: number, to: number, hhmm: string, days?: readonly number[]): boolean {
  const target = clockMinutes(hhmm);
  for (
    let dayStart = Date.UTC(new Date(from).getUTCFullYear(), new Date(from).getUTCMonth(), new Date(from).getUTCDate());
    dayStart <= to;
    dayStart += 86_400_000
  ) {
    const moment = dayStart + target * 60_000;
    if (moment > from && moment <= to && (!days || days.includes(new Date(moment).getUTCDay()))) return true;
  }
  return false;
}

/** Temperature step codes: "00H" is 14 °C (16 °C before 2020), each step 0.5 °C. */
export function codeToCelsius(code: string, modelYear: string): number {
  const base = Number(modelYear) >= 2020 ? 14 : 16;
  const steps = Number.parseInt(code.replace(/H$/i, ""), 16);
  return Number.isFinite(steps) ? base + steps * 0.5 : 21;
}
