import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { registerBrandAndLanguage } from "./http/brand-and-language.ts";
import { registerEnvelopeErrors } from "./http/envelope-errors.ts";
import { registerJsonBody } from "./http/json-body.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { registerAuthRoutes } from "./modules/auth/auth-routes.ts";
import { registerSessionHook } from "./modules/auth/session-hook.ts";
import { createSessionService } from "./modules/auth/session-service.ts";
import { registerTermsRoutes } from "./modules/terms/terms-routes.ts";
import { registerVehicleRoutes } from "./modules/vehicles/vehicle-routes.ts";
import { registerWebApp } from "./web/web-app.ts";

/** Headers and fields that carry secrets: never written to the logs. */
const REDACTED = [
  "req.headers.accesstoken",
  "req.headers.authorization",
  "req.headers.pauth",
  "req.headers.cookie",
];

/** Builds the server: external plugins, then app hooks and services, then one route module per area. */
export async function buildApp(config: Config, db: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === "silent" ? false : { level: config.LOG_LEVEL, redact: REDACTED },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: true,
  });

  registerJsonBody(app);
  registerEnvelopeErrors(app);
  registerBrandAndLanguage(app, { brandHosts: config.BRAND_HOSTS, defaultBrand: config.DEFAULT_BRAND });
  await registerOpenApi(app);

  const sessions = createSessionService(db, { ttlSeconds: config.TOKEN_TTL_SECONDS });
  registerSessionHook(app, db, sessions);

  app.get("/healthz", async () => {
    await db.query("select 1");
    return { status: "ok", database: db.kind };
  });

  registerAuthRoutes(app, db, sessions);
  registerTermsRoutes(app, db);
  registerVehicleRoutes(app, db);

  await registerWebApp(app, config.WEB_DIST);
  return app;
}
