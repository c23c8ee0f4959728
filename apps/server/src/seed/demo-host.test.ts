import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { demoBanner } from "./demo-banner.ts";

describe("where npm start listens", () => {
  it("listens on loopback unless HOST says otherwise, and the demo banner says which", () => {
    const config = loadConfig({ DATA_DIR: "memory://" });
    expect(config.HOST).toBe("127.0.0.1");
    expect(demoBanner(config.HOST, "http://127.0.0.1:8080")).toContain("It listens on 127.0.0.1 only");
    const open = loadConfig({ DATA_DIR: "memory://", HOST: "0.0.0.0" });
    expect(open.HOST).toBe("0.0.0.0");
    expect(demoBanner(open.HOST, "http://0.0.0.0:8080")).toContain("listens on every interface");
  });
});
