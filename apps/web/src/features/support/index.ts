/** What other features may use from support (the vehicle report's dealer button); its pages load lazily by path. */
export { ScheduleDealerButton } from "./components/schedule-dealer-button.tsx";
