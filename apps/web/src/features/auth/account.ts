/**
 * The signed-in account as other features may read it (the remote pages' climate unit), without
 * pulling in the auth pages the way index.ts does: a lazy page importing index.ts would make the
 * bundler split the login page out of the entry chunk.
 */
export { verifyAccountTokenQueryOptions, type VerifiedAccount } from "./api/verify-account-token.ts";
export { useAccountUnits, type AccountUnits } from "./use-account-preferences.ts";
