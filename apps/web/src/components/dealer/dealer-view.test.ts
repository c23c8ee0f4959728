import { describe, expect, it } from "vitest";
import { clockText, dealerAddressLine, dealerWeek, weekdayName } from "./dealer-view.ts";

const hours = [
  { dayCode: 0, startTime: "1100", endTime: "1700" },
  { dayCode: 1, startTime: "0900", endTime: "2100" },
  { dayCode: 6, startTime: "0900", endTime: "1700" },
];

describe("dealer hours", () => {
  it("list the week Monday first and Sunday (day code 0) last, closed days included", () => {
    const week = dealerWeek(hours, "en");
    expect(week.map((d) => d.dayCode)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(week[0]).toEqual({ dayCode: 1, day: "Monday", hours: "9:00 AM – 9:00 PM" });
    expect(week[1]!.hours).toBeNull();
    expect(week[6]).toEqual({ dayCode: 0, day: "Sunday", hours: "11:00 AM – 5:00 PM" });
  });

  it("write day names and times in French", () => {
    const week = dealerWeek(hours, "fr");
    expect(week[6]!.day).toBe("dimanche");
    expect(week[0]!.hours).toBe("9 h 00 – 21 h 00");
    expect(weekdayName("fr", 6)).toBe("samedi");
  });

  it("treat a malformed time as closed rather than inventing one", () => {
    expect(clockText("en", "2500")).toBeNull();
    expect(clockText("en", "9:00")).toBeNull();
    expect(dealerWeek([{ dayCode: 2, startTime: "x", endTime: "1700" }], "en")[1]!.hours).toBeNull();
  });

  it("put the address on one line", () => {
    expect(dealerAddressLine({ street: "1200 Carling Ave", city: "Ottawa", province: "ON", postalCode: "K1Z 7K8" })).toBe(
      "1200 Carling Ave, Ottawa ON K1Z 7K8",
    );
  });
});
