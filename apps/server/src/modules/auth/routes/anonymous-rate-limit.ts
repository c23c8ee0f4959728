import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import rateLimit, { type RateLimitPluginOptions } from "@fastify/rate-limit";
import { Redis } from "ioredis";
import { ApiError } from "../../../http/api-error.ts";
import { addCallHook } from "../../../http/call-hooks.ts";

/** Where the counters live: shared Redis when several instances serve one site. */
export interface RateLimitStoreOptions {
  /** redis:// address; unset, the counters stay in this process (right for one instance). */
  redisUrl?: string | undefined;
  /** Prefix of every key, so deployments (or test runs) sharing a Redis stay apart. */
  keyPrefix: string;
}

/**
 * The plugin's own Redis store when REDIS_URL is set, so every instance behind a load balancer
 * counts the same calls; the connection closes with the app. A Redis that does not answer fails
 * the call (500) rather than letting every call through unlimited.
 */
function rateLimitStore(app: FastifyInstance, options: RateLimitStoreOptions): Pick<RateLimitPluginOptions, "redis" | "nameSpace"> {
  if (!options.redisUrl) return {};
  // The plugin's recommended settings: give up quickly instead of queueing calls behind a dead Redis.
  const redis = new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
  app.addHook("onClose", async () => {
    await redis.quit();
  });
  return { redis, nameSpace: `${options.keyPrefix}anon-rate-limit:` };
}

/**
 * Limits every anonymous call of the protocol (sign-in, captcha, recovery, fraud, terms text) per
 * client address: `perMinute` calls in a minute, all anonymous calls together; over it, HTTP 429
 * with the envelope (7429) and a `retry-after` header. Calls with a session are not limited here.
 * Must be registered before the routes.
 */
export async function registerAnonymousRateLimit(
  app: FastifyInstance,
  options: { perMinute: number } & RateLimitStoreOptions,
): Promise<void> {
  await app.register(rateLimit, { global: false, ...rateLimitStore(app, options) });
  // Keyed by the client address as the plugin normalizes it (an IPv6 client counts per /64).
  const limit = app.createRateLimit({ max: options.perMinute, timeWindow: 60_000 });
  addCallHook(app, "onRequest", (call) => (call.access === "anonymous" ? limitCall : undefined));
  async function limitCall(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const verdict = await limit(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    reply.header("retry-after", String(verdict.ttlInSeconds));
    throw new ApiError("7429", undefined, 429);
  }
}
