import type { BrandCode, LanguageId } from "@carport/protocol";
import type { Queryable } from "../../db/database.ts";
import type { LinkBuilder } from "../../mail/links.ts";
import { renderMail } from "../../mail/mail-render.ts";
import { BRAND_NAMES } from "../../mail/mail-texts.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { renderInboxMessage } from "../messages/message-texts.ts";
import { settingRows } from "./notification-settings-repository.ts";
import { typeOfMessage } from "./notification-types.ts";

export type VehicleNotifier = ReturnType<typeof createVehicleNotifier>;

/**
 * Delivers a vehicle's inbox message as a notification: by e-mail and by push as the owner's
 * settings for its type say (push has no device yet: it is recorded in the history).
 */
export function createVehicleNotifier(mailer: Mailer, links: LinkBuilder) {
  return {
    async notify(db: Queryable, message: { accountId: string; vehicleId: string; key: string; detail?: string }): Promise<void> {
      const type = typeOfMessage(message.key);
      if (!type) return;
      const [row] = await settingRows(db, message.accountId, message.vehicleId, [type]);
      const [account] = await db.query<{ email: string; brand: BrandCode; language_id: number; first_name: string; nickname: string }>(
        `select a.email, a.brand, a.language_id, a.first_name, v.nickname
           from accounts a, vehicles v where a.id = $1 and v.id = $2`,
        [message.accountId, message.vehicleId],
      );
      if (!row || !account) return;
      for (const channel of ["push", "email"] as const) {
        if (row[channel] !== "Y") continue;
        await db.query(
          "insert into notification_deliveries (account_id, vehicle_id, notification_type, channel, message_key) values ($1, $2, $3, $4, $5)",
          [message.accountId, message.vehicleId, type.type, channel, message.key],
        );
      }
      if (row.email !== "Y") return;
      const language: LanguageId = account.language_id === 1 ? 1 : 0;
      const { title, content } = renderInboxMessage({ message_key: message.key, detail: message.detail ?? "", api_code: null }, language);
      const brand = BRAND_NAMES[account.brand];
      // French sets its colon off with a no-break space.
      const colon = language === 1 ? "\u00a0: " : ": ";
      const rendered = renderMail(
        {
          subject: `${account.nickname}${colon}${title}`,
          blocks: [
            { kind: "paragraph", text: language === 1 ? `Bonjour ${account.first_name},` : `Hello ${account.first_name},` },
            { kind: "paragraph", text: `${account.nickname}${colon}${content}` },
            { kind: "link", label: language === 1 ? "Ouvrir le centre de notifications" : "Open the notification centre", href: links(account.brand, "/notificationCenter") },
            { kind: "paragraph", text: language === 1 ? `L'équipe ${brand}` : `The ${brand} team` },
          ],
        },
        language,
      );
      mailer.sendInBackground({ kind: "vehicleNotification", to: account.email, brand: account.brand, language, ...rendered });
    },
  };
}
