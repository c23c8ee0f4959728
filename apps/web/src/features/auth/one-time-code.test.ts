import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { afterFailedCheck, codeDigits, codeProblem, NO_TRIES, OTP_MAX_TRIES } from "./one-time-code.ts";

const wrong = (left: number) => new ApiError("7549", `The one-time code is wrong. ${left} attempt${left > 1 ? "s" : ""} left.`);

describe("one-time code entry", () => {
  it("keeps the digits of what is typed or pasted, six at most", () => {
    expect(codeDigits("123 456")).toBe("123456");
    expect(codeDigits(" 12-34-56-78")).toBe("123456");
    expect(codeDigits("abc")).toBe("");
  });

  it("needs exactly six digits", () => {
    expect(codeProblem("")).toBe("required");
    expect(codeProblem("12345")).toBe("format");
    expect(codeProblem("123456")).toBeNull();
  });

  it("allows three wrong codes, then asks for a new one", () => {
    let tries = NO_TRIES;
    tries = afterFailedCheck(tries, wrong(2));
    expect(tries).toEqual({ used: 1, exhausted: false });
    tries = afterFailedCheck(tries, wrong(1));
    expect(tries).toEqual({ used: 2, exhausted: false });
    // The server's count is not needed: the client stops at the third whatever it says.
    tries = afterFailedCheck(tries, wrong(5));
    expect(tries).toEqual({ used: OTP_MAX_TRIES, exhausted: true });
  });

  it("ends the code at once when the server names no tries left (expired or dead)", () => {
    expect(afterFailedCheck(NO_TRIES, new ApiError("7549", "The one-time code is wrong or has expired."))).toEqual({
      used: 1,
      exhausted: true,
    });
  });

  it("uses no try for other failures (network, rate limit)", () => {
    expect(afterFailedCheck(NO_TRIES, new ApiError("transport", ""))).toBe(NO_TRIES);
    expect(afterFailedCheck(NO_TRIES, new ApiError("7429", "Too many requests."))).toBe(NO_TRIES);
    expect(afterFailedCheck(NO_TRIES, new Error("x"))).toBe(NO_TRIES);
  });
});
