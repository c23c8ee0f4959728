import type { FastifyInstance } from "fastify";
import { success, type BrandCode } from "@carport/protocol";
import { gatherWritesPerTurn } from "@carport/telematics";
import type { Database } from "../../db/database.ts";
import { ApiError } from "../../http/api-error.ts";
import type { SessionService } from "../auth/index.ts";
import { findToken, findTokens, type TokenRecord } from "../auth/index.ts";
import type { RemoteCommandService } from "../remote/index.ts";
import type { VehicleLinkGateway } from "../vehicle-link/index.ts";
import { openLiveHub, type LiveEventName, type LiveStream } from "./live-hub.ts";
import { issueTicket, redeemTicket } from "./live-tickets.ts";

/** Where the browser gets a ticket (POST, token in the header) and opens its stream (GET ?ticket=). */
export const LIVE_TICKET_PATH = "/tods/live/ticket";
export const LIVE_EVENTS_PATH = "/tods/live/events";
/** Streams one account may hold open on one instance (tabs and devices): each holds a connection. */
export const MAX_STREAMS_PER_ACCOUNT = 20;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

/** Whether a token still lets its holder in: not revoked, not expired, its account active, of this brand. */
function admits(token: TokenRecord | null | undefined, brand: BrandCode): boolean {
  return (
    !!token &&
    !token.revoked_at &&
    new Date(token.expires_at).getTime() > Date.now() &&
    token.brand === brand &&
    token.account_status !== "deactivated"
  );
}

/** Of these streams' tokens (by hash), those that still let their holder in: one query for them all. */
async function tokensAdmitting(db: Database, streams: Array<{ tokenHash: string; brand: BrandCode }>): Promise<Set<string>> {
  const tokens = await findTokens(db, [...new Set(streams.map((stream) => stream.tokenHash))]);
  return new Set(streams.filter((stream) => admits(tokens.get(stream.tokenHash), stream.brand)).map((stream) => stream.tokenHash));
}

/** The live updates: one Server-Sent Events stream per browser tab (see live-hub.ts for what it carries). */
export async function registerLiveRoutes(
  app: FastifyInstance,
  db: Database,
  sessions: SessionService,
  gateway: VehicleLinkGateway,
  /** A comment on every stream this often keeps proxies from closing it, and every stream's token is checked again. */
  heartbeatSeconds: number,
  commands: Pick<RemoteCommandService, "pendingRecordedHere">,
) {
  const hub = await openLiveHub(db, gateway, (streams) => tokensAdmitting(db, streams), app.log, commands.pendingRecordedHere);
  app.decorate("liveHub", hub);
  const heartbeats = new Set<() => void>();
  const beat = setInterval(() => {
    for (const heartbeat of heartbeats) heartbeat();
    hub.recheckAll().catch(() => {});
  }, heartbeatSeconds * 1000);
  // Before the server waits for its connections to end: streams never end by themselves.
  app.addHook("preClose", async () => {
    clearInterval(beat);
    await hub.close();
  });

  app.post(LIVE_TICKET_PATH, async (request) => {
    const session = await sessions.authenticate(request.headers.accesstoken, request.brand);
    return success({ ticket: await issueTicket(db, session.tokenHash) });
  });

  app.get(LIVE_EVENTS_PATH, async (request, reply) => {
    const tokenHash = await redeemTicket(db, (request.query as Record<string, unknown> | undefined)?.ticket);
    const token = tokenHash ? await findToken(db, tokenHash) : null;
    if (!tokenHash || !token || !admits(token, token.brand as BrandCode)) throw new ApiError("7403");
    if (hub.streamsOf(token.account_id) >= MAX_STREAMS_PER_ACCOUNT) throw new ApiError("7429", undefined, 429);

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      // Its connection ends with it: one kept alive after the stream would hold a closing server for its keep-alive time.
      connection: "close",
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-store",
      "x-accel-buffering": "no",
      "x-content-type-options": "nosniff",
    });
    // A command reaches its owner's stream as several events, mostly in one turn: one packet for them.
    gatherWritesPerTurn(raw);
    raw.write(`retry: ${RETRY_MS}\n\n`);
    let ended = false;
    const stream: LiveStream = {
      accountId: token.account_id,
      tokenHash,
      brand: token.brand as BrandCode,
      send(event: LiveEventName, data: unknown) {
        if (!ended) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      end() {
        if (ended) return;
        ended = true;
        stop();
        raw.end();
      },
    };
    const heartbeat = () => void (!ended && raw.write(": heartbeat\n\n"));
    let remove = () => {};
    const stop = () => {
      remove();
      heartbeats.delete(heartbeat);
    };
    request.raw.on("close", () => {
      ended = true;
      stop();
    });
    try {
      remove = await hub.add(stream);
    } catch (error) {
      request.log.warn({ err: error }, "a live stream could not start");
      stream.end();
      return;
    }
    if (ended) return remove();
    heartbeats.add(heartbeat);
    // After it is registered: whatever changes from here on is sent; the page refetches the rest.
    stream.send("ready", {});
  });
}

declare module "fastify" {
  interface FastifyInstance {
    liveHub: Awaited<ReturnType<typeof openLiveHub>>;
  }
}
