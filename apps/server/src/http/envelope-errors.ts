import type { FastifyInstance } from "fastify";
import { errorDescription, failure, invalidFieldDescription, parseLanguageId } from "@carport/protocol";
import { isDatabaseOutage } from "../db/database.ts";
import { ApiError } from "./api-error.ts";

/** Answers every failure under /tods/api as the envelope; never a stack trace. */
export function registerEnvelopeErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const language = request.language ?? parseLanguageId(request.headers.language);
    if (error instanceof ApiError) {
      return reply.status(error.httpStatus).send(failure(error.code, error.description ?? errorDescription(error.code, language)));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send(failure("7998", invalidFieldDescription("body", "too large", language)));
    }
    if (status === 429) {
      return reply.status(429).send(failure("7429", errorDescription("7429", language)));
    }
    if (status >= 400 && status < 500) {
      return reply.status(400).send(failure("7998", invalidFieldDescription("body", "not valid JSON", language)));
    }
    if (isDatabaseOutage(error)) {
      request.log.error({ err: { message: error.message, code: error.code } }, "database unavailable");
      return reply.status(503).send(failure("7999", errorDescription("7999", language)));
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send(failure("7999", errorDescription("7999", language)));
  });
}
