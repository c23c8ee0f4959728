import { parseQuietHours } from "@carport/domain";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { createCredentialBox } from "../../core/credential-box.ts";
import type { VehicleLinkGateway } from "../vehicle-link/index.ts";
import { createUpstreamCommandForwarder } from "./upstream-command-forwarder.ts";
import { createUpstreamLinkService } from "./upstream-link-service.ts";
import { createUpstreamMirror } from "./upstream-mirror.ts";
import { createUpstreamPoller } from "./upstream-poller.ts";
import { resealUpstreamAccounts } from "./reseal-upstream-accounts.ts";
import { registerUpstreamRoutes } from "./upstream-routes.ts";
import { createRoutingGateway } from "./upstream-routing-gateway.ts";
import { createUpstreamSessions } from "./upstream-sessions.ts";

/**
 * The bridge as configured: linked maker accounts (routes), the poller of their cars' cached status,
 * and the gateway that routes linked cars' commands to their maker. With nothing linked, the
 * gateway is the MQTT one's behaviour and the poller finds nothing to do.
 */
export async function createUpstreamBridge(
  app: FastifyInstance,
  db: Database,
  mqtt: VehicleLinkGateway,
  config: Config,
  log: FastifyBaseLogger,
) {
  const box = await createCredentialBox(db, config.UPSTREAM_SECRET, "upstream-credentials", config.SEALING_KEY);
  const resealed = await resealUpstreamAccounts(db, box);
  if (resealed > 0) log.info({ resealed }, "linked maker accounts sealed again under SEALING_KEY");
  const sessions = createUpstreamSessions(
    db,
    box,
    { hacc: config.UPSTREAM_HACC_URL, kci: config.UPSTREAM_KCI_URL, gen: config.UPSTREAM_GEN_URL },
    { timeoutMs: config.UPSTREAM_TIMEOUT_MS, timeZone: config.UPSTREAM_TIME_ZONE },
  );
  const mirror = createUpstreamMirror(sessions, log);
  const forwarder = createUpstreamCommandForwarder(
    db,
    box,
    sessions,
    mirror,
    {
      commandPollMs: config.UPSTREAM_COMMAND_POLL_MS,
      retrySeconds: config.UPSTREAM_RETRY_SECONDS,
      budget: {
        minIntervalSeconds: config.UPSTREAM_FRESH_STATUS_MIN_SECONDS,
        quietHours: parseQuietHours(config.UPSTREAM_QUIET_HOURS),
        timeZone: config.UPSTREAM_TIME_ZONE,
      },
    },
    log,
  );
  const poller = createUpstreamPoller(
    db,
    box,
    mirror,
    { pollSeconds: config.UPSTREAM_POLL_SECONDS, retrySeconds: config.UPSTREAM_RETRY_SECONDS, timeZone: config.UPSTREAM_TIME_ZONE },
    log,
  );
  registerUpstreamRoutes(
    app,
    createUpstreamLinkService(
      db,
      box,
      sessions,
      mirror,
      { retrySeconds: config.UPSTREAM_RETRY_SECONDS, timeZone: config.UPSTREAM_TIME_ZONE },
      log,
    ),
  );
  app.addHook("onClose", async () => poller.stop());
  return { gateway: createRoutingGateway(mqtt, db, forwarder, log), poller };
}
