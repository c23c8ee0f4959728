/** The front door of `email-confirmation`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { type EmailConfirmation } from "./email-confirmation.ts";
