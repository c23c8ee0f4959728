import { describe, expect, it } from "vitest";
import { applicationServerKey } from "./push-key.ts";

describe("applicationServerKey", () => {
  it("decodes base64url without padding", () => {
    expect([...applicationServerKey("BP8A-_8")]).toEqual([0x04, 0xff, 0x00, 0xfb, 0xff]);
  });
});
