/** What other features may use from profiles (the vehicles page shows a pending invitation); its pages load lazily by path. */
export { invitationQueryOptions } from "./api/invitation.ts";
