import type { FastifyInstance } from "fastify";
import { demoPagesLoopbackOnly } from "../../http/loopback-client.ts";
import { vinSchema } from "@carport/domain";
import type { ScreenMessage } from "@carport/telematics";
import { escapeHtml } from "../../http/escape-html.ts";
import type { VehicleLinkGateway } from "../vehicle-link/index.ts";

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = `
  body { font-family: system-ui, sans-serif; font-size: 1rem; line-height: 1.5; color: #1a1a1a; background: #fff; margin: 0 auto; max-width: 40rem; padding: 1rem; }
  h1 { font-size: 1.75rem; } .code { font-size: 2.5rem; letter-spacing: .3rem; font-weight: bold; }
  label { font-weight: bold; margin-right: .5rem; } input, button { font-size: 1rem; padding: .4rem .6rem; }
  input:focus, button:focus, a:focus { outline: 3px solid #0047b3; outline-offset: 2px; } a { color: #0047b3; }
`;

function vinOf(query: unknown): string | null {
  const parsed = vinSchema.safeParse((query as Record<string, unknown> | undefined)?.vin);
  return parsed.success ? parsed.data : null;
}

function screenText(screen: ScreenMessage | undefined): string {
  if (!screen || screen.view === "home") return "<p>The car's screen shows its home page: no enrollment code.</p>";
  if (screen.view === "enrollmentCodeExpired") return "<p>The car's screen says the enrollment code has expired.</p>";
  return `<p>In-car enrollment code:</p><p class="code">${escapeHtml(screen.code)}</p>
<p>Valid until <time datetime="${escapeHtml(screen.expiresAt)}">${escapeHtml(screen.expiresAt.replace("T", " ").slice(0, 19))} UTC</time>.</p>`;
}

/**
 * What a simulated car's screen shows (demo mode only): the in-car enrollment code the owner
 * would read in the car, as a page and as JSON for tests and scripts.
 */
export function registerCarScreenRoutes(app: FastifyInstance, gateway: VehicleLinkGateway): void {
  app.get("/dev/car-screen", { onRequest: demoPagesLoopbackOnly }, async (request, reply) => {
    const vin = vinOf(request.query);
    const body = vin ? `<h2>${escapeHtml(vin)}</h2><div role="status">${screenText(gateway.screenOf(vin))}</div>` : "";
    return reply.type("text/html; charset=utf-8").header("content-security-policy", PAGE_CSP).header("cache-control", "no-store")
      .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Car screen – Carport (demo)</title><style>${STYLE}</style></head>
<body><main>
<h1>Car screen</h1>
<p>What a simulated car's screen shows. Demo mode only.</p>
<form method="get" action="/dev/car-screen">
  <label for="vin">VIN</label><input id="vin" name="vin" type="text" value="${escapeHtml(vin ?? "")}" autocomplete="off">
  <button type="submit">Show</button>
</form>
${body}
</main></body></html>`);
  });

  app.get("/dev/car-screen.json", { onRequest: demoPagesLoopbackOnly }, async (request, reply) => {
    const vin = vinOf(request.query);
    if (!vin) return reply.status(400).send({ error: "vin required" });
    return reply.header("cache-control", "no-store").send({ vin, screen: gateway.screenOf(vin) ?? { view: "home" } });
  });
}
