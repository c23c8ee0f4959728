import {
  celsiusToFahrenheit,
  CLIMATE_DURATION_DEFAULT,
  CLIMATE_DURATIONS,
  codeToCelsius,
  DEFAULT_CLIMATE_TEMP,
  ENGINE_MINUTES_DEFAULT,
  ENGINE_MINUTES_MAX,
  ENGINE_MINUTES_MIN,
  isSeatHeatAvailable,
  temperatureOptions,
  type ClimateUnit,
  type SeatHeatVentOptions,
} from "@carport/domain";
import type { ClimateStartSettings, EngineSetting } from "./commands.ts";

/** The settings form of remote start and climate start, as the owner sees it. */
export interface ClimateForm {
  climateOn: boolean;
  /** Temperature step code ("0BH"). */
  temperature: string;
  defrost: boolean;
  /** Heated steering wheel and rear window (heating1). */
  heating: boolean;
  /** Engine minutes (1-10) or climate minutes (one of CLIMATE_DURATIONS). */
  minutes: number;
  /** Seat command per seat that the model has; absent seats are not sent. */
  seats: Partial<Record<Seat, SeatCommand>>;
}

export const SEATS = ["drv", "ast", "rl", "rr"] as const;
export type Seat = (typeof SEATS)[number];

/**
 * Seat commands (seatHeaterVentCMD values as public clients of the protocol use them): 0 off,
 * 3-5 ventilation low to high, 6-8 heat low to high.
 */
export const SEAT_COMMANDS = [0, 6, 7, 8, 3, 4, 5] as const;
export type SeatCommand = (typeof SEAT_COMMANDS)[number];
export const SEAT_COMMAND_NAMES = {
  0: "off",
  6: "heatLow",
  7: "heatMedium",
  8: "heatHigh",
  3: "ventLow",
  4: "ventMedium",
  5: "ventHigh",
} as const satisfies Record<SeatCommand, string>;

const SEAT_OPTION_FIELDS = {
  drv: "drvSeatHeatOption",
  ast: "astSeatHeatOption",
  rl: "rlSeatHeatOption",
  rr: "rrSeatHeatOption",
} as const satisfies Record<Seat, keyof SeatHeatVentOptions>;

/** The seats the model can heat or ventilate: the spec's seat-heat rule, applied seat by seat. */
export function seatsWithHeatVent(options: SeatHeatVentOptions | null | undefined): Seat[] {
  if (!isSeatHeatAvailable(options)) return [];
  return SEATS.filter((seat) => isSeatHeatAvailable({ [SEAT_OPTION_FIELDS[seat]]: options?.[SEAT_OPTION_FIELDS[seat]] }));
}

/** Engine run times offered: 1 to 10 minutes. */
export const ENGINE_MINUTE_CHOICES: readonly number[] = Array.from(
  { length: ENGINE_MINUTES_MAX - ENGINE_MINUTES_MIN + 1 },
  (_, i) => ENGINE_MINUTES_MIN + i,
);
/** Climate run times offered: 2, 5, 10 ... 30 minutes. */
export const CLIMATE_MINUTE_CHOICES: readonly number[] = CLIMATE_DURATIONS;

/** The form a page opens with: climate on at the default temperature, the spec's default run time, seats off. */
export function defaultClimateForm(kind: "engine" | "climate", seats: readonly Seat[]): ClimateForm {
  return {
    climateOn: true,
    temperature: DEFAULT_CLIMATE_TEMP.value,
    defrost: false,
    heating: false,
    minutes: kind === "engine" ? ENGINE_MINUTES_DEFAULT : CLIMATE_DURATION_DEFAULT,
    seats: Object.fromEntries(seats.map((seat) => [seat, 0])),
  };
}

/** The wire settings of a form; seat commands only when the model has seats to command. */
export function climateSettings(form: ClimateForm): ClimateStartSettings & { igniOnDuration: number } {
  const seats = form.seats;
  const hasSeats = SEATS.some((seat) => seats[seat] !== undefined);
  return {
    airCtrl: form.climateOn ? 1 : 0,
    defrost: form.defrost,
    airTemp: { value: form.temperature, unit: DEFAULT_CLIMATE_TEMP.unit },
    igniOnDuration: form.minutes,
    heating1: form.heating ? 1 : 0,
    ...(hasSeats
      ? {
          seatHeaterVentCMD: {
            drvSeatOptCmd: seats.drv ?? 0,
            astSeatOptCmd: seats.ast ?? 0,
            rlSeatOptCmd: seats.rl ?? 0,
            rrSeatOptCmd: seats.rr ?? 0,
          },
        }
      : {}),
  };
}

/** `rmtstrt` setting: the same climate settings with the engine minutes. */
export function engineSetting(form: ClimateForm): EngineSetting {
  return climateSettings(form);
}

/** A temperature choice: its step code and the value shown in the account's unit. */
export interface TemperatureChoice {
  code: string;
  value: number;
  unit: ClimateUnit;
}

/** Degrees of a Celsius value in the account's unit, to one decimal (a half step is 0.9 °F). */
export function inClimateUnit(celsius: number, unit: ClimateUnit): number {
  return unit === "F" ? Math.round(celsiusToFahrenheit(celsius) * 10) / 10 : celsius;
}

/** The temperature picker's choices for a model year, shown in the account's climate unit. */
export function temperatureChoices(modelYear: number | string, unit: ClimateUnit): TemperatureChoice[] {
  return temperatureOptions(modelYear).map((option) => ({ code: option.code, value: inClimateUnit(option.celsius, unit), unit }));
}

/** A status temperature code in the account's unit; null when it is "OFF" or unreadable. */
export function statusTemperature(code: string | undefined, modelYear: number | string, unit: ClimateUnit): number | null {
  if (!code) return null;
  const celsius = codeToCelsius(code, modelYear);
  return celsius === null ? null : inClimateUnit(celsius, unit);
}
