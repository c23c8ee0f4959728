import type { FastifyInstance } from "fastify";
import { invalidFieldDescription } from "@carport/protocol";
import { isPushAuthSecret, isPushPublicKey, PUSH_SUBSCRIPTIONS_PER_ACCOUNT } from "@carport/domain";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import { pushDestinationProblem } from "./push-destination.ts";
import type { PushSender } from "./push-sender.ts";
import { deletePushSubscription, savePushSubscription } from "./push-subscription-repository.ts";

/** `wbpshcfg`, `wbpshsub`, `wbpshunsub`: the account's browsers that show its notifications. */
export function registerWebPushRoutes(app: FastifyInstance, db: Database, push: PushSender): void {
  serveCall(app, "webPushConfig", async () => ({ available: push.available, publicKey: push.publicKey }));

  serveCall(app, "webPushSubscribe", async ({ body, session, request }) => {
    if (!push.available) throw new ApiError("7850");
    const refuse = (field: string, reason: string) => new ApiError("7998", invalidFieldDescription(field, reason, request.language), 400);
    if (!isPushPublicKey(body.keys.p256dh)) throw refuse("keys.p256dh", "KEY_INVALID");
    if (!isPushAuthSecret(body.keys.auth)) throw refuse("keys.auth", "KEY_INVALID");
    const endpointProblem = await pushDestinationProblem(body.endpoint, push.destinations.rules, push.destinations.resolve);
    if (endpointProblem) throw refuse("endpoint", endpointProblem);
    const subscription = { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
    if (!(await savePushSubscription(db, session.accountId, subscription, PUSH_SUBSCRIPTIONS_PER_ACCOUNT))) {
      throw new ApiError("7851");
    }
    return { subscribed: true };
  });

  serveCall(app, "webPushUnsubscribe", async ({ body, session }) => {
    await deletePushSubscription(db, session.accountId, body.endpoint);
    return { subscribed: false };
  });
}
