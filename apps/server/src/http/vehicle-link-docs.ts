import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { LINK_CHANNELS, vehicleLinkAsyncApi } from "@carport/telematics";
import { REPO_ROOT } from "../config.ts";
import { escapeHtml } from "./escape-html.ts";

const GUIDE = path.join(REPO_ROOT, "docs", "vehicle-link.md");

function page(namespace: string, guide: string): string {
  const document = vehicleLinkAsyncApi(namespace);
  const messages = document.components.messages as Record<string, { payload: unknown }>;
  const rows = LINK_CHANNELS.map(
    (c) =>
      `<tr><th scope="row"><code>${escapeHtml(`${namespace}/vehicles/{vin}/${c.kind}`)}</code></th><td>${c.from} → ${c.from === "car" ? "cloud" : "car"}</td><td>${c.qos}</td><td>${c.retained ? "yes" : "no"}</td><td>${escapeHtml(c.summary)}</td></tr>`,
  ).join("\n");
  const schemas = LINK_CHANNELS.map(
    (c) => `<details><summary>${c.kind}</summary><pre>${escapeHtml(JSON.stringify(messages[c.kind]!.payload, null, 2))}</pre></details>`,
  ).join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Carport vehicle link</title></head>
<body><main>
<h1>Carport vehicle link</h1>
<p>The device protocol between Carport and a car: MQTT, JSON messages, one identity per car.
The machine-readable description is <a href="/docs/vehicle-link.json">AsyncAPI 3 (JSON)</a>.</p>
<h2>Topics</h2>
<table><thead><tr><th scope="col">topic</th><th scope="col">direction</th><th scope="col">QoS</th><th scope="col">retained</th><th scope="col">what</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<h2>Message schemas</h2>
${schemas}
<h2>Connect a car</h2>
<pre>${escapeHtml(guide)}</pre>
</main></body></html>`;
}

/** /docs/vehicle-link: the device protocol and the guide "connect a car"; /docs/vehicle-link.json: its AsyncAPI document. */
export function registerVehicleLinkDocs(app: FastifyInstance, namespace: string): void {
  const guide = fs.existsSync(GUIDE) ? fs.readFileSync(GUIDE, "utf8") : "";
  app.get("/docs/vehicle-link", (_request, reply) => reply.type("text/html; charset=utf-8").send(page(namespace, guide)));
  app.get("/docs/vehicle-link.json", (_request, reply) => reply.send(vehicleLinkAsyncApi(namespace)));
}
