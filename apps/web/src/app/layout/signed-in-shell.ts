/**
 * The parts of the shell only a signed-in user sees, as one lazy chunk: the header navigation
 * and the inactivity timeout. The login page carries neither.
 */
export { SignedInNav } from "./signed-in-nav.tsx";
export { SessionIdleGuard } from "./session-idle-guard.tsx";
