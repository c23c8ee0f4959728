/** What other features may use from email confirmation (the invitation page's hint); its page loads lazily by path. */
export { ConfirmEmailHint } from "./components/confirm-email-hint.tsx";
