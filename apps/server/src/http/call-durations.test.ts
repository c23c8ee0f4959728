import { describe, expect, it } from "vitest";
import { Histogram, Registry } from "prom-client";
import { createCallDurations } from "./call-durations.ts";

/** Answers as [call, HTTP status, seconds]: on a bucket's bound, between bounds, beyond the last one. */
const ANSWERS: Array<[string, number, number]> = [
  ["vhcllst", 200, 0.0004],
  ["vhcllst", 200, 0.005],
  ["vhcllst", 200, 0.0051],
  ["vhcllst", 200, 3.2],
  ["vhcllst", 400, 0.02],
  ["lgn", 200, 0.3],
];

function promClientText(answers: typeof ANSWERS) {
  const registry = new Registry();
  const histogram = new Histogram({
    name: "carport_api_request_duration_seconds",
    help: "Time to answer a /tods/api call, by call name and HTTP status.",
    labelNames: ["call", "status"],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  for (const [call, status, seconds] of answers) histogram.observe({ call, status: String(status) }, seconds);
  return registry.metrics();
}

describe("the call durations histogram", () => {
  it("reads on /metrics exactly as prom-client's own Histogram of the same answers", async () => {
    const registry = new Registry();
    const durations = createCallDurations(registry);
    for (const [call, status, seconds] of ANSWERS) durations.recorderFor(call)(status, seconds);
    const text = await registry.metrics();
    expect(text).toBe(await promClientText(ANSWERS));
    expect(text).toContain('carport_api_request_duration_seconds_bucket{le="0.005",call="vhcllst",status="200"} 2');
    expect(text).toContain('carport_api_request_duration_seconds_bucket{le="+Inf",call="vhcllst",status="200"} 4');
  });

  it("starts again from nothing when the registry is reset, recorders made before still counting", async () => {
    const registry = new Registry();
    const durations = createCallDurations(registry);
    const record = durations.recorderFor("vhcllst");
    record(200, 0.001);
    registry.resetMetrics();
    record(200, 0.3);
    expect(await registry.metrics()).toBe(await promClientText([["vhcllst", 200, 0.3]]));
  });

  it("shows no line for a call not answered yet", async () => {
    const registry = new Registry();
    createCallDurations(registry).recorderFor("vhcllst");
    expect(await registry.metrics()).not.toContain("vhcllst");
  });
});
