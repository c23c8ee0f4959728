import { BRAND_NAMES, type BrandCode, type LanguageId } from "@carport/protocol";
import type { Queryable } from "../../db/database.ts";
import type { LinkBuilder } from "../../mail/links.ts";
import { renderMail } from "../../mail/mail-render.ts";
import type { HookMessage, Mailer } from "../../mail/mailer.ts";
import { renderInboxMessage } from "../messages/index.ts";
import type { PushSender } from "../web-push/index.ts";
import { settingOf, type SettingRow } from "./notification-settings-repository.ts";
import { channelTopicOf, typeOfMessage, type NotificationType } from "./notification-types.ts";
import type { ChannelNotification } from "./channel-payloads.ts";
import { textsOf } from "../../texts/server-texts.ts";

export type VehicleNotifier = ReturnType<typeof createVehicleNotifier>;

/** A vehicle's inbox message, to deliver as a notification. */
export interface VehicleMessage {
  accountId: string;
  vehicleId: string;
  key: string;
  detail?: string;
}

interface Recipient {
  email: string;
  brand: BrandCode;
  language_id: number;
  first_name: string;
  nickname: string;
  push_on: boolean | null;
  email_on: boolean | null;
  /** Whether the account has a browser that takes pushes: without one, nothing is pushed or recorded as pushed. */
  has_push: boolean;
}

interface AccountChannel {
  id: string;
  account_id: string;
  kind: "webhook" | "ntfy" | "gotify";
  alerts: boolean;
  commands: boolean;
}

/**
 * Delivers a vehicle's inbox message as a notification: by e-mail and by push as the owner's
 * settings for its type say, and to the owner's own receivers (webhook, ntfy, Gotify) that take
 * its kind (car alerts, command results). Push is sent and recorded only when the site pushes
 * (VAPID keys) and the owner allowed a browser: the history never says "pushed" for nothing.
 */
