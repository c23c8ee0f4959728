import type { FastifyInstance, FastifyRequest } from "fastify";
import { invalidFieldDescription, type AccountInfo } from "@carport/protocol";
import type { Database } from "../../db/database.ts";
import { serveCall } from "../../http/api-call.ts";
import { ApiError } from "../../http/api-error.ts";
import type { Session } from "../../http/request-context.ts";
import { findAccountById, type AccountRecord } from "../../core/account-repository.ts";
import { checkCurrentPassword } from "../auth/index.ts";
import { deviceIdOf } from "../auth/index.ts";
import { hashSecret } from "../../core/secret-hashing.ts";
import { hashPin } from "../../core/pin-verifiers.ts";
import type { SignInSecurity } from "../auth/index.ts";
import { originOf, recordSecurityEvent } from "../../core/security-event-repository.ts";

/** The account as the personal-information and preferences panels show it. */
function presentAccountInfo(a: AccountRecord & Record<string, unknown>) {
  return {
    email: a.email,
    firstName: a.first_name,
    middleName: a.middle_name,
    lastName: a.last_name,
    suffix: a.suffix,
    notificationEmail: a.notification_email,
    emailConfirmed: a.email_confirmed_at !== null,
    phones: { primary: String(a.phone_primary ?? ""), secondary: String(a.phone_secondary ?? "") },
    addresses: {
      primary: {
        street: String(a.street ?? ""),
        suite: String(a.suite ?? ""),
        city: String(a.city ?? ""),
        province: String(a.province || "ON") as AccountInfo["addresses"]["primary"]["province"],
        postalCode: String(a.postal_code ?? ""),
      },
    },
    preference: {
      odometerUnit: a.odometer_unit,
      climateUnit: a.climate_unit,
      languageId: a.language_id,
      maintenanceAlert: a.maintenance_alert,
      preferredDealer: a.preferred_dealer,
    },
  };
}

/**
 * `gtacctinfo`, `svacctinfo`, `svacctprf`, `chngpsswd`, `chngpin`. A changed password, PIN or
 * notification e-mail is told to the owner by mail at the login address, so a change the owner did
 * not make does not go unnoticed.
 */
export function registerAccountSettingsRoutes(app: FastifyInstance, db: Database, security: SignInSecurity): void {
  const { mail } = security;
  /** Mails the owner that a security setting changed (in background: the answer does not wait for it). */
  async function tellOwner(accountId: string, request: FastifyRequest, kind: "passwordChanged" | "pinChanged") {
    const account = await findAccountById(db, accountId);
    if (account)
      mail.sendInBackground(account, { kind, changedAt: new Date(), clientIp: request.ip, forgotLink: mail.forgotLink(account) });
  }

  async function current(accountId: string) {
    const account = await findAccountById(db, accountId);
    if (!account) throw new ApiError("7403");
    return presentAccountInfo(account as AccountRecord & Record<string, unknown>);
  }

  serveCall(app, "accountInfoGet", ({ session }) => current(session.accountId));

  serveCall(app, "accountInfoSave", async ({ body, request, session }) => {
    const address = body.addresses.primary;
    const before = await findAccountById(db, session.accountId);
    await db.query(
      `update accounts set first_name = $2, middle_name = $3, last_name = $4, suffix = $5, notification_email = $6,
         phone_primary = $7, phone_secondary = $8, street = $9, suite = $10, city = $11, province = $12, postal_code = $13
       where id = $1`,
      [
        session.accountId,
        body.firstName,
        body.middleName,
        body.lastName,
        body.suffix,
        body.notificationEmail.trim().toLowerCase(),
        body.phones.primary,
        body.phones.secondary,
        address.street,
        address.suite,
        address.city,
        address.province,
        address.postalCode,
      ],
    );
    const after = await findAccountById(db, session.accountId);
    if (before && after && after.notification_email !== before.notification_email) {
      const notice = {
        kind: "notificationEmailChanged" as const,
        changedAt: new Date(),
        clientIp: request.ip,
        newAddress: after.notification_email,
        forgotLink: mail.forgotLink(after),
      };
      // To the login address only: the old notification address was never confirmed, and mailing it
      // would let anyone with an account make the portal write to any address.
      mail.sendInBackground(after, notice);
    }
    return current(session.accountId);
  });

  serveCall(app, "preferencesSave", async ({ body, session }) => {
    const p = body.preference;
    await db.query("update accounts set odometer_unit = $2, climate_unit = $3, language_id = $4, maintenance_alert = $5 where id = $1", [
      session.accountId,
      p.odometerUnit,
      p.climateUnit,
      p.languageId,
      p.maintenanceAlert,
    ]);
    db.announce(`a:${session.accountId}`);
    return current(session.accountId);
  });

  /** The current password, counted as sign-in counts it (auth/sessions/current-password.ts). */
  const checkPassword = (session: Session, request: FastifyRequest, password: string, field: string) =>
    checkCurrentPassword(security, {
      session,
      password,
      field,
      language: request.language,
      clientIp: request.ip,
      deviceId: deviceIdOf(request.headers.deviceid),
      origin: originOf(request),
    });

  serveCall(app, "passwordChange", async ({ body, request, session }) => {
    await checkPassword(session, request, body.oldPassword, "oldPassword");
    if (body.newPassword === body.oldPassword) {
      throw new ApiError("7998", invalidFieldDescription("newPassword", "SAME_AS_OLD", request.language), 400);
    }
    const hash = await hashSecret(body.newPassword);
    await db.transaction(async (tx) => {
      // A pAuth dies with a password change, this session's too: its generation is passed.
      await tx.query("update accounts set password_hash = $2, pauth_generation = pauth_generation + 1 where id = $1", [
        session.accountId,
        hash,
      ]);
      const revoked = await tx.query<{ token_hash: string }>(
        "update access_tokens set revoked_at = now() where account_id = $1 and token_hash <> $2 and revoked_at is null returning token_hash",
        [session.accountId, session.tokenHash],
      );
      for (const { token_hash } of revoked) tx.announce(`t:${token_hash}`);
      await recordSecurityEvent(tx, {
        accountId: session.accountId,
        kind: "passwordChanged",
        origin: originOf(request),
        detail: { method: "settings" },
      });
    });
    await tellOwner(session.accountId, request, "passwordChanged");
    return {};
  });

  serveCall(app, "pinChange", async ({ body, request, session }) => {
    const accountId = session.accountId;
    await checkPassword(session, request, body.password, "password");
    const hash = hashPin(body.pin);
    await db.transaction(async (tx) => {
      await tx.query(
        `update accounts set pin_hash = $2, pin_failures = 0, pin_locked = false, pauth_generation = pauth_generation + 1
          where id = $1`,
        [accountId, hash],
      );
      await recordSecurityEvent(tx, { accountId, kind: "pinChanged", origin: originOf(request) });
    });
    await tellOwner(accountId, request, "pinChanged");
    return {};
  });
}
