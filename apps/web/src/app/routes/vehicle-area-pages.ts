/**
 * The vehicle area's pages (overview, health, notification centre, monthly report, valet), loaded
 * together as one lazy chunk through one import in the router: one chunk and one import keep the
 * entry's table of lazy chunks, and so the login bundle, as small as before these pages existed.
 */
export { OverviewPage } from "../../features/overview/pages/overview-page.tsx";
export { VehicleHealthPage } from "../../features/health/pages/vehicle-health-page.tsx";
export { NotificationCenterPage } from "../../features/inbox/pages/notification-center-page.tsx";
export { MvrPage } from "../../features/mvr/pages/mvr-page.tsx";
export { ValetPage } from "../../features/valet/pages/valet-page.tsx";
