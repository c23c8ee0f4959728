/** What the app shell may use from the auth feature (pages other than login load lazily by path). */
export { LoginPage } from "./pages/login-page.tsx";
export { enrollmentLinkPath, safeInternalPath, type LoginParams } from "./login-params.ts";
export { readRememberedEmail, setRememberedEmailForPrerender } from "./remember-me.ts";
export { appOfferShown, setAppOfferForPrerender } from "./mobile-offer.ts";
