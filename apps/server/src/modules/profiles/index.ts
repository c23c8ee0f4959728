/** The front door of `profiles`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { insertProfileLog, listProfiles } from "./profile-repository.ts";
export { defaultProfileName, defaultSharedProfileName, invitationMessage } from "./profile-texts.ts";
export { applicableValues } from "./profile-tree.ts";
