import { BRAND_NAMES, type BrandCode, type LanguageId } from "@carport/protocol";
import type { Queryable } from "../../db/database.ts";
import type { LinkBuilder } from "../../mail/links.ts";
import { renderMail } from "../../mail/mail-render.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { renderInboxMessage } from "../messages/index.ts";
import type { PushSender } from "../web-push/index.ts";
import { settingOf } from "./notification-settings-repository.ts";
import { typeOfMessage } from "./notification-types.ts";
import { textsOf } from "../../texts/server-texts.ts";

export type VehicleNotifier = ReturnType<typeof createVehicleNotifier>;

/**
 * Delivers a vehicle's inbox message as a notification: by e-mail and by push as the owner's
 * settings for its type say; push goes to the browsers the owner allowed (Web Push), and is
 * recorded in the history either way.
 */
export function createVehicleNotifier(mailer: Mailer, links: LinkBuilder, push?: PushSender) {
  return {
    async notify(db: Queryable, message: { accountId: string; vehicleId: string; key: string; detail?: string }): Promise<void> {
      const type = typeOfMessage(message.key);
      if (!type) return;
      // The type's stored choices come with the account and vehicle the notification names: one read.
      const [account] = await db.query<{
        email: string;
        brand: BrandCode;
        language_id: number;
        first_name: string;
        nickname: string;
        push_on: boolean | null;
        email_on: boolean | null;
      }>(
        `select a.email, a.brand, a.language_id, a.first_name, v.nickname, s.push as push_on, s.email as email_on
           from accounts a join vehicles v on v.id = $2
           left join notification_settings s on s.account_id = a.id and s.vehicle_id = v.id and s.notification_type = $3
          where a.id = $1`,
        [message.accountId, message.vehicleId, type.type],
      );
      if (!account) return;
      const row = settingOf(type, account.push_on === null ? null : { push: account.push_on, email: account.email_on === true });
      if (row.push !== "Y" && row.email !== "Y") return;
      for (const channel of ["push", "email"] as const) {
        if (row[channel] !== "Y") continue;
        await db.query(
          "insert into notification_deliveries (account_id, vehicle_id, notification_type, channel, message_key) values ($1, $2, $3, $4, $5)",
          [message.accountId, message.vehicleId, type.type, channel, message.key],
        );
      }
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
    },
  };
}
