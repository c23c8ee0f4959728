import type { RemoteCommandId } from "@carport/protocol";
import type { CommandBody } from "./command-catalog.ts";

/** A remote command call with its checked body, the body typed by the call. */
export type SentCommand = { [Id in RemoteCommandId]: { callId: Id; body: CommandBody<Id> } }[RemoteCommandId];

/** The call and its body as one of SentCommand's cases. */
export function sentCommand<Id extends RemoteCommandId>(callId: Id, body: CommandBody<Id>): SentCommand {
  // TypeScript does not correlate a generic key with the union case it selects.
  return { callId, body } as SentCommand;
}
