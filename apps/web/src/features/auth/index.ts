/** What the app shell may use from the auth feature (pages other than login load lazily by path). */
export { LoginPage } from "./pages/login-page.tsx";
export { signOut } from "./sign-out.ts";
export { verifyAccountTokenQueryOptions } from "./api/verify-account-token.ts";
export { enrollmentLinkPath, safeInternalPath, type LoginParams } from "./login-params.ts";
export { readRememberedEmail, setRememberedEmailForPrerender } from "./remember-me.ts";
export { appOfferShown, setAppOfferForPrerender } from "./mobile-offer.ts";
