import { describe, expect, it } from "vitest";
import { parseRememberedEmail, REMEMBER_ME_COOKIE } from "@carport/domain";
import { rememberMeCookie } from "./remember-me.ts";

describe("remember-me cookie", () => {
  it("lasts one day (1440 minutes) and round-trips the e-mail", () => {
    const cookie = rememberMeCookie("owner+test@hacc.test", true);
    expect(cookie).toContain("Max-Age=86400");
    expect(cookie).toContain("Secure");
    const pair = cookie.split(";")[0]!;
    expect(parseRememberedEmail(`other=1; ${pair}`)).toBe("owner+test@hacc.test");
  });

  it("forgets the e-mail with an expired cookie", () => {
    expect(rememberMeCookie(null, false)).toMatch(new RegExp(`^${REMEMBER_ME_COOKIE}=; Max-Age=0`));
    expect(parseRememberedEmail(`${REMEMBER_ME_COOKIE}=`)).toBeNull();
    expect(parseRememberedEmail("a=b")).toBeNull();
  });
});
