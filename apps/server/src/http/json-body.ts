import type { FastifyInstance, FastifyRequest } from "fastify";
import { invalidFieldDescription, parseLanguageId } from "@carport/protocol";
import { ApiError } from "./api-error.ts";
import { jsonShapeProblem } from "./json-shape.ts";

/** Deepest nesting of arrays and objects a body may have: the calls' own bodies stay under 6. */
export const MAX_JSON_DEPTH = 32;
/** Most values a body may hold (every array item and object member counted): the largest call's body holds a few hundred. */
export const MAX_JSON_ENTRIES = 5000;

function refuse(request: FastifyRequest, field: string, reason: string, status: number): ApiError {
  const language = request.language ?? parseLanguageId(request.headers.language);
  return new ApiError("7998", invalidFieldDescription(field, reason, language), status);
}

/**
 * Bodies are JSON, sent as `application/json`: any other content type with a body (`text/plain`,
 * which any web page may send without asking, or none at all) is refused with 415 before anything
 * reads it. Calls without a body may arrive with an empty body or none at all, with or without a
 * JSON content type (public clients differ); all of them read as `{}`. A JSON body's size (the
 * body limit), depth and number of values are bounded before it is parsed, so nothing after
 * (the NUL check, the schemas, the handlers) ever walks a hostile shape.
 */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, text, done) => {
    const body = typeof text === "string" ? text.trim() : "";
    if (body === "") return done(null, {});
    const problem = jsonShapeProblem(body, { maxDepth: MAX_JSON_DEPTH, maxEntries: MAX_JSON_ENTRIES });
    if (problem) return done(refuse(request, "body", problem, 400), undefined);
    try {
      done(null, JSON.parse(body));
    } catch {
      const error = Object.assign(new Error("Body is not valid JSON"), { statusCode: 400 });
      done(error, undefined);
    }
  });
  app.addContentTypeParser("*", { parseAs: "string" }, (request, text, done) => {
    if ((typeof text === "string" ? text.trim() : "") === "") return done(null, {});
    done(refuse(request, "content-type", "want application/json", 415), undefined);
  });
}
