/**
 * The remote command pages, loaded together as one lazy chunk: they share the page frame and
 * the command flow, and a single chunk keeps the bundler from re-splitting the login bundle.
 */
export { StartPage } from "./start-page.tsx";
export { StopPage } from "./stop-page.tsx";
export { LockPage } from "./lock-page.tsx";
export { HornLightPage } from "./horn-light-page.tsx";
export { ChargePage } from "./charge-page.tsx";
export { ClimatePage } from "./climate-page.tsx";
export { SchedulePage } from "./schedule-page.tsx";
export { TsocPage } from "./tsoc-page.tsx";
