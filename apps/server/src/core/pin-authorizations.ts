/** A command's pAuth, for the statement that records the command to take: as it was issued, hashed. */
export interface PAuthClaim {
  pAuthHash: string;
  accountId: string;
  vehicleId: string;
  /** Hash of the access token of the session the command comes in. */
  tokenHash: string;
}

/**
 * A good pAuth, as a where clause over `pin_authorizations p` and `access_tokens t`, given the
 * placeholders of a claim's fields: issued to this session, account and vehicle, that session live,
 * not expired. The one definition for the check that changes nothing and the statement that takes it.
 */
export function goodPAuth(placeholders: Record<keyof PAuthClaim, string>): string {
  const { pAuthHash, accountId, vehicleId, tokenHash } = placeholders;
  return `p.pauth_hash = ${pAuthHash} and p.account_id = ${accountId} and p.vehicle_id = ${vehicleId} and p.expires_at > now()
      and t.token_hash = p.token_hash and t.token_hash = ${tokenHash} and t.revoked_at is null and t.expires_at > now()`;
}
