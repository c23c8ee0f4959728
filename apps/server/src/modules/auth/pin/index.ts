/** The front door of `auth/pin`, the PIN and the pAuth of remote commands: all that other parts of auth may import of it. */
export { type PinService } from "./pin-service.ts";
