import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { API_PREFIX, CALLS, invalidFieldDescription, type CallId } from "@carport/protocol";
import { ApiError } from "./api-error.ts";
import type { CallContext } from "./api-call.ts";

/** A file name safe inside a quoted content-disposition (letters, digits, dot, dash, underscore). */
const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, "_");

/**
 * Serves a GET call of the table whose success is a CSV file (`responseType: "text/csv"`):
 * the query validated by the call's schema like any call (7998 naming the field, refusals in the
 * envelope), the handler's text sent as an attachment.
 */
export function serveCsvCall<Id extends CallId>(
  app: FastifyInstance,
  id: Id,
  handler: (context: CallContext<Id>) => Promise<{ filename: string; csv: string }>,
): void {
  const call = CALLS[id];
  app.route({
    method: "GET",
    url: `${API_PREFIX}/${call.name}`,
    config: { call },
    handler: async (request, reply) => {
      const parsed = call.request.safeParse(request.query ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = issue.path.length ? issue.path.join(".") : "query";
        throw new ApiError("7998", invalidFieldDescription(field, issue.message, request.language), 400);
      }
      // The session hook ran before: as in serveCall, a signed-in call has its session, a vehicle-scoped one its vehicle.
      const session = (call.access === "session" ? request.session : null) as CallContext<Id>["session"];
      const vehicle = (call.vehicleScoped ? request.vehicle : null) as CallContext<Id>["vehicle"];
      const { filename, csv } = await handler({
        body: parsed.data as z.output<(typeof CALLS)[Id]["request"]>,
        session,
        vehicle,
        request,
        reply,
      });
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${safeFileName(filename)}"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  });
}
