import { describe, expect, it } from "vitest";
import { redactUrl } from "./logger.ts";

describe("request URLs in the logs", () => {
  it("blank out the codes and login ids that mailed links carry", () => {
    expect(redactUrl("/resetpw/owner%40example.com?pin=s3cr3t&loginId=owner%40example.com&lang=1")).toBe(
      "/resetpw/[redacted]?pin=[redacted]&loginId=[redacted]&lang=1",
    );
    expect(redactUrl("/reportFraud/abcDEF123_-")).toBe("/reportFraud/[redacted]");
    expect(redactUrl("/otp/some-otp-key")).toBe("/otp/[redacted]");
    expect(redactUrl("/unlockAccount?loginId=a%40b.ca&lang=0")).toBe("/unlockAccount?loginId=[redacted]&lang=0");
    expect(redactUrl("/dev/outbox.json?to=a%40b.ca")).toBe("/dev/outbox.json?to=[redacted]");
    expect(redactUrl("/dealer/booking?token=eyJq.c2ln&lang=1")).toBe("/dealer/booking?token=[redacted]&lang=1");
    expect(redactUrl("/dealer/booking?lang=0&accessToken=eyJq.c2ln")).toBe("/dealer/booking?lang=0&accessToken=[redacted]");
    expect(redactUrl("/fod/manual?token=eyJq.c2ln&lang=0")).toBe("/fod/manual?token=[redacted]&lang=0");
  });

  it("leave other URLs as they are", () => {
    expect(redactUrl("/tods/api/lgnV2")).toBe("/tods/api/lgnV2");
    expect(redactUrl("/login?lang=1&brand=kci")).toBe("/login?lang=1&brand=kci");
  });
});
