/** The suspended-vehicle screens (home.reactivate, home.suspended, default/support.deactivation). */
export { DeactivationPage } from "./deactivation-page.tsx";
export { ReactivatePage, SuspendedPage } from "./suspension-link-page.tsx";
