import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { failure, invalidFieldDescription } from "@carport/protocol";
import { appContentSecurityPolicy } from "../http/security-headers.ts";

/** Paths that belong to the server, never to the browser app's router. */
const SERVER_PATHS = /^\/(tods\/|healthz|docs|dev\/|dealer\/)/;

/**
 * Serves the built browser app on the same port: its files, and index.html (with the request's
 * brand written into `data-brand`) for every other GET so the app's router decides the page.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, "index.html");
  const available = fs.existsSync(indexPath);
  if (available) {
    await app.register(fastifyStatic, { root: distDir, index: false, wildcard: false, maxAge: "1y", immutable: true,
      allowedPath: (pathName) => pathName.startsWith("/assets/") || /^\/[\w.-]+\.(svg|ico|png|txt|webmanifest)$/.test(pathName) });
  }
  const indexHtml = available ? fs.readFileSync(indexPath, "utf8") : "";

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET" || SERVER_PATHS.test(request.url)) {
      return reply
        .status(404)
        .send(failure("7998", invalidFieldDescription("path", `unknown call ${request.url.split("?")[0]}`, request.language)));
    }
    if (!available) {
      return reply.status(503).type("text/plain").send("The web app is not built yet: run `npm run build`.");
    }
    const nonce = randomBytes(16).toString("base64");
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("content-security-policy", appContentSecurityPolicy(nonce))
      .send(
        indexHtml
          .replace(/data-brand="[a-z]*"/, `data-brand="${request.brand}"`)
          .replace("<head>", `<head><meta name="csp-nonce" nonce="${nonce}">`),
      );
  });
}
