import { BRAND_NAMES, type BrandCode, type LanguageId } from "@carport/protocol";
import type { Queryable } from "../../db/database.ts";
import type { LinkBuilder } from "../../mail/links.ts";
import { renderMail } from "../../mail/mail-render.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { renderInboxMessage } from "../messages/index.ts";
import type { PushSender } from "../web-push/index.ts";
import { settingOf, type SettingRow } from "./notification-settings-repository.ts";
import { typeOfMessage, type NotificationType } from "./notification-types.ts";
import { textsOf } from "../../texts/server-texts.ts";

export type VehicleNotifier = ReturnType<typeof createVehicleNotifier>;

/**
 * Delivers a vehicle's inbox message as a notification: by e-mail and by push as the owner's
 * settings for its type say; push goes to the browsers the owner allowed (Web Push), and is
 * recorded in the history either way.
 */
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
}

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
      `select r.i::int as i, a.email, a.brand, a.language_id, a.first_name, v.nickname, s.push as push_on, s.email as email_on
         from unnest($1::uuid[], $2::uuid[], $3::text[]) with ordinality as r(account_id, vehicle_id, notification_type, i)
         join accounts a on a.id = r.account_id
         join vehicles v on v.id = r.vehicle_id
         left join notification_settings s
           on s.account_id = r.account_id and s.vehicle_id = r.vehicle_id and s.notification_type = r.notification_type
        order by r.i`,
      [typed.map((t) => t.message.accountId), typed.map((t) => t.message.vehicleId), typed.map((t) => t.type.type)],
    );
    const chosen = recipients.flatMap((account) => {
      const { message, type } = typed[account.i - 1]!;
      const row = settingOf(type, account.push_on === null ? null : { push: account.push_on, email: account.email_on === true });
      return row.push === "Y" || row.email === "Y" ? [{ message, type, account, row }] : [];
    });
    const deliveries = chosen.flatMap(({ message, type, row }) =>
      (["push", "email"] as const).filter((channel) => row[channel] === "Y").map((channel) => ({ message, type, channel })),
    );
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
    for (const { message, type, account, row } of chosen) await deliver(db, message, type, account, row);
  }

  return {
    notifyAll,
    notify: (db: Queryable, message: VehicleMessage) => notifyAll(db, [message]),
  };
}
