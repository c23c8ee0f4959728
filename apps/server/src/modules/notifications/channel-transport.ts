import { receiverAnswerOutcome, receiverUrlProblem, type ReceiverRules } from "@carport/domain";
import type { BrandCode } from "@carport/protocol";
import type { Queryable } from "../../db/database.ts";
import type { CredentialBox } from "../../core/credential-box.ts";
import { postPinned, type ResolveHost } from "../../core/public-destination.ts";
import type { LinkBuilder } from "../../mail/links.ts";
import type { Transport } from "../../mail/mail-queue.ts";
import { findChannel } from "./channel-repository.ts";
import { channelRequest, type ChannelNotification } from "./channel-payloads.ts";
import { UNSUBSCRIBE_PATH, type UnsubscribeTokens } from "./channel-unsubscribe.ts";

/** Where receivers may be, and how their names are resolved (tests give their own resolver). */
export interface ReceiverDestinations {
  rules: ReceiverRules;
  resolve: ResolveHost;
}

const permanent = (message: string) => Object.assign(new Error(message), { permanent: true });

/** The unsubscribe link of a receiver, on the brand's site, in the owner's language. */
export function unsubscribeUrlOf(links: LinkBuilder, tokens: UnsubscribeTokens, brand: BrandCode, channelId: string, language: number) {
  return links(brand, UNSUBSCRIBE_PATH, { token: tokens.tokenOf(channelId), lang: String(language) });
}

/**
 * The mail queue's `hook` transport: reads the receiver the queued post names (`to`), opens its
 * token, builds the request in the receiver's format and posts it to a checked public address,
 * pinned, no redirect followed. A receiver removed, turned off or no longer allowed, a redirect
 * or a 4xx fails for good; a 5xx, 429 or a network failure is retried by the queue.
 */
export function createChannelTransport(
  db: Queryable,
  deps: { box: CredentialBox; tokens: UnsubscribeTokens; links: LinkBuilder; destinations: ReceiverDestinations },
): Transport {
  return {
    async deliver(message) {
      const channel = await findChannel(db, message.to);
      if (!channel) throw permanent("the receiver was removed");
      const notification = JSON.parse(message.text) as ChannelNotification;
      if (!channel.enabled && notification.event !== "test") throw permanent("the receiver is turned off");
      // The rules may have narrowed since the receiver was kept (a local receiver no longer allowed).
      const urlProblem = receiverUrlProblem(channel.url, deps.destinations.rules);
      if (urlProblem) throw permanent(`the receiver's address is no longer allowed (${urlProblem})`);
      const token = channel.sealed_token ? deps.box.open<string>(channel.sealed_token) : "";
      const unsubscribeUrl = unsubscribeUrlOf(deps.links, deps.tokens, message.brand, channel.id, message.language);
      const request = channelRequest({ ...channel, token }, notification, unsubscribeUrl, message.language);
      const status = await postPinned(request.url, request.headers, Buffer.from(request.body), {
        rules: { allowLoopback: deps.destinations.rules.localReceiver },
        resolve: deps.destinations.resolve,
      });
      const outcome = receiverAnswerOutcome(status);
      if (outcome === "refused") throw permanent(`the receiver answered ${status}`);
      if (outcome === "retry") throw new Error(`the receiver answered ${status}`);
    },
  };
}
