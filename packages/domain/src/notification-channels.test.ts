import { describe, expect, it } from "vitest";
import { channelInputProblems, receiverAnswerOutcome, receiverUrlProblem } from "./notification-channels.ts";

const PRODUCTION = { localReceiver: false };
const TESTS = { localReceiver: true };
const webhook = { kind: "webhook" as const, label: "", url: "https://hooks.example.com/carport", topic: "", token: "" };

describe("receiverUrlProblem", () => {
  it("takes https URLs on any port", () => {
    expect(receiverUrlProblem("https://ntfy.example.com", PRODUCTION)).toBeNull();
    expect(receiverUrlProblem("https://gotify.example.com:8443/sub", PRODUCTION)).toBeNull();
  });

  it("refuses plain http, credentials in the URL, fragments and other schemes", () => {
    expect(receiverUrlProblem("http://hooks.example.com/x", PRODUCTION)).toBe("NOT_HTTPS");
    expect(receiverUrlProblem("https://user:pw@hooks.example.com/x", PRODUCTION)).toBe("URL_INVALID");
    expect(receiverUrlProblem("https://hooks.example.com/x#a", PRODUCTION)).toBe("URL_INVALID");
    expect(receiverUrlProblem("file:///etc/passwd", PRODUCTION)).toBe("URL_INVALID");
    expect(receiverUrlProblem("not a url", PRODUCTION)).toBe("URL_INVALID");
    expect(receiverUrlProblem(`https://h.example.com/${"a".repeat(1100)}`, PRODUCTION)).toBe("TOO_LONG");
  });

  it("lets http reach this machine only when a local receiver is allowed", () => {
    expect(receiverUrlProblem("http://127.0.0.1:9999/hook", PRODUCTION)).toBe("NOT_HTTPS");
    expect(receiverUrlProblem("http://127.0.0.1:9999/hook", TESTS)).toBeNull();
    expect(receiverUrlProblem("http://localhost:9999/hook", TESTS)).toBeNull();
    expect(receiverUrlProblem("http://10.0.0.1/hook", TESTS)).toBe("NOT_HTTPS");
  });
});

describe("channelInputProblems", () => {
  it("accepts a webhook with or without a token", () => {
    expect(channelInputProblems(webhook, PRODUCTION)).toEqual([]);
    expect(channelInputProblems({ ...webhook, token: "s3cret-token" }, PRODUCTION)).toEqual([]);
  });

  it("wants an ntfy topic and a Gotify token, each by its field", () => {
    expect(channelInputProblems({ ...webhook, kind: "ntfy" }, PRODUCTION)).toEqual([{ field: "topic", reason: "REQUIRED" }]);
    expect(channelInputProblems({ ...webhook, kind: "ntfy", topic: "car alerts" }, PRODUCTION)).toEqual([
      { field: "topic", reason: "TOPIC_INVALID" },
    ]);
    expect(channelInputProblems({ ...webhook, kind: "ntfy", topic: "car_alerts" }, PRODUCTION)).toEqual([]);
    expect(channelInputProblems({ ...webhook, kind: "gotify" }, PRODUCTION)).toEqual([{ field: "token", reason: "REQUIRED" }]);
    expect(channelInputProblems({ ...webhook, kind: "gotify", token: "AbC.123" }, PRODUCTION)).toEqual([]);
    expect(channelInputProblems({ ...webhook, topic: "x" }, PRODUCTION)).toEqual([{ field: "topic", reason: "NOT_ALLOWED" }]);
  });

  it("refuses a token that cannot go in a header and an unknown kind", () => {
    expect(channelInputProblems({ ...webhook, token: "two words" }, PRODUCTION)).toEqual([{ field: "token", reason: "TOKEN_INVALID" }]);
    expect(channelInputProblems({ ...webhook, kind: "telex" as "webhook" }, PRODUCTION)[0]).toEqual({ field: "kind", reason: "UNKNOWN" });
  });
});

describe("receiverAnswerOutcome", () => {
  it("retries what may pass later and refuses redirects and other 4xx for good", () => {
    expect([200, 201, 204].map(receiverAnswerOutcome)).toEqual(["delivered", "delivered", "delivered"]);
    expect([429, 500, 503, 408].map(receiverAnswerOutcome)).toEqual(["retry", "retry", "retry", "retry"]);
    expect([301, 307, 400, 401, 404].map(receiverAnswerOutcome)).toEqual(["refused", "refused", "refused", "refused", "refused"]);
  });
});