export function createVehicleNotifier(mailer: Mailer, links: LinkBuilder, push?: PushSender) {
  async function deliver(db: Queryable, message: VehicleMessage, type: NotificationType, account: Recipient, row: SettingRow) {
    const language: LanguageId = account.language_id === 1 ? 1 : 0;
    const { title, content } = renderInboxMessage({ message_key: message.key, detail: message.detail ?? "", api_code: null }, language);
    const texts = textsOf(language);
    const colon = `${texts.colon} `;
    if (row.push === "Y" && push) {
      await push.notifyAccount(db, message.accountId, {
        title: `${account.nickname}${colon}${title}`,
        body: content,
        url: "/notificationCenter",
        tag: `${message.vehicleId}:${type.type}`,
      });
    }
    if (row.email !== "Y") return;
    const brand = BRAND_NAMES[account.brand];
    const rendered = renderMail(
      {
        subject: `${account.nickname}${colon}${title}`,
        blocks: [
          { kind: "paragraph", text: texts.mail.greeting(account.first_name) },
          { kind: "paragraph", text: `${account.nickname}${colon}${content}` },
          {
            kind: "link",
            label: texts.mail.vehicleNotification.open,
            href: links(account.brand, "/notificationCenter"),
          },
          { kind: "paragraph", text: texts.mail.team(brand) },
        ],
      },
      language,
    );
    mailer.sendInBackground({ kind: "vehicleNotification", to: account.email, brand: account.brand, language, ...rendered });
  }

  /**
   * Delivers each message as its owner's settings for its type say. The settings come with the
   * accounts and vehicles the messages name, and the deliveries are recorded, one statement each
   * for all the messages together.
   */
  async function notifyAll(db: Queryable, messages: VehicleMessage[]): Promise<void> {
    const typed = messages.flatMap((message) => {
      const type = typeOfMessage(message.key);
      return type ? [{ message, type }] : [];
    });
    if (typed.length === 0) return;
    const recipients = await db.query<Recipient & { i: number }>(
      `select r.i::int as i, a.email, a.brand, a.language_id, a.first_name, v.nickname, s.push as push_on, s.email as email_on,
              exists (select 1 from push_subscriptions p where p.account_id = r.account_id) as has_push
         from unnest($1::uuid[], $2::uuid[], $3::text[]) with ordinality as r(account_id, vehicle_id, notification_type, i)
         join accounts a on a.id = r.account_id
         join vehicles v on v.id = r.vehicle_id
         left join notification_settings s
           on s.account_id = r.account_id and s.vehicle_id = r.vehicle_id and s.notification_type = r.notification_type
        order by r.i`,
      [typed.map((t) => t.message.accountId), typed.map((t) => t.message.vehicleId), typed.map((t) => t.type.type)],
    );
    const pushes = push?.available === true;
    const chosen = recipients.flatMap((account) => {
      const { message, type } = typed[account.i - 1]!;
      const setting = settingOf(type, account.push_on === null ? null : { push: account.push_on, email: account.email_on === true });
      const row = { ...setting, push: setting.push === "Y" && pushes && account.has_push ? ("Y" as const) : ("N" as const) };
      return [{ message, type, account, row }];
    });
    const posts = await receiverPosts(db, chosen);
    const deliveries = [
      ...chosen.flatMap(({ message, type, row }) =>
        (["push", "email"] as const)
          .filter((channel) => row[channel] === "Y")
          .map((channel) => ({ message, type, channel: channel as string })),
      ),
      ...posts.map(({ message, type, channel }) => ({ message, type, channel: channel.kind as string })),
    ];
    if (deliveries.length > 0) {
      await db.query(
        `insert into notification_deliveries (account_id, vehicle_id, notification_type, channel, message_key)
         select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[])`,
        [
          deliveries.map((d) => d.message.accountId),
          deliveries.map((d) => d.message.vehicleId),
          deliveries.map((d) => d.type.type),
          deliveries.map((d) => d.channel),
          deliveries.map((d) => d.message.key),
        ],
      );
    }
    for (const { message, type, account, row } of chosen) {
      if (row.push === "Y" || row.email === "Y") await deliver(db, message, type, account, row);
    }
    if (posts.length > 0) mailer.hooks?.sendInBackground(posts.map((post) => post.hook));
  }

  /** The posts to the owners' receivers that take these messages' kinds (alerts, command results). */
  async function receiverPosts(
    db: Queryable,
    chosen: Array<{ message: VehicleMessage; type: NotificationType; account: Recipient }>,
  ): Promise<Array<{ message: VehicleMessage; type: NotificationType; channel: AccountChannel; hook: HookMessage }>> {
    if (!mailer.hooks || chosen.length === 0) return [];
    const accountIds = [...new Set(chosen.map((c) => c.message.accountId))];
    const channels = await db.query<AccountChannel>(
      "select id, account_id, kind, alerts, commands from notification_channels where account_id = any($1::uuid[]) and enabled order by created_at, id",
      [accountIds],
    );
    if (channels.length === 0) return [];
    return chosen.flatMap(({ message, type, account }) => {
      const topic = channelTopicOf(type);
      const language: LanguageId = account.language_id === 1 ? 1 : 0;
      const { title, content } = renderInboxMessage({ message_key: message.key, detail: message.detail ?? "", api_code: null }, language);
      const notification: ChannelNotification = {
        event: "notification",
        title: `${account.nickname}${textsOf(language).colon} ${title}`,
        // The car's own words (which door, which warning) when the text does not carry them already.
        message: message.detail && !content.includes(message.detail) ? `${content} (${message.detail})` : content,
        urgent: topic === "alerts",
        vehicle: { id: message.vehicleId, nickname: account.nickname },
        type: type.type,
        messageKey: message.key,
        link: links(account.brand, "/notificationCenter"),
        sentAt: new Date().toISOString(),
      };
      return channels
        .filter((channel) => channel.account_id === message.accountId && channel[topic])
        .map((channel) => ({
          message,
          type,
          channel,
          hook: {
            kind: "channelNotification",
            to: channel.id,
            brand: account.brand,
            language,
            subject: notification.title,
            text: JSON.stringify(notification),
          },
        }));
    });
  }

  return {
    notifyAll,
    notify: (db: Queryable, message: VehicleMessage) => notifyAll(db, [message]),
  };
}
