// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "../test-support/render.tsx";
import { DateField, TimeField } from "./date-time-fields.tsx";

const noop = () => {};
/** The field's segments as the owner reads them, in order. */
const shown = (label: string) =>
  screen
    .getByRole("group", { name: label })
    .textContent!.replace(/[\u2066-\u2069\u200e\u200f]/g, "")
    .replace(/\u202f|\u00a0/g, " ");

describe("date and time fields in the page's language", () => {
  it("write a date dd/mm/yyyy and a time on 24 hours in French", async () => {
    await renderInApp(
      <>
        <DateField label="Date" name="date" value="20261201" onChange={noop} />
        <TimeField label="Heure" name="time" value="2105" onChange={noop} />
      </>,
      { language: "fr" },
    );
    expect(shown("Date")).toBe("01/12/2026");
    expect(shown("Heure")).toBe("21:05");
  });

  it("write a date mm/dd/yyyy and a time on 12 hours in English", async () => {
    await renderInApp(
      <>
        <DateField label="Date" name="date" value="20261201" onChange={noop} />
        <TimeField label="Time" name="time" value="2105" onChange={noop} />
      </>,
    );
    expect(shown("Date")).toBe("12/1/2026");
    expect(shown("Time")).toBe("9:05 PM");
  });
});
