/**
 * The remote command flow for other features' pages (valet, charging options): the hook that runs
 * PIN, command and polling with the vehicle's pending flag, and its screen. The remote pages
 * themselves load by path.
 */
export { useRemoteCommand, type RemoteCommandFlow } from "./use-remote-command.ts";
export { CommandFlowScreen } from "./components/command-flow-parts.tsx";
export type { CommandOutcome } from "./command-outcome.ts";
