import { lazy } from "react";
import { withCatalogueParts } from "../../i18n/i18n.ts";

type Shell = typeof import("./signed-in-shell.ts");

let loaded: Shell | null = null;
let loading: Promise<Shell> | null = null;

/**
 * Loads the signed-in shell's chunk (header navigation, inactivity timeout) once. Signed-in
 * guards wait for it beside their checks, so the navigation renders with the first page instead
 * of arriving after it and pushing the page down (a layout shift).
 */
export function loadSignedInShell(): Promise<Shell> {
  loading ??= withCatalogueParts(() => import("./signed-in-shell.ts"), ["shell"])().then((shell) => (loaded = shell));
  return loading;
}

const LazySignedInNav = lazy(() => loadSignedInShell().then((m) => ({ default: m.SignedInNav })));
const LazySignedInLogoLink = lazy(() => loadSignedInShell().then((m) => ({ default: m.SignedInLogoLink })));
const LazySessionIdleGuard = lazy(() => loadSignedInShell().then((m) => ({ default: m.SessionIdleGuard })));
const LazyLiveUpdates = lazy(() => loadSignedInShell().then((m) => ({ default: m.LiveUpdates })));
const LazyBottomTabBar = lazy(() => loadSignedInShell().then((m) => ({ default: m.BottomTabBar })));
const LazySessionRenewalDialog = lazy(() => loadSignedInShell().then((m) => ({ default: m.SessionRenewalDialog })));
const LazyEmailConfirmationBanner = lazy(() => loadSignedInShell().then((m) => ({ default: m.EmailConfirmationBanner })));

/** The shell's components: the loaded ones once the chunk is in, lazy ones (under Suspense) before. */
export const signedInNav = () => loaded?.SignedInNav ?? LazySignedInNav;
export const signedInLogoLink = () => loaded?.SignedInLogoLink ?? LazySignedInLogoLink;
export const sessionIdleGuard = () => loaded?.SessionIdleGuard ?? LazySessionIdleGuard;
export const emailConfirmationBanner = () => loaded?.EmailConfirmationBanner ?? LazyEmailConfirmationBanner;
export const bottomTabBar = () => loaded?.BottomTabBar ?? LazyBottomTabBar;
export const sessionRenewalDialog = () => loaded?.SessionRenewalDialog ?? LazySessionRenewalDialog;
export const liveUpdates = () => loaded?.LiveUpdates ?? LazyLiveUpdates;
