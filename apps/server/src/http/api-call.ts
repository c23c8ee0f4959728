import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { API_PREFIX, CALLS, invalidFieldDescription, success, type CallDefinition, type CallId } from "@carport/protocol";
import { ApiError } from "./api-error.ts";
import type { ScopedVehicle, Session } from "./request-context.ts";

/** The session a call's handler is given: present for every signed-in call (the session hook answered the others). */
export type SessionOf<Id extends CallId> = (typeof CALLS)[Id] extends { access: "session" } ? Session : null;
/** The vehicle a call's handler is given: present for every vehicle-scoped call, the account's own or shared with it. */
export type VehicleOf<Id extends CallId> = (typeof CALLS)[Id] extends { vehicleScoped: true } ? ScopedVehicle : null;

/** What a call handler sees: the parsed body, the session and vehicle its access level guarantees, and the request (brand, language). */
export interface CallContext<Id extends CallId> {
  body: z.output<(typeof CALLS)[Id]["request"]>;
  session: SessionOf<Id>;
  vehicle: VehicleOf<Id>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<Id extends CallId> = (context: CallContext<Id>) => Promise<z.input<(typeof CALLS)[Id]["result"]>>;

/**
 * Results a handler gives again and again while they stay the same (a vehicle's last status, kept
 * in memory): each is shaped and serialised once, then sent as it is. Their objects must not change.
 * Kept as bytes: a string would be encoded to UTF-8 again on every send.
 */
const serialisedAnswers = new WeakMap<object, Buffer | null>();

/** Marks a result as unchanging (see serialisedAnswers); answers it. */
export function unchangingResult<T extends object>(result: T): T {
  if (!serialisedAnswers.has(result)) serialisedAnswers.set(result, null);
  return result;
}

/**
 * The body with the call's (q) parameters taken from the query string where the body lacks them:
 * the specification writes them as query parameters, and clients send them either way.
 */
function withQueryParameters(names: readonly string[] | undefined, body: unknown, query: unknown): unknown {
  if (!names?.length || !query || typeof query !== "object") return body;
  if (body !== undefined && (body === null || typeof body !== "object" || Array.isArray(body))) return body;
  const merged: Record<string, unknown> = { ...(body as Record<string, unknown> | undefined) };
  for (const name of names) {
    const value = (query as Record<string, unknown>)[name];
    if (merged[name] === undefined && typeof value === "string") merged[name] = value;
  }
  return merged;
}

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
        const input =
          call.method === "GET" ? request.query : withQueryParameters((call as CallDefinition).queryParams, request.body, request.query);
        const parsed = call.request.safeParse(input === undefined ? {} : input);
        if (!parsed.success) {
          // A command refused as malformed keeps its pAuth; a bad pAuth is refused first (7317).
          await request.commandAuthorization?.check();
          const issue = parsed.error.issues[0]!;
          const field = issue.path.length ? issue.path.join(".") : "body";
          throw new ApiError("7998", invalidFieldDescription(field, issue.message, request.language), 400);
        }
        // The session hook ran before: a signed-in call has its session, a vehicle-scoped one its vehicle.
        const session = (call.access === "session" ? request.session : null) as SessionOf<Id>;
        const vehicle = (call.vehicleScoped ? request.vehicle : null) as VehicleOf<Id>;
        const result = await handler({ body: parsed.data as CallContext<Id>["body"], session, vehicle, request, reply });
        const serialised = serialisedAnswers.get(result);
        if (serialised === undefined) return success(call.result.parse(result));
        const bytes = serialised ?? Buffer.from(JSON.stringify(success(call.result.parse(result))));
        if (serialised === null) serialisedAnswers.set(result, bytes);
        return reply.type("application/json; charset=utf-8").send(bytes);
      },
    });
  }
}
