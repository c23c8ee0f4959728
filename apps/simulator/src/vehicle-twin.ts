import type { VehicleStatus } from "@carport/protocol";
import { codeToCelsius, crossed, minuteOfDay, clockMinutes, tripUse } from "./twin-clock.ts";
import {
  wireTimestamp,
  type CalendarEvent,
  type CommandMessage,
  type EventMessage,
  type OperationMessage,
  type Schedule,
  type Trip,
  type SimulationSettings,
  type VehicleLocation,
  type VehicleProfile,
} from "@carport/telematics";

/** Battery percent gained per simulated minute, by plug (evStatus.batteryPlugin: 1 DC fast, 2 AC). */
export const CHARGE_RATE_PER_MINUTE = { 1: 1.5, 2: 0.25 } as const;
/** Cabin temperature change per simulated minute while climate runs. */
const CABIN_DEGREES_PER_MINUTE = 1.5;
/** Default target state of charge by plug type (0 DC, 1 AC). */
const DEFAULT_TARGETS = { 0: 80, 1: 90 };

export interface CommandOutcome {
  ok: boolean;
  failureReason?: string;
  location?: VehicleLocation;
}

/**
 * One simulated car: holds the full status model and moves it forward in time. `advance(ms)`
 * moves its clock on (the fleet calls it with real elapsed time); its processes (charging, cabin
 * temperature, climate and engine run times) go `pace` times faster than the clock, so a demo
 * shows a charge in minutes while the car's reports and schedules keep the real time of day.
 */
export class VehicleTwin {
  status: VehicleStatus;
  settings: SimulationSettings = { latencyMs: 0, unreachable: false, failureRate: 0 };
  /** The car's clock, ms since epoch. */
  now: number;
  /** How much faster than the clock its processes run: the fleet's time scale (60: a second of charging is a minute's). */
  pace = 1;
  cabinCelsius = 12;
  targets: Record<number, number> = { ...DEFAULT_TARGETS };
  private climateEndsAt: number | null = null;
  private engineEndsAt: number | null = null;
  private climateTargetCelsius = 21;
  location = { lat: 43.6426, lon: -79.3871, alt: 112, head: 90 };
  odometer: number;
  private events: EventMessage[] = [];
  /** Departures (preconditioning) and off-peak hours the car was told to keep. */
  schedule: Schedule = {};
  /** Charging started by the off-peak window (stopped when it ends). */
  private chargingByWindow = false;
  /** Valet mode: 1 on, 0 off; what was driven while it was on. */
  valet: { mode: 0 | 1; startedAt: string | null; endedAt: string | null; maxSpeedKmh: number; km: number; minutes: number } = {
    mode: 0,
    startedAt: null,
    endedAt: null,
    maxSpeedKmh: 0,
    km: 0,
    minutes: 0,
  };
  /** The owner's upcoming appointments the navigation holds, as the cloud last sent them. */
  calendar: CalendarEvent[] = [];
  /** True when the status changed since it was last taken with takeChanged(). */
  private changed = false;

  constructor(
    readonly profile: VehicleProfile,
    status: VehicleStatus,
    now: number,
    private readonly random: () => number = Math.random,
  ) {
    this.status = structuredClone(status);
    this.now = now;
    const reported = (status as { targetSoc?: Array<{ plugType: number; level: number }> }).targetSoc;
    for (const target of reported ?? []) this.targets[target.plugType] = target.level;
    const kept = (status as { schedule?: Schedule }).schedule;
    if (kept) this.schedule = structuredClone(kept);
    this.odometer = profile.odometer;
  }

  get electric(): boolean {
    return this.profile.fuelKindCode === "E" || this.profile.fuelKindCode === "P";
  }

