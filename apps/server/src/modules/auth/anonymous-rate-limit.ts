import type { FastifyInstance } from "fastify";
import rateLimit, { type RateLimitPluginOptions } from "@fastify/rate-limit";
import { ApiError } from "../../http/api-error.ts";

/**
 * Where the counters live. In memory today: right for one server process. Several instances
 * behind a load balancer need a shared store: when REDIS_URL comes, answer `{ redis: new Redis(url) }`
 * here (the plugin's own Redis store) and nothing else changes.
 */
function rateLimitStore(): Pick<RateLimitPluginOptions, "redis" | "store"> {
  return {};
}

/**
 * Limits every anonymous call of the protocol (sign-in, captcha, recovery, fraud, terms text) per
 * client address: `perMinute` calls in a minute, all anonymous calls together; over it, HTTP 429
 * with the envelope (7429) and a `retry-after` header. Calls with a session are not limited here.
 * Must be registered before the routes.
 */
export async function registerAnonymousRateLimit(app: FastifyInstance, options: { perMinute: number }): Promise<void> {
  await app.register(rateLimit, { global: false, ...rateLimitStore() });
  // Keyed by the client address as the plugin normalizes it (an IPv6 client counts per /64).
  const limit = app.createRateLimit({ max: options.perMinute, timeWindow: 60_000 });
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.config.call?.access !== "anonymous") return;
    const verdict = await limit(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    reply.header("retry-after", String(verdict.ttlInSeconds));
    throw new ApiError("7429", undefined, 429);
  });
}
