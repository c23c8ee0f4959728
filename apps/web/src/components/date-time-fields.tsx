import { CalendarDate, Time } from "@internationalized/date";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DateField as AriaDateField, DateInput, DateSegment } from "react-aria-components/DateField";
import { FieldError } from "react-aria-components/FieldError";
import { I18nProvider } from "react-aria-components/I18nProvider";
import { Label } from "react-aria-components/Label";
import { Text } from "react-aria-components/Text";
import { TimeField as AriaTimeField } from "react-aria-components/TimeField";
import "./date-time-fields.css";

/**
 * The locale the fields are written in, as the app writes dates elsewhere (i18n/format.ts):
 * mm/dd/yyyy and a 12-hour clock in English, dd/mm/yyyy and 24 hours in French. A browser's own
 * date and time inputs follow the browser's language instead, whatever the page's.
 */
function useFieldLocale(): { locale: string; hourCycle: 12 | 24 } {
  const { i18n } = useTranslation();
  return i18n.language === "fr" ? { locale: "fr-FR", hourCycle: 24 } : { locale: "en-US", hourCycle: 12 };
}

interface FieldProps {
  label: string;
  name: string;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
}

function FieldParts(props: FieldProps & { children: ReactNode }) {
  return (
    <>
      <Label className="field__label">{props.label}</Label>
      {props.children}
      {props.description && (
        <Text slot="description" className="field__description">
          {props.description}
        </Text>
      )}
      <FieldError className="field__error">{props.errorMessage}</FieldError>
    </>
  );
}

/** "yyyymmdd" as a calendar day; null when it is not one. */
function dayOf(yyyymmdd: string): CalendarDate | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(yyyymmdd);
  return match ? new CalendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** A date typed in the page's language's order, day by day segments; the value is "yyyymmdd" ("" while incomplete). */
export function DateField(props: FieldProps & { value: string; max?: string; onChange: (yyyymmdd: string) => void }) {
  const { locale } = useFieldLocale();
  const max = props.max ? dayOf(props.max) : null;
  return (
    <I18nProvider locale={locale}>
      <AriaDateField
        className="field"
        name={props.name}
        value={dayOf(props.value)}
        maxValue={max ?? undefined}
        onChange={(day) => props.onChange(day ? `${pad(day.year, 4)}${pad(day.month)}${pad(day.day)}` : "")}
        isRequired={props.isRequired}
        isInvalid={Boolean(props.errorMessage)}
        validationBehavior="aria"
      >
        <FieldParts {...props}>
          <DateInput className="field__input date-time-input">
            {(segment) => <DateSegment segment={segment} className="date-time-input__segment" />}
          </DateInput>
        </FieldParts>
      </AriaDateField>
    </I18nProvider>
  );
}

/** A time of day typed on the page's language's clock; the value is "hhmm" on 24 hours ("" while incomplete). */
export function TimeField(
  props: FieldProps & { value: string; onChange: (hhmm: string) => void; isDisabled?: boolean; className?: string },
) {
  const { locale, hourCycle } = useFieldLocale();
  const match = /^(\d{2})(\d{2})$/.exec(props.value);
  return (
    <I18nProvider locale={locale}>
      <AriaTimeField
        className={props.className ? `field ${props.className}` : "field"}
        isDisabled={props.isDisabled}
        name={props.name}
        value={match ? new Time(Number(match[1]), Number(match[2])) : null}
        hourCycle={hourCycle}
        onChange={(time) => props.onChange(time ? `${pad(time.hour)}${pad(time.minute)}` : "")}
        isRequired={props.isRequired}
        isInvalid={Boolean(props.errorMessage)}
        validationBehavior="aria"
      >
        <FieldParts {...props}>
          <DateInput className="field__input date-time-input">
            {(segment) => <DateSegment segment={segment} className="date-time-input__segment" />}
          </DateInput>
        </FieldParts>
      </AriaTimeField>
    </I18nProvider>
  );
}
