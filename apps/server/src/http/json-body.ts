import type { FastifyInstance } from "fastify";

/**
 * Calls without a body may arrive with an empty body or none at all, with or without a JSON
 * content type (public clients differ); all of them read as `{}`.
 */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  // Named as well as caught by "*": Fastify remembers the parser of a named type, and looks the
  // catch-all up again on every request.
  app.addContentTypeParser(["application/json", "*"], { parseAs: "string" }, (_request, text, done) => {
    const body = typeof text === "string" ? text.trim() : "";
    if (body === "") return done(null, {});
    try {
      done(null, JSON.parse(body));
    } catch {
      const error = Object.assign(new Error("Body is not valid JSON"), { statusCode: 400 });
      done(error, undefined);
    }
  });
}
