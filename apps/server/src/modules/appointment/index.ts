/** The front door of `appointment`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { readSignedClaims, type SignedClaims, signToken } from "./signed-token.ts";
