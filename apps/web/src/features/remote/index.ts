/**
 * What other features may use from remote control: the command flow for their pages (valet,
 * charging options, the overview's quick actions): the hook that runs PIN, command and polling
 * with the vehicle's pending flag, and its screen; the PIN check alone (the overview's car
 * location); the remote pages and climate settings the quick actions offer. The remote pages
 * themselves load by path.
 */
export { useRemoteCommand, type RemoteCommandFlow } from "./use-remote-command.ts";
export { CommandFlowScreen } from "./components/command-flow-parts.tsx";
export { PinDialog } from "./components/pin-dialog.tsx";
export { verifyPin } from "./api/verify-pin.ts";
export { pinProblem, type CommandOutcome, type PinProblem } from "./command-outcome.ts";
export type { CommandRequest } from "./commands.ts";
export { REMOTE_PAGE_TITLES, availableRemotePages, remotePagePath, remoteVehicle, type BuiltRemotePage } from "./remote-pages.ts";
export { climateSettings, defaultClimateForm, engineSetting, seatsWithHeatVent } from "./climate-settings.ts";
