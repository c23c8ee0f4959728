import type { FastifyInstance, FastifyRequest } from "fastify";
import { CALLS, CONFIRMED_EMAIL_CALLS, type BrandCode, type CallDefinition } from "@carport/protocol";
import type { Database, Queryable } from "../../db/database.ts";
import { ApiError } from "../../http/api-error.ts";
import { addCallHook } from "../../http/call-hooks.ts";
import { findAccountByEmail, findAccountById, type AccountRecord } from "../../core/account-repository.ts";
import type { AccountMailer, MailRequester } from "../auth/index.ts";
import { CONFIRMATION_CODE_MINUTES, createConfirmationCodes } from "./confirmation-codes.ts";

export type EmailConfirmation = ReturnType<typeof createEmailConfirmation>;

/**
 * True once the account's login e-mail has been confirmed (accounts of the operator and of before
 * the rule are). Invitations are matched to the login e-mail, so a call that one day changes it
 * must set email_confirmed_at back to null and mail the new address a code.
 */
export async function isEmailConfirmed(db: Queryable, accountId: string): Promise<boolean> {
  const [row] = await db.query<{ confirmed: boolean }>("select email_confirmed_at is not null as confirmed from accounts where id = $1", [
    accountId,
  ]);
  return row?.confirmed === true;
}

/**
 * Proving that an account's owner reads its e-mail address: the code mailed at registration (and
 * on demand), typed in or carried by the mail's link. Until then the calls of
 * CONFIRMED_EMAIL_CALLS answer 7022, so an account opened under someone else's address cannot take
 * the invitations sent to it, nor add a vehicle.
 */
export function createEmailConfirmation(db: Database, mail: AccountMailer) {
  const codes = createConfirmationCodes(db);

  /**
   * Mails a new code to an unconfirmed account, in background (within the mail limits); nothing
   * for a confirmed one. After a registration it spends a stranger's budget (anyone may register
   * any address); asked in the account's own session, the owner's.
   */
  function mailCode(account: AccountRecord, by: MailRequester = {}): void {
    if (account.email_confirmed_at) return;
    mail.sendInBackground(
      account,
      async () => {
        const code = await codes.issue(account.id);
        return { kind: "emailConfirmation", code, confirmLink: mail.confirmLink(account, code), minutes: CONFIRMATION_CODE_MINUTES };
      },
      by,
    );
  }

  return {
    mailCode,

    /** After a registration: the new account of that address gets its code (an existing, confirmed one nothing). */
    async mailCodeAfterRegistration(brand: BrandCode, email: string): Promise<void> {
      const account = await findAccountByEmail(db, brand, email);
      if (account) mailCode(account);
    },

    /** `rsndcnfrmeml`: a new code, ending the earlier ones. */
    async resend(accountId: string): Promise<void> {
      const account = await findAccountById(db, accountId);
      if (account) mailCode(account, { budget: "owner" });
    },

    /** `cnfrmeml`: the address is confirmed with the account's live code; 7023 otherwise (a try spent). */
    async confirm(accountId: string, code: string): Promise<void> {
      if (await isEmailConfirmed(db, accountId)) return;
      if (!(await codes.use(accountId, code))) throw new ApiError("7023");
      await db.query("update accounts set email_confirmed_at = now() where id = $1 and email_confirmed_at is null", [accountId]);
    },
  };
}

/**
 * Refuses the calls of CONFIRMED_EMAIL_CALLS with 7022 for an account whose e-mail is not
 * confirmed, before their handler runs (nothing counted, nothing changed). Registered after the
 * session hook, which has authenticated the call by then.
 */
export function registerEmailConfirmationGate(app: FastifyInstance, db: Database): void {
  const gated = new Set<CallDefinition>(CONFIRMED_EMAIL_CALLS.map((id) => CALLS[id] as CallDefinition));
  addCallHook(app, "preHandler", (call) => {
    if (!gated.has(call)) return undefined;
    return async (request: FastifyRequest) => {
      if (!request.session) return;
      if (!(await isEmailConfirmed(db, request.session.accountId))) throw new ApiError("7022");
    };
  });
}
