import pino from "pino";
import type { FastifyBaseLogger } from "fastify";

/** Headers and fields that carry secrets: never written to the logs. */
const REDACTED = [
  "req.headers.accesstoken",
  "req.headers.authorization",
  "req.headers.pauth",
  "req.headers.cookie",
  "req.headers.transactionid",
];

/** Structured JSON logs (pino) with secrets redacted. */
export function createLogger(level: string): FastifyBaseLogger {
  return pino({ level, redact: REDACTED }) as FastifyBaseLogger;
}
