/** What other features may use from browser push (the notification settings page offers it). */
export { BrowserNotifications } from "./components/browser-notifications.tsx";
