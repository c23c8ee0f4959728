import type { FastifyInstance } from "fastify";
import { channelInputProblems, NOTIFICATION_CHANNELS_PER_ACCOUNT, type NotificationChannelKind } from "@carport/domain";
import { invalidFieldDescription } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import type { CredentialBox } from "../../core/credential-box.ts";
import { addressProblem } from "../../core/public-destination.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import type { LinkBuilder } from "../../mail/links.ts";
import type { HookSender } from "../../mail/mailer.ts";
import { queueEntry } from "../../mail/queue-repository.ts";
import { textsOf } from "../../texts/server-texts.ts";
import { accountChannels, addChannel, findChannel, removeChannel, updateChannel, type ChannelRow } from "./channel-repository.ts";
import type { ChannelNotification } from "./channel-payloads.ts";
import type { ReceiverDestinations } from "./channel-transport.ts";

/** A receiver as the owner sees it: never its token. */
function present(row: ChannelRow) {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    url: row.url,
    topic: row.topic,
    hasToken: row.sealed_token !== null,
    enabled: row.enabled,
    alerts: row.alerts,
    commands: row.commands,
  };
}

/**
 * `ntfchnl`, `ntfchnladd`, `ntfchnlupd`, `ntfchnldel`, `ntfchnltst`: the owner's webhook, ntfy and
 * Gotify receivers, kept under the same address rules as Web Push (https, public addresses only,
 * checked again at every send), their tokens sealed; posts go through the mail queue's `hook` transport.
 */
export function registerChannelRoutes(
  app: FastifyInstance,
  db: Database,
  deps: { box: CredentialBox; hooks: HookSender; destinations: ReceiverDestinations; links: LinkBuilder },
): void {
  serveCall(app, "notificationChannels", async ({ session }) => ({
    channels: (await accountChannels(db, session.accountId)).map(present),
    perAccount: NOTIFICATION_CHANNELS_PER_ACCOUNT,
  }));

  serveCall(app, "notificationChannelAdd", async ({ body, session, request }) => {
    const refuse = (field: string, reason: string) => new ApiError("7998", invalidFieldDescription(field, reason, request.language), 400);
    const input = {
      kind: body.kind as NotificationChannelKind,
      label: (body.label ?? "").trim(),
      url: body.url.trim(),
      topic: (body.topic ?? "").trim(),
      token: body.token ?? "",
    };
    const [problem] = channelInputProblems(input, deps.destinations.rules);
    if (problem) throw refuse(problem.field, problem.reason);
    const where = await addressProblem(
      new URL(input.url),
      { allowLoopback: deps.destinations.rules.localReceiver },
      deps.destinations.resolve,
    );
    if (where) throw refuse("url", where);
    const row = await addChannel(
      db,
      {
        account_id: session.accountId,
        kind: input.kind,
        label: input.label,
        url: input.url,
        topic: input.topic,
        sealed_token: input.token ? deps.box.seal(input.token) : null,
        alerts: body.alerts ?? true,
        commands: body.commands ?? true,
      },
      NOTIFICATION_CHANNELS_PER_ACCOUNT,
    );
    if (!row) throw new ApiError("7852");
    return { channel: present(row) };
  });

  serveCall(app, "notificationChannelUpdate", async ({ body, session, request }) => {
    const label = body.label?.trim();
    if (label !== undefined && label.length > 60) {
      throw new ApiError("7998", invalidFieldDescription("label", "TOO_LONG", request.language), 400);
    }
    const row = await updateChannel(db, session.accountId, body.id, { ...body, label });
    if (!row) throw new ApiError("7853");
    return { channel: present(row) };
  });

  serveCall(app, "notificationChannelRemove", async ({ body, session }) => {
    if (!(await removeChannel(db, session.accountId, body.id))) throw new ApiError("7853");
    return { removed: true };
  });

  serveCall(app, "notificationChannelTest", async ({ body, session, request }) => {
    const row = await findChannel(db, body.id, session.accountId);
    if (!row) throw new ApiError("7853");
    const texts = textsOf(request.language).channels;
    const notification: ChannelNotification = {
      event: "test",
      title: texts.testTitle,
      message: texts.testBody,
      urgent: false,
      vehicle: null,
      type: null,
      messageKey: null,
      link: deps.links(request.brand, "/account/notificationSettings"),
      sentAt: new Date().toISOString(),
    };
    const id = await deps.hooks.send({
      kind: "channelTest",
      to: row.id,
      brand: request.brand,
      language: request.language,
      subject: notification.title,
      text: JSON.stringify(notification),
    });
    const entry = await queueEntry(db, id);
    const outcome = entry?.status === "sent" ? "delivered" : entry?.status === "queued" ? "retrying" : "refused";
    return { outcome, reason: outcome === "delivered" ? "" : (entry?.lastError ?? "") };
  });
}
