/** What other features may use from vehicle health (the overview shows its service bars, issues and dialogs; its reads are the session's). */
export { ServiceDueBars } from "./components/service-due-bars.tsx";
export { LazyResetServiceDialog, LazySafetyWarningDialog } from "./components/lazy-dialogs.tsx";
export { IssueCounts } from "./components/issue-counts.tsx";
export { serviceDue, type ServiceDue } from "./service-due.ts";
export { safetyIssue } from "./issues.ts";
export { HEALTH_PATH } from "./paths.ts";
export { rememberWarningSeen, wasWarningSeen } from "./warning-memory.ts";
