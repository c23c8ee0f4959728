/**
 * The vehicle area's pages (overview, health, notification centre, monthly report, valet), loaded
 * together as one lazy chunk through one import in the router: one chunk and one import keep the
 * entry's table of lazy chunks, and so the login bundle, as small as before these pages existed.
 */
export { OverviewPage } from "../../features/overview/pages/overview-page.tsx";
export { prefetchOverview } from "../../features/overview/prefetch-overview.ts";
export { VehicleHealthPage } from "../../features/health/pages/vehicle-health-page.tsx";
export { NotificationCenterPage } from "../../features/inbox/pages/notification-center-page.tsx";
export { MvrPage } from "../../features/mvr/pages/mvr-page.tsx";
export { ValetPage } from "../../features/valet/pages/valet-page.tsx";
export { DigitalKeyPage } from "../../features/digital-key/pages/digital-key-page.tsx";
export { ManualPage } from "../../features/manual/pages/manual-page.tsx";
// The account panels ride in the same chunk: they share most of their modules with the vehicle
// area (formats, fields, PIN entry), and a chunk of their own would split those shared modules
// into new chunks whose names the entry (and so the login bundle) would list.
export {
  PersonalInfoPage,
  PreferencesPage,
  SecurityPage,
  PinSettingPage,
  NotificationSettingsPage,
  NotificationHistoryPage,
  SecurityEventsPage,
  CalendarPage,
  ChargingOptionsPage,
} from "../../features/account/pages/index.ts";
// The support pages ride here too, for the same reason: a chunk of their own would add the
// modules they share with the vehicle area (fields, dialogs, formats) as new chunks to the entry.
export {
  AppointmentPage,
  ContactPage,
  FaqPage,
  ReleaseNotePage,
  SupportEmergencyPage,
  SupportPrivacyPage,
  SupportTermsPage,
} from "../../features/support/pages/index.ts";
// The suspended-vehicle screens (reactivation link, deactivation steps) share the vehicle list and dialogs.
export { DeactivationPage, ReactivatePage, SuspendedPage } from "../../features/suspension/pages/index.ts";
// Driver profiles and the invitation page share the vehicle area's fields and dialogs.
export { UserProfilePage } from "../../features/profiles/pages/user-profile-page.tsx";
export { InvitationPage } from "../../features/profiles/pages/invitation-page.tsx";
export { ChargingStationPage } from "../../features/charging-stations/pages/charging-station-page.tsx";