  /** Carries out a command; the fleet publishes the outcome and the status after it. */
  apply(command: Pick<CommandMessage, "command" | "params">): CommandOutcome {
    if (this.settings.failureRate > 0 && this.random() < this.settings.failureRate) {
      return { ok: false, failureReason: "The vehicle could not carry out the command." };
    }
    const { params } = command;
    const s = this.status;
    switch (command.command) {
      case "lock":
        if (Object.values(s.doorOpen).some((open) => open)) {
          return { ok: false, failureReason: "A door is open." };
        }
        s.doorLock = true;
        break;
      case "unlock":
        s.doorLock = false;
        break;
      case "hornLight":
        // Hazard lamps flash for the moment of the command; the horn leaves no trace in the status.
        s.lampWireStatus.turnSignalLamp = { leftFrontLamp: 0, rightFrontLamp: 0, leftRearLamp: 0, rightRearLamp: 0 };
        break;
      case "engineStart": {
        if (!this.profile.remoteIgnition) return { ok: false, failureReason: "This vehicle has no remote start." };
        if (!s.doorLock) return { ok: false, failureReason: "Lock the doors before a remote start." };
        s.engine = true;
        s.remoteIgnition = true;
        this.engineEndsAt = this.now + this.clockMs(params.duration ?? 3);
        this.startClimate(params, params.duration ?? 3);
        break;
      }
      case "engineStop":
        this.stopEngine();
        break;
      case "climateStart":
        this.startClimate(params, params.duration ?? 10);
        break;
      case "climateStop":
        this.stopClimate();
        break;
      case "chargeStart": {
        const ev = s.evStatus;
        if (!ev) return { ok: false, failureReason: "This vehicle has no traction battery." };
        if (ev.batteryPlugin === 0) return { ok: false, failureReason: "The vehicle is not plugged in." };
        if (ev.batteryStatus >= this.currentTarget()) {
          return { ok: false, failureReason: "The battery is already at its target charge." };
        }
        // With off-peak charging in use, the car waits for the window (it starts when the window opens).
        if (this.offPeakInUse && !this.inOffPeakWindow(this.now)) break;
        ev.batteryCharge = true;
        this.updateChargeTimes();
        break;
      }
      case "chargeStop":
        if (!s.evStatus) return { ok: false, failureReason: "This vehicle has no traction battery." };
        s.evStatus.batteryCharge = false;
        this.updateChargeTimes();
        break;
      case "setTargetSoc":
        for (const t of params.targets ?? []) this.targets[t.plugType] = t.level;
        this.updateChargeTimes();
        break;
      case "locate":
        this.changed = true;
        return {
          ok: true,
          location: {
            coord: { lat: this.location.lat, lon: this.location.lon, alt: this.location.alt },
            head: this.location.head,
            speed: { value: 0, unit: 1 },
            time: wireTimestamp(new Date(this.now)),
          },
        };
      case "refreshStatus":
        break;
      case "setSchedule":
        if (params.schedule?.departures) this.schedule.departures = params.schedule.departures;
        if (params.schedule?.offPeak) this.schedule.offPeak = params.schedule.offPeak;
        break;
      case "valetOn":
        this.valet = { mode: 1, startedAt: new Date(this.now).toISOString(), endedAt: null, maxSpeedKmh: 0, km: 0, minutes: 0 };
        break;
      case "valetOff":
        if (this.valet.mode !== 1) return { ok: false, failureReason: "Valet mode is not on." };
        this.valet = { ...this.valet, mode: 0, endedAt: new Date(this.now).toISOString() };
        break;
      case "windowsClose":
        s.windowOpen = { frontLeft: 0, frontRight: 0, backLeft: 0, backRight: 0 };
        break;
    }
    this.touch();
    return { ok: true };
  }

  /** Moves the car's clock on by ms, a minute at a most at a time, so no departure or window edge is missed. */
  advance(ms: number): void {
    let left = ms;
    while (left > 0) {
      const step = Math.min(left, 60_000);
      this.followSchedule(this.now, this.now + step);
      this.step(step);
      left -= step;
    }
  }

  /** Departures and off-peak window edges between two moments of the car's clock. */
  private followSchedule(from: number, to: number): void {
    for (const departure of this.schedule.departures ?? []) {
      if (departure.enabled && crossed(from, to, departure.time, departure.days)) {
        this.startClimate(
          {
            airCtrl: departure.climate.airCtrl,
            defrost: departure.climate.defrost,
            heating: departure.climate.heating,
            airTemp: departure.climate.airTemp,
          },
          10,
        );
        this.events.push({ type: "scheduledClimate", detail: departure.time, at: new Date(to).toISOString() });
      }
    }
    const window = this.currentWindow(to);
    if (!this.offPeakInUse || !window) return;
    if (crossed(from, to, window.start)) this.startWindowCharge(to);
    if (crossed(from, to, window.end) && this.chargingByWindow && this.status.evStatus?.batteryCharge) {
      this.status.evStatus.batteryCharge = false;
      this.chargingByWindow = false;
      this.updateChargeTimes();
      this.events.push({ type: "scheduledChargeStop", at: new Date(to).toISOString() });
      this.changed = true;
    }
  }

  private startWindowCharge(at: number = this.now): void {
    const ev = this.status.evStatus;
    if (!ev || ev.batteryPlugin === 0 || ev.batteryCharge || ev.batteryStatus >= this.currentTarget()) return;
    ev.batteryCharge = true;
    this.chargingByWindow = true;
    this.updateChargeTimes();
    this.events.push({ type: "scheduledChargeStart", at: new Date(at).toISOString() });
    this.changed = true;
  }

  private get offPeakInUse(): boolean {
    return (this.schedule.offPeak?.flag ?? 0) > 0;
  }

