import type { FastifyBaseLogger } from "fastify";
import webpush from "web-push";
import { pushEndpointProblem, type PushServiceRules } from "@carport/domain";
import type { Database, Queryable } from "../../db/database.ts";
import { postToPushService } from "./push-post.ts";
import type { ResolveHost } from "./push-destination.ts";
import { accountPushSubscriptions, forgetPushEndpoint } from "./push-subscription-repository.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** What the service worker shows (apps/web/build/service-worker.template.js reads these fields). */
export interface PushNotification {
  title: string;
  body: string;
  /** The app page a click opens. */
  url: string;
  /** Notifications of one tag replace each other on the device. */
  tag: string;
}

export type PushSender = ReturnType<typeof createPushSender>;

declare module "fastify" {
  interface FastifyInstance {
    /** Waits for the Web Push notifications under way (tests). */
    flushPush(): Promise<void>;
  }
}

/** Seconds a push service keeps a notification for a browser that is offline. */
const PUSH_TTL_SECONDS = 6 * 3600;

/**
 * Sends Web Push notifications (RFC 8030, payload encrypted per RFC 8291, VAPID per RFC 8292) to the
 * browsers an account subscribed. Without VAPID keys it sends nothing. The push services are called
 * in the background, after the caller's transaction read the subscriptions; a subscription the push
 * service says is gone (404, 410) is forgotten.
 */
export function createPushSender(
  db: Database,
  vapid: VapidKeys | null,
  log: FastifyBaseLogger,
  destinations: { rules: PushServiceRules; resolve: ResolveHost },
) {
  const inFlight = new Set<Promise<void>>();

  /**
   * web-push encrypts and signs; the request itself goes out through postToPushService, to a push
   * service the rules allow, at an address checked as the connection is made, with no redirect followed.
   */
  async function deliver(
    subscription: { endpoint: string; p256dh: string; auth: string },
    payload: string,
    keys: VapidKeys,
  ): Promise<void> {
    try {
      // The rules may have narrowed since the subscription was kept (a local push service turned off).
      if (pushEndpointProblem(subscription.endpoint, destinations.rules)) {
        log.warn("web push endpoint no longer allowed; not sent");
        return;
      }
      const details = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails: keys,
          TTL: PUSH_TTL_SECONDS,
        },
      );
      const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
      const status = await postToPushService(details.endpoint, headers, details.body ?? Buffer.alloc(0), destinations);
      if (status === 404 || status === 410) await forgetPushEndpoint(db, subscription.endpoint);
      else if (status < 200 || status >= 300) log.warn({ status }, "web push refused by the push service");
    } catch (error) {
      log.warn({ err: error }, "web push not delivered");
    }
  }

  return {
    available: vapid !== null,
    publicKey: vapid?.publicKey ?? "",
    /** Where pushes may go: the subscription checks the same rules. */
    destinations,

    /** Pushes the notification to every browser of the account (none without VAPID keys). */
    async notifyAccount(tx: Queryable, accountId: string, notification: PushNotification): Promise<void> {
      if (!vapid) return;
      const subscriptions = await accountPushSubscriptions(tx, accountId);
      const payload = JSON.stringify(notification);
      for (const subscription of subscriptions) {
        const sending = deliver(subscription, payload, vapid).finally(() => inFlight.delete(sending));
        inFlight.add(sending);
      }
    },

    /** Waits for the pushes under way (tests, shutdown). */
    async flush(): Promise<void> {
      await Promise.all([...inFlight]);
    },
  };
}
