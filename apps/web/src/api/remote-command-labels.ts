import { REMOTE_COMMANDS, type RemoteCommandId, type RemoteCommandLabel } from "@carport/protocol";

/**
 * The activity label of each remote command, read from the protocol's declarations. The browser
 * build replaces this module with the same table as plain data (build/protocol-plugin.ts): the
 * declarations carry zod schemas that must not reach the bundle.
 */
export const REMOTE_COMMAND_LABELS: Record<RemoteCommandId, RemoteCommandLabel> = Object.fromEntries(
  (Object.keys(REMOTE_COMMANDS) as RemoteCommandId[]).map((id) => [id, REMOTE_COMMANDS[id].label]),
) as Record<RemoteCommandId, RemoteCommandLabel>;