  /** The off-peak window of a moment's day: the weekend one on Saturday and Sunday when set. */
  private currentWindow(at: number): { start: string; end: string } | undefined {
    const offPeak = this.schedule.offPeak;
    if (!offPeak) return undefined;
    const day = new Date(at).getUTCDay();
    return (day === 0 || day === 6) && offPeak.weekend ? offPeak.weekend : offPeak.weekday;
  }

  private inOffPeakWindow(at: number): boolean {
    const window = this.currentWindow(at);
    if (!window) return false;
    const minute = minuteOfDay(at);
    const start = clockMinutes(window.start);
    const end = clockMinutes(window.end);
    return start <= end ? minute >= start && minute < end : minute >= start || minute < end;
  }

  /** Clock time a process of this many minutes takes at the car's pace. */
  private clockMs(minutes: number): number {
    return (minutes * 60_000) / this.pace;
  }

  /** One step of at most a minute of the clock: charging, climate, engine timers. */
  private step(ms: number): void {
    const until = this.now + ms;
    const minutes = (ms * this.pace) / 60_000;
    const ev = this.status.evStatus;
    if (ev?.batteryCharge) {
      const rate = CHARGE_RATE_PER_MINUTE[ev.batteryPlugin as 1 | 2] ?? 0;
      const target = this.currentTarget();
      ev.batteryStatus = Math.min(target, Math.round((ev.batteryStatus + rate * minutes) * 100) / 100);
      if (ev.batteryStatus >= target) {
        ev.batteryStatus = target;
        ev.batteryCharge = false;
        this.events.push({ type: "chargeComplete", detail: `${target}`, at: new Date(until).toISOString() });
      }
      this.updateRanges();
      this.updateChargeTimes();
      this.changed = true;
    }
    if (this.climateEndsAt !== null) {
      const step = CABIN_DEGREES_PER_MINUTE * minutes;
      const diff = this.climateTargetCelsius - this.cabinCelsius;
      this.cabinCelsius += Math.sign(diff) * Math.min(Math.abs(diff), step);
      this.changed = true;
      if (until >= this.climateEndsAt) {
        this.stopClimate();
        this.events.push({ type: "climateEnded", at: new Date(until).toISOString() });
      }
    }
    if (this.engineEndsAt !== null && until >= this.engineEndsAt) {
      this.stopEngine();
      this.events.push({ type: "engineStopped", at: new Date(until).toISOString() });
    }
    this.now = until;
    if (this.changed) this.touch();
  }

  /** Applies what a person did to the car: doors, trunk, hood, a trip. */
  operate(operation: OperationMessage): void {
    if (operation.doorOpen) Object.assign(this.status.doorOpen, operation.doorOpen);
    if (operation.trunkOpen !== undefined) this.status.trunkOpen = operation.trunkOpen;
    if (operation.hoodOpen !== undefined) this.status.hoodOpen = operation.hoodOpen;
    if (operation.tripKm) this.drive(operation.tripKm);
    if (operation.plug !== undefined && this.status.evStatus) {
      this.status.evStatus.batteryPlugin = operation.plug;
      if (operation.plug === 0) this.status.evStatus.batteryCharge = false;
      else if (this.offPeakInUse && this.inOffPeakWindow(this.now)) this.startWindowCharge();
      this.updateChargeTimes();
    }
    if (operation.advanceMinutes) this.advance(operation.advanceMinutes * 60_000);
    this.touch();
  }

  /** A trip: distance, energy or fuel used, odometer, a new position; reported as a trip event. */
  drive(km: number): Trip {
    const startedAt = new Date(this.now).toISOString();
    const minutes = Math.round((km / 45) * 60);
    this.odometer += km;
    const ev = this.status.evStatus;
    let remaining = km;
    if (ev && this.profile.rangeAtFull > 0) {
      const batteryKm = (ev.batteryStatus / 100) * this.profile.rangeAtFull;
      const onBattery = Math.min(batteryKm, remaining);
      ev.batteryStatus = Math.max(0, Math.round((ev.batteryStatus - (onBattery / this.profile.rangeAtFull) * 100) * 100) / 100);
      remaining -= onBattery;
    }
    if (remaining > 0 && this.profile.fuelRangeAtFull > 0) {
      this.status.fuelLevel = Math.max(0, Math.round(this.status.fuelLevel - (remaining / this.profile.fuelRangeAtFull) * 100));
      this.status.lowFuelLight = this.status.fuelLevel < 15;
    }
    this.location.lat += km / 222;
    this.location.lon += km / 222;
    this.updateRanges();
    this.touch();
    const trip = tripUse(this.profile, km, minutes, km - remaining, startedAt);
    if (this.valet.mode === 1) {
      this.valet.km += km;
      this.valet.minutes += minutes;
      this.valet.maxSpeedKmh = Math.max(this.valet.maxSpeedKmh, Math.round((km / Math.max(minutes, 1)) * 60 * 1.6));
    }
    this.events.push({ type: "trip", trip, at: new Date(this.now).toISOString() });
    return trip;
  }

