/** The session cache's channel (migration 016): accounts, vehicles, shares, tokens revoked, factory records. */
export const SESSION_CHANNEL = "carport_session_cache";
/** The answer cache's own channel (migration 024): vehicle lists, shares, services, terms, deleted commands. */
export const ANSWER_CHANNEL = "carport_answer_cache";
/**
 * The live updates' channel (migrations 023, 026, 027, 028): a status saved ("s:<vehicle>"), a command
 * recorded or completed ("x:<account>:<transaction>:<P|C>"), an inbox changed ("m:<account>").
 */
export const LIVE_CHANNEL = "carport_live";
/** The vehicle link's channel (migration 018): a link identity rotated or revoked ("<username>"). */
export const LINK_IDENTITY_CHANNEL = "carport_link_identities";
