import type { FastifyInstance } from "fastify";
import { serveCall } from "../../http/api-call.ts";
import type { EmailConfirmation } from "./email-confirmation.ts";

/** `cnfrmeml` (confirm the login e-mail with the mailed code) and `rsndcnfrmeml` (mail a new code). */
export function registerEmailConfirmationRoutes(app: FastifyInstance, confirmation: EmailConfirmation): void {
  serveCall(app, "confirmEmail", async ({ body, session }) => {
    await confirmation.confirm(session.accountId, body.code);
    return { emailConfirmed: true as const };
  });

  serveCall(app, "resendEmailConfirmation", async ({ session }) => {
    await confirmation.resend(session.accountId);
    return {};
  });
}
