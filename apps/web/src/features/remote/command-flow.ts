/**
 * The remote command flow for other features' pages (valet): the hook that runs PIN, command and
 * polling with the vehicle's pending flag, and the parts of its screen. The remote pages
 * themselves load by path.
 */
export { useRemoteCommand, type RemoteCommandFlow } from "./use-remote-command.ts";
export { CommandPinDialog, CommandViews, PendingNotice, SubmitNotice, useFocusOnReturnToSubmit } from "./components/command-flow-parts.tsx";
export type { CommandOutcome } from "./command-outcome.ts";
