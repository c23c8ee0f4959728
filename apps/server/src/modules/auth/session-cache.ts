import type { AnswerCache, AnswerKind } from "../../db/answer-cache.ts";
import type { TokenWithVehicle } from "./token-repository.ts";

/**
 * A write by this process to what a session check reads that does not announce its change: any
 * write to these tables; of an account, only a `set` of its status or brand, the columns a check
 * reads (every sign-in writes the account's failure count, and an operator's switch picks an account
 * `where brand = …`; either would drop every kept check of the instance);
 * a token's revocation or deletion (not its sliding expiry, which announces "t:<hash>").
 */
const SESSION_WRITES =
  /\b(?:insert\s+into|update|delete\s+from)\s+(?:vehicles|second_drivers|factory_vehicles)\b|\bupdate\s+accounts\s+set\b(?:(?!\bwhere\b)[^;])*\b(?:status|brand)\s*=|\bdelete\s+from\s+accounts\b|\brevoked_at\s*=|\bdelete\s+from\s+access_tokens\b/i;

export type SessionCache = AnswerKind<TokenWithVehicle | null>;

/**
 * The session checks this instance has made, kept in memory so that a signed-in read costs no
 * database round trip: a kind of the answer cache, each check kept with the token, account and
 * vehicle it was read from, and never past the token's expiry. Only an answer that
 * lets its holder in is kept, so anything refused is always read again. /metrics reports it apart
 * (carport_session_cache_*).
 */
export function openSessionCache(answers: AnswerCache): SessionCache {
  return answers.kind<TokenWithVehicle | null>(SESSION_WRITES, { counted: false });
}
