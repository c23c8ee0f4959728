import { describe, expect, it } from "vitest";
import { appointmentPath, offersAppointment } from "./appointment.ts";

describe("dealer appointment", () => {
  it("is offered by the dealer-service brand for a vehicle with a dealer code only", () => {
    expect(offersAppointment("hacc", "HACC-D01")).toBe(true);
    expect(offersAppointment("hacc", "")).toBe(false);
    expect(offersAppointment("hacc", null)).toBe(false);
    expect(offersAppointment("kci", "KCI-D01")).toBe(false);
    expect(offersAppointment("gen", "GEN-D01")).toBe(false);
  });

  it("opens /support/appointment with the dealer code and language", () => {
    expect(appointmentPath("HACC-D01", 1)).toBe("/support/appointment?dealerCode=HACC-D01&lang=1");
    expect(appointmentPath("A B&C", 0)).toBe("/support/appointment?dealerCode=A+B%26C&lang=0");
  });
});
