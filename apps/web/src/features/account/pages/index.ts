/**
 * The account panels, loaded together as one lazy chunk through one import in the router (as the
 * remote and support pages are): they render the same fields, and one import keeps the login
 * bundle's table of lazy chunks small.
 */
export { PersonalInfoPage } from "./personal-info-page.tsx";
export { PreferencesPage } from "./preferences-page.tsx";
export { SecurityPage, PinSettingPage } from "./security-pages.tsx";
export { NotificationSettingsPage } from "./notification-settings-page.tsx";
export { NotificationHistoryPage } from "./notification-history-page.tsx";
export { SecurityEventsPage } from "./security-events-page.tsx";
export { CalendarPage } from "./calendar-page.tsx";
export { ChargingOptionsPage } from "./charging-options-page.tsx";
export { LinkedAccountsPage } from "./linked-accounts-page.tsx";
