/** What other features may use from browser push: the settings switch, and the offer under a command's result. */
export { BrowserNotifications } from "./components/browser-notifications.tsx";
export { PushOffer } from "./components/push-offer.tsx";
