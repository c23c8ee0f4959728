/**
 * The parts of the shell only a signed-in user sees, as one lazy chunk: the header navigation,
 * the inactivity timeout, the live updates, the password asked again when the session expires, and the banner asking to confirm the e-mail address. The login page
 * carries none of them.
 */
export { SignedInNav } from "./signed-in-nav.tsx";
export { BottomTabBar } from "./bottom-tab-bar.tsx";
export { SignedInLogoLink } from "./signed-in-logo-link.tsx";
export { SessionIdleGuard } from "./session-idle-guard.tsx";
export { EmailConfirmationBanner } from "../../features/email-confirmation/components/email-confirmation-banner.tsx";
export { LiveUpdates } from "../live-updates.tsx";
export { SessionRenewalDialog } from "../../features/auth/components/session-renewal-dialog.tsx";
