import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  API_PREFIX,
  CALLS,
  invalidFieldDescription,
  success,
  type CallId,
} from "@carport/protocol";
import { ApiError } from "./api-error.ts";

/** What a call handler sees: the parsed body and the request (with session, vehicle, brand, language). */
export interface CallContext<Id extends CallId> {
  body: z.output<(typeof CALLS)[Id]["request"]>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<Id extends CallId> = (
  context: CallContext<Id>,
) => Promise<z.input<(typeof CALLS)[Id]["result"]>>;

/**
 * Serves one call of the protocol table at its name and every alias: validates the body with the
 * call's schema (7998 naming the field), runs the handler, and shapes the answer through the
 * result schema so internal fields never leak.
 */
export function serveCall<Id extends CallId>(app: FastifyInstance, id: Id, handler: CallHandler<Id>): void {
  const call = CALLS[id];
  for (const name of [call.name, ...call.aliases]) {
    app.route({
      method: call.method,
      url: `${API_PREFIX}/${name}`,
      config: { call },
      ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
      handler: async (request, reply) => {
        const input = call.method === "GET" ? request.query : request.body;
        const parsed = call.request.safeParse(input === undefined ? {} : input);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          const field = issue.path.length ? issue.path.join(".") : "body";
          throw new ApiError("7998", invalidFieldDescription(field, issue.message, request.language), 400);
        }
        const result = await handler({ body: parsed.data as CallContext<Id>["body"], request, reply });
        return success(call.result.parse(result));
      },
    });
  }
}
