import { randomBytes, timingSafeEqual } from "node:crypto";
import { newLinkSecret, type LinkCredentials, type LinkIdentity } from "@carport/telematics";

/**
 * Identities the broker Carport embeds knows without the database: this server's, the operator
 * tool's and the in-process demo fleet's (a gateway granted every car). Made afresh at each start;
 * the secrets never leave the process except the operator's (written for `npm run admin`).
 */
export function createInternalIdentities() {
  const suffix = randomBytes(3).toString("hex");
  const make = (identity: LinkIdentity) => ({ identity, credentials: { username: identity.username, secret: newLinkSecret() } });
  const server = make({ kind: "server", username: `carport-server-${suffix}` });
  const operator = make({ kind: "operator", username: `carport-operator-${suffix}` });
  const fleet = make({ kind: "gateway", username: `carport-demo-fleet-${suffix}`, vins: "all" });
  const all = [server, operator, fleet];
  return {
    server: server.credentials,
    operator: operator.credentials,
    fleet: fleet.credentials,
    /** The identity, when these are one of the internal credentials; undefined: not internal. */
    match(username: string, secret: string): LinkIdentity | null | undefined {
      const entry = all.find((e) => e.credentials.username === username);
      if (!entry) return undefined;
      const expected = Buffer.from(entry.credentials.secret);
      const given = Buffer.from(secret);
      return expected.length === given.length && timingSafeEqual(expected, given) ? entry.identity : null;
    },
  };
}

/** "user:secret" from the environment. */
export function parseCredentials(text: string | undefined): LinkCredentials | undefined {
  if (!text) return undefined;
  const at = text.indexOf(":");
  if (at < 1) throw new Error("link credentials must read user:secret");
  return { username: text.slice(0, at), secret: text.slice(at + 1) };
}
