import type { ClimateUnit } from "@carport/domain";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../../../components/checkbox.tsx";
import { SelectField } from "../../../components/select-field.tsx";
import {
  SEAT_COMMAND_NAMES,
  SEAT_COMMANDS,
  temperatureChoices,
  type ClimateForm,
  type Seat,
  type SeatCommand,
} from "../climate-settings.ts";

const SEAT_LABELS = {
  drv: "remote.settings.seat.drv",
  ast: "remote.settings.seat.ast",
  rl: "remote.settings.seat.rl",
  rr: "remote.settings.seat.rr",
} as const;

const SEAT_OPTION_LABELS = {
  off: "remote.settings.seatOption.off",
  heatLow: "remote.settings.seatOption.heatLow",
  heatMedium: "remote.settings.seatOption.heatMedium",
  heatHigh: "remote.settings.seatOption.heatHigh",
  ventLow: "remote.settings.seatOption.ventLow",
  ventMedium: "remote.settings.seatOption.ventMedium",
  ventHigh: "remote.settings.seatOption.ventHigh",
} as const;

/**
 * The settings of remote start and climate start: climate on or off, temperature in the
 * account's unit, defrost, heating, run time, and the seats the model can heat or ventilate.
 */
export function ClimateFields(props: {
  form: ClimateForm;
  onChange: (form: ClimateForm) => void;
  minuteChoices: readonly number[];
  minutesLabel: string;
  modelYear: string;
  climateUnit: ClimateUnit;
  seats: readonly Seat[];
  isDisabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { form, onChange, isDisabled } = props;
  const locale = i18n.language === "fr" ? "fr-CA" : "en-CA";
  const degrees = new Intl.NumberFormat(locale, {
    style: "unit",
    unit: props.climateUnit === "F" ? "fahrenheit" : "celsius",
    maximumFractionDigits: 1,
  });
  const temperatures = temperatureChoices(props.modelYear, props.climateUnit).map((choice) => ({
    id: choice.code,
    label: degrees.format(choice.value),
  }));
  const minutes = props.minuteChoices.map((m) => ({ id: m, label: t("remote.settings.minutesValue", { minutes: m }) }));
  const seatOptions = SEAT_COMMANDS.map((command) => ({ id: command, label: t(SEAT_OPTION_LABELS[SEAT_COMMAND_NAMES[command]]) }));
  const set = (patch: Partial<ClimateForm>) => onChange({ ...form, ...patch });

  return (
    <fieldset className="remote-settings" disabled={isDisabled}>
      <legend className="remote-settings__legend">{t("remote.settings.heading")}</legend>
      <Checkbox name="climateOn" isSelected={form.climateOn} onChange={(climateOn) => set({ climateOn })} isDisabled={isDisabled}>
        {t("remote.settings.climateOn")}
      </Checkbox>
      <SelectField
        name="temperature"
        label={t("remote.settings.temperature")}
        value={form.temperature}
        options={temperatures}
        onChange={(temperature) => set({ temperature })}
        isDisabled={isDisabled || !form.climateOn}
      />
      <Checkbox name="defrost" isSelected={form.defrost} onChange={(defrost) => set({ defrost })} isDisabled={isDisabled}>
        {t("remote.settings.defrost")}
      </Checkbox>
      <Checkbox name="heating" isSelected={form.heating} onChange={(heating) => set({ heating })} isDisabled={isDisabled}>
        {t("remote.settings.heating")}
      </Checkbox>
      <SelectField
        name="minutes"
        label={props.minutesLabel}
        value={form.minutes}
        options={minutes}
        onChange={(value) => set({ minutes: value })}
        isDisabled={isDisabled}
      />
      {props.seats.length > 0 && (
        <fieldset className="remote-settings__seats">
          <legend className="remote-settings__legend">{t("remote.settings.seats")}</legend>
          {props.seats.map((seat) => (
            <SelectField<SeatCommand>
              key={seat}
              name={`seat-${seat}`}
              label={t(SEAT_LABELS[seat])}
              value={form.seats[seat] ?? 0}
              options={seatOptions}
              onChange={(command) => set({ seats: { ...form.seats, [seat]: command } })}
              isDisabled={isDisabled}
            />
          ))}
        </fieldset>
      )}
    </fieldset>
  );
}
