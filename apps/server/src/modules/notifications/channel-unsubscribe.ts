import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Unsubscribe links of receivers: `<channel id>.<HMAC of it>` under a key of the site's
 * (server_keys "channel-unsubscribe"), so a link turns off only the receiver it was sent to, and
 * no list of tokens is kept. A removed receiver's link finds nothing.
 */
export function createUnsubscribeTokens(key: Buffer) {
  const mac = (id: string) => createHmac("sha256", key).update(`channel-unsubscribe:${id}`).digest("base64url");
  return {
    tokenOf: (channelId: string) => `${channelId}.${mac(channelId)}`,
    /** The receiver's id the token names, when its MAC is right; else null. */
    channelOf(token: string): string | null {
      const [id, given, ...rest] = token.split(".");
      if (!id || !given || rest.length > 0) return null;
      const wanted = Buffer.from(mac(id));
      const got = Buffer.from(given);
      return got.length === wanted.length && timingSafeEqual(got, wanted) ? id : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;

/** The path of the unsubscribe page (served by channel-unsubscribe-routes.ts). */
export const UNSUBSCRIBE_PATH = "/notifications/unsubscribe";