  /** The events that happened since the last call. */
  takeEvents(): EventMessage[] {
    const events = this.events;
    this.events = [];
    return events;
  }

  /** True once per change: the fleet then publishes the status. */
  takeChanged(): boolean {
    const changed = this.changed;
    this.changed = false;
    return changed;
  }

  /** True while something moves the status on by itself. */
  get active(): boolean {
    return (
      Boolean(this.status.evStatus?.batteryCharge) ||
      this.climateEndsAt !== null ||
      this.engineEndsAt !== null ||
      this.offPeakInUse ||
      (this.schedule.departures ?? []).some((d) => d.enabled)
    );
  }

  private touch(): void {
    this.status.lastStatusDate = wireTimestamp(new Date(this.now));
    (this.status as Record<string, unknown>).cabinTemperature = { value: Math.round(this.cabinCelsius * 10) / 10, unit: 0 };
    (this.status as Record<string, unknown>).odometer = { value: Math.round(this.odometer), unit: 1 };
    (this.status as Record<string, unknown>).valet = { ...this.valet };
    (this.status as Record<string, unknown>).schedule = structuredClone(this.schedule);
    if (this.status.evStatus) {
      (this.status as Record<string, unknown>).targetSoc = [0, 1].map((plugType) => ({ plugType, level: this.targets[plugType] ?? 100 }));
    }
    this.changed = true;
  }

  private currentTarget(): number {
    const plug = this.status.evStatus?.batteryPlugin === 1 ? 0 : 1;
    return this.targets[plug] ?? 100;
  }

  private startClimate(params: CommandMessage["params"], minutes: number): void {
    const s = this.status;
    s.airCtrlOn = params.airCtrl ?? true;
    s.defrost = params.defrost ?? false;
    if (params.airTemp) s.airTemp = { value: params.airTemp, unit: 0 };
    s.steerWheelHeat = params.heating ? 1 : 0;
    s.sideBackWindowHeat = params.heating || params.defrost ? 1 : 0;
    if (params.seats) {
      s.seatHeaterVentState = {
        flSeatHeatState: params.seats.drv ?? 0,
        frSeatHeatState: params.seats.ast ?? 0,
        rlSeatHeatState: params.seats.rl ?? 0,
        rrSeatHeatState: params.seats.rr ?? 0,
      };
    }
    this.climateTargetCelsius = codeToCelsius(s.airTemp.value, this.profile.modelYear);
    this.climateEndsAt = this.now + this.clockMs(minutes);
  }

  private stopClimate(): void {
    const s = this.status;
    s.airCtrlOn = false;
    s.defrost = false;
    s.steerWheelHeat = 0;
    s.sideBackWindowHeat = 0;
    s.seatHeaterVentState = { flSeatHeatState: 0, frSeatHeatState: 0, rlSeatHeatState: 0, rrSeatHeatState: 0 };
    this.climateEndsAt = null;
    this.changed = true;
  }

  private stopEngine(): void {
    this.status.engine = false;
    this.status.remoteIgnition = false;
    this.engineEndsAt = null;
    this.stopClimate();
  }

  private updateRanges(): void {
    const ev = this.status.evStatus;
    const fuelKm = Math.round((this.status.fuelLevel / 100) * this.profile.fuelRangeAtFull);
    const evKm = ev ? Math.round((ev.batteryStatus / 100) * this.profile.rangeAtFull) : 0;
    const range = ev?.drvDistance[0]?.rangeByFuel;
    if (range) {
      if (range.evModeRange) range.evModeRange.value = evKm;
      if (range.gasModeRange) range.gasModeRange.value = fuelKm;
      range.totalAvailableRange.value = evKm + fuelKm;
    }
    if (this.status.dte) this.status.dte.value = evKm + fuelKm;
  }

  private updateChargeTimes(): void {
    const ev = this.status.evStatus;
    if (!ev) return;
    const toGo = Math.max(0, this.currentTarget() - ev.batteryStatus);
    const minutesAt = (rate: number) => Math.round(toGo / rate);
    ev.remainTime2.etc1 = { value: minutesAt(CHARGE_RATE_PER_MINUTE[1]), unit: 1 };
    ev.remainTime2.etc2 = { value: minutesAt(0.11), unit: 1 };
    ev.remainTime2.etc3 = { value: minutesAt(CHARGE_RATE_PER_MINUTE[2]), unit: 1 };
    const rate = CHARGE_RATE_PER_MINUTE[ev.batteryPlugin as 1 | 2];
    ev.remainTime2.atc = { value: ev.batteryCharge && rate ? minutesAt(rate) : 0, unit: 1 };
  }
}
