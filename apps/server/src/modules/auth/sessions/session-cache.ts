import type { AnswerCache, AnswerKind } from "../../../db/answer-cache.ts";
import type { TokenWithVehicle } from "./token-repository.ts";

export type SessionCache = AnswerKind<TokenWithVehicle | null>;

/**
 * The session checks this instance has made, kept in memory so that a signed-in read costs no
 * database round trip: a kind of the answer cache, each check kept with the token, account and
 * vehicle it was read from, and never past the token's expiry: dropped by the token's revocation
 * ("t:<hash>"), any change to the account ("a:") or to the vehicle, its shares or its factory record
 * ("v:", "*"), as the writers announce them and the database's triggers (migration 016) tell every instance. Only an answer that
 * lets its holder in is kept, so anything refused is always read again. /metrics reports it apart
 * (carport_session_cache_*).
 */
export function openSessionCache(answers: AnswerCache): SessionCache {
  return answers.kind<TokenWithVehicle | null>("sessions", { counted: false });
}
