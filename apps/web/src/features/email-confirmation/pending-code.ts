import { readStored, writeStored } from "../../lib/storage.ts";

const PENDING_CODE_KEY = "carport.pendingConfirmationCode";

/**
 * The confirmation mail's link carries the code (/confirmEmail?code=). Opened signed out, the code
 * waits in the tab while the owner signs in, rather than riding in the login page's address.
 */
export function keepPendingConfirmationCode(code: string | null): void {
  if (code) writeStored("session", PENDING_CODE_KEY, code);
}

/** The code kept across the sign-in, once (it is removed as it is read). */
export function takePendingConfirmationCode(): string | null {
  const code = readStored("session", PENDING_CODE_KEY);
  writeStored("session", PENDING_CODE_KEY, null);
  return code;
}
