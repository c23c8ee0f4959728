import type { FastifyInstance } from "fastify";
import { Counter, Gauge, Registry, collectDefaultMetrics } from "prom-client";
import type { AnswerKindStats } from "../db/answer-cache.ts";
import type { Database } from "../db/database.ts";
import { isLoopbackClient } from "./loopback-client.ts";
import { hasBearerToken } from "./bearer-token.ts";
import { addCallHook } from "./call-hooks.ts";
import { createCallDurations } from "./call-durations.ts";

/** The server's Prometheus metrics; one registry per app so tests and instances stay apart. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: createCallDurations(registry),
    commands: new Counter({
      name: "carport_remote_commands_total",
      help: "Remote commands finished, by command and outcome (success, failed, timeout).",
      labelNames: ["command", "outcome"],
      registers: [registry],
    }),
    statusReports: new Counter({
      name: "carport_vehicle_link_status_reports_total",
      help: "Status reports cars published: saved alone, or (with_result) already saved with the command result just before it.",
      labelNames: ["saved"],
      registers: [registry],
    }),
    refusedResults: new Counter({
      name: "carport_vehicle_link_refused_results_total",
      help: "Results a car published for a transaction that was not sent to it (dropped, status included).",
      registers: [registry],
    }),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** Each call's answers counted and timed, by call and HTTP status. */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  addCallHook(app, "onResponse", (call) => {
    const record = metrics.requests.recorderFor(call.name);
    return (_request, reply, done) => {
      record(reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
  });
}

/**
 * `GET /metrics`: request rates and latencies per call, commands by outcome, pending commands,
 * enrolled and connected vehicles, session cache, database pool. They tell a stranger how busy the
 * site is and which calls fail: only a client on this machine, or one sending `Authorization:
 * Bearer <metricsToken>` when one is configured, reads them (403 otherwise).
 */
export function registerMetrics(
  app: FastifyInstance,
  db: Database,
  metrics: Metrics,
  link: { connectedVehicles(): number },
  sessionCache: { stats(): { entries: number; hits: number; misses: number } },
  metricsToken?: string,
  answerCache?: { stats(): AnswerKindStats[] },
): void {
  if (answerCache) {
    new Gauge({
      name: "carport_answer_cache_entries",
      help: "Answers of everyday reads (vehicle lists, unread counts, finished commands…) this instance keeps in memory, by kind.",
      labelNames: ["kind"],
      registers: [metrics.registry],
      collect() {
        this.reset();
        for (const { name, entries } of answerCache.stats()) this.set({ kind: name }, entries);
      },
    });
    new Counter({
      name: "carport_answer_cache_lookups_total",
      help: "Everyday reads by kind and where they were answered from: memory (hit) or database (miss).",
      labelNames: ["kind", "result"],
      registers: [metrics.registry],
      collect() {
        this.reset();
        for (const { name, hits, misses } of answerCache.stats()) {
          this.inc({ kind: name, result: "hit" }, hits);
          this.inc({ kind: name, result: "miss" }, misses);
        }
      },
    });
  }
  new Gauge({
    name: "carport_pending_transactions",
    help: "Remote commands waiting for their vehicle.",
    registers: [metrics.registry],
    async collect() {
      const [row] = await db.query<{ n: number }>("select count(*)::int as n from remote_transactions where state = 'P'");
      this.set(row?.n ?? 0);
    },
  });
  new Gauge({
    name: "carport_enrolled_vehicles",
    help: "Vehicles enrolled to an account (each is provisioned on the vehicle link).",
    registers: [metrics.registry],
    async collect() {
      const [row] = await db.query<{ n: number }>("select count(*)::int as n from vehicles");
      this.set(row?.n ?? 0);
    },
  });
  new Gauge({
    name: "carport_connected_vehicles",
    help: "Vehicles connected to the vehicle link now, from the presence they report.",
    registers: [metrics.registry],
    collect() {
      this.set(link.connectedVehicles());
    },
  });
  new Gauge({
    name: "carport_session_cache_entries",
    help: "Session checks this instance keeps in memory.",
    registers: [metrics.registry],
    collect() {
      this.set(sessionCache.stats().entries);
    },
  });
  new Counter({
    name: "carport_session_cache_lookups_total",
    help: "Session checks by where they were answered from: cache (hit) or database (miss).",
    labelNames: ["result"],
    registers: [metrics.registry],
    collect() {
      const { hits, misses } = sessionCache.stats();
      this.reset();
      this.inc({ result: "hit" }, hits);
      this.inc({ result: "miss" }, misses);
    },
  });
  new Gauge({
    name: "carport_database_pool_connections",
    help: "Database connections by state (PostgreSQL pool; PGlite has one).",
    labelNames: ["state"],
    registers: [metrics.registry],
    collect() {
      const pool = db.poolStats();
      this.set({ state: "total" }, pool.total);
      this.set({ state: "idle" }, pool.idle);
      this.set({ state: "waiting" }, pool.waiting);
    },
  });

  app.get("/metrics", async (request, reply) => {
    if (!isLoopbackClient(request) && !(metricsToken && hasBearerToken(request.headers.authorization, metricsToken))) {
      return reply
        .status(403)
        .type("text/plain; charset=utf-8")
        .send("Metrics answer only on this machine, or with the metrics token (METRICS_TOKEN).");
    }
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
