import { hashLinkSecret, newLinkSecret, verifyLinkSecret, type LinkCredentials, type LinkIdentity } from "@carport/telematics";
import type { Queryable } from "../../db/database.ts";

/** The user name of a car's link identity (also its MQTT client id). */
export const vehicleUsername = (vin: string) => `car-${vin}`;

export type IdentityKind = LinkIdentity["kind"];

export const NAME = /^[A-Za-z0-9][\w.-]{0,63}$/;

interface IdentityRow {
  username: string;
  kind: IdentityKind;
  vin: string | null;
  all_vehicles: boolean;
  secret_hash: string;
  granted: string[] | null;
  ovms_vin: string | null;
  ovms_prefix: string | null;
}

const SELECT_IDENTITIES = `
  select i.username, i.kind, i.vin, i.all_vehicles, i.secret_hash,
         (select array_agg(g.vin order by g.vin) from link_gateway_vehicles g where g.username = i.username) as granted,
         o.vin as ovms_vin, o.topic_prefix as ovms_prefix
    from link_identities i left join ovms_modules o on o.username = i.username`;

function toIdentity(row: IdentityRow): LinkIdentity {
  switch (row.kind) {
    case "vehicle":
      return { kind: "vehicle", username: row.username, vins: [row.vin!] };
    case "gateway":
      return { kind: "gateway", username: row.username, vins: row.all_vehicles ? "all" : (row.granted ?? []) };
    case "ovms":
      return { kind: "ovms", username: row.username, vin: row.ovms_vin!, prefix: row.ovms_prefix! };
    default:
      return { kind: row.kind, username: row.username };
  }
}

/** A car's identity, made when it enters the factory record; the secret is answered once. */
export async function createVehicleIdentity(db: Queryable, vin: string): Promise<LinkCredentials> {
  const credentials = { username: vehicleUsername(vin), secret: newLinkSecret() };
  await db.query("insert into link_identities (username, kind, vin, secret_hash) values ($1, 'vehicle', $2, $3)", [
    credentials.username,
    vin,
    await hashLinkSecret(credentials.secret),
  ]);
  return credentials;
}

/**
 * A server, operator or gateway identity (a new one, or a new secret for one of that name). A
 * gateway acts for `vins`, or every car with "all"; granting replaces its earlier grants.
 */
export async function saveServiceIdentity(
  db: Queryable,
  input: {
    kind: "server" | "operator" | "gateway";
    username: string;
    vins?: readonly string[] | "all";
    /** A secret already deployed (re-creating an identity on a new database); unset: a new random one. */
    secret?: string;
  },
): Promise<LinkCredentials> {
  if (!NAME.test(input.username) || input.username.startsWith("car-")) throw new Error(`bad identity name '${input.username}'`);
  const [existing] = await db.query<{ kind: string }>("select kind from link_identities where username = $1", [input.username]);
  if (existing && existing.kind !== input.kind) throw new Error(`${input.username} is a ${existing.kind} identity`);
  if (input.secret !== undefined && input.secret.length < 32) throw new Error("a link secret has at least 32 characters");
  const secret = input.secret ?? newLinkSecret();
  const hash = await hashLinkSecret(secret);
  await db.query(
    `insert into link_identities (username, kind, all_vehicles, secret_hash) values ($1, $2, $3, $4)
     on conflict (username) do update set secret_hash = excluded.secret_hash, all_vehicles = excluded.all_vehicles, rotated_at = now()`,
    [input.username, input.kind, input.vins === "all", hash],
  );
  if (input.kind === "gateway") {
    await db.query("delete from link_gateway_vehicles where username = $1", [input.username]);
    const vins = input.vins === "all" ? [] : (input.vins ?? []);
    const known = await db.query<{ vin: string }>("select vin from factory_vehicles where vin = any($1::text[])", [vins]);
    const missing = vins.filter((vin) => !known.some((k) => k.vin === vin));
    if (missing.length) throw new Error(`not in the factory record: ${missing.join(", ")}`);
    for (const vin of vins) await db.query("insert into link_gateway_vehicles (username, vin) values ($1, $2)", [input.username, vin]);
  }
  return { username: input.username, secret };
}

/** A new secret for a car; the old one stops working and its sessions are cut off. Null: no such car. */
export async function rotateVehicleSecret(db: Queryable, vin: string): Promise<LinkCredentials | null> {
  const credentials = { username: vehicleUsername(vin), secret: newLinkSecret() };
  const rows = await db.query("update link_identities set secret_hash = $2, rotated_at = now() where vin = $1 returning username", [
    vin,
    await hashLinkSecret(credentials.secret),
  ]);
  return rows.length ? credentials : null;
}

/** The identity these credentials belong to, or null (unknown, wrong secret, or a car no longer in the factory record). */
export async function authenticateLinkIdentity(db: Queryable, username: string, secret: string): Promise<LinkIdentity | null> {
  const [row] = await db.query<IdentityRow>(
    `${SELECT_IDENTITIES} where i.username = $1 and (i.vin is null or exists (select 1 from factory_vehicles f where f.vin = i.vin))
       and (i.kind <> 'ovms' or o.vin is not null)`,
    [username],
  );
  if (!row || !(await verifyLinkSecret(secret, row.secret_hash))) return null;
  return toIdentity(row);
}

/** The identity of this name as it stands now (its kind and grants), or null. */
export async function findLinkIdentity(db: Queryable, username: string): Promise<LinkIdentity | null> {
  const [row] = await db.query<IdentityRow>(`${SELECT_IDENTITIES} where i.username = $1`, [username]);
  return row ? toIdentity(row) : null;
}

/** Every identity with its secret's hash (for Mosquitto's password and ACL files). */
export async function listLinkIdentities(db: Queryable): Promise<Array<{ identity: LinkIdentity; secretHash: string }>> {
  const rows = await db.query<IdentityRow>(`${SELECT_IDENTITIES} where i.kind <> 'ovms' or o.vin is not null order by i.kind, i.username`);
  return rows.map((row) => ({ identity: toIdentity(row), secretHash: row.secret_hash }));
}
