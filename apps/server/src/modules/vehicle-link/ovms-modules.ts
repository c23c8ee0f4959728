import { hashLinkSecret, newLinkSecret, OVMS_VEHICLE_ID, ovmsPrefix, type LinkCredentials } from "@carport/telematics";
import { OVMS_CAPABILITIES, type OvmsCapability } from "@carport/protocol";
import type { Queryable } from "../../db/database.ts";
import type { CredentialBox } from "../../core/credential-box.ts";
import { NAME } from "./link-identities.ts";

/** The credential box key name the modules' PINs are sealed under (drawn from SEALING_KEY when set). */
export const OVMS_PIN_BOX = "ovms-module-pins";

/** An OVMS module registered for a car. */
export interface OvmsModule {
  username: string;
  vin: string;
  vehicleId: string;
  /** `ovms/<user>/<vehicle id>`, without the trailing "/". */
  prefix: string;
  sealedPin: string | null;
  /** Confirmed by the owner or operator. */
  supports: OvmsCapability[];
  /** Answered by the module as not possible (learned). */
  refused: OvmsCapability[];
}

interface Row {
  username: string;
  vin: string;
  vehicle_id: string;
  topic_prefix: string;
  sealed_pin: string | null;
  supports: string[];
  refused: string[];
}

const capabilities = (names: readonly string[]) =>
  names.filter((n): n is OvmsCapability => OVMS_CAPABILITIES.includes(n as OvmsCapability));
const toModule = (row: Row): OvmsModule => ({
  username: row.username,
  vin: row.vin,
  vehicleId: row.vehicle_id,
  prefix: row.topic_prefix,
  sealedPin: row.sealed_pin,
  supports: capabilities(row.supports),
  refused: capabilities(row.refused),
});

/** The capabilities a list names ("lock,climate"), refused with the reason when one is not known. */
export function parseCapabilities(text: string): OvmsCapability[] {
  const names = text
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !OVMS_CAPABILITIES.includes(n as OvmsCapability));
  if (unknown.length) throw new Error(`unknown capability ${unknown.join(", ")}: one of ${OVMS_CAPABILITIES.join(", ")}`);
  return [...new Set(names as OvmsCapability[])];
}

/** A module PIN as Carport keeps it: what the module's `password module` holds, no spaces (the shell splits on them). */
export function checkModulePin(pin: string): string {
  if (!/^\S{1,32}$/.test(pin)) throw new Error("the module PIN is 1 to 32 characters without spaces");
  return pin;
}

/**
 * Registers (or registers anew) the OVMS module of a car enrolled to an account: its link identity
 * (user name = the module's server v3 user name, also its MQTT client id), a new secret answered
 * once, its vehicle id and so its topic prefix, and its PIN sealed. A module registered before for
 * the car is replaced (its old identity stops working and its sessions are cut off).
 */
export async function registerOvmsModule(
  db: Queryable,
  box: CredentialBox,
  input: { vin: string; user: string; vehicleId: string; pin?: string | undefined; supports?: OvmsCapability[] | undefined },
): Promise<LinkCredentials & { prefix: string }> {
  if (!NAME.test(input.user) || input.user.startsWith("car-") || input.user.includes(":"))
    throw new Error(`bad OVMS user name '${input.user}': letters, digits, ".", "_" or "-", up to 64, not starting with car-`);
  if (!OVMS_VEHICLE_ID.test(input.vehicleId))
    throw new Error(`bad OVMS vehicle id '${input.vehicleId}': letters, digits, "_" or "-", up to 32`);
  const [car] = await db.query<{ enrolled: boolean }>(
    "select exists (select 1 from vehicles v where v.vin = f.vin) as enrolled from factory_vehicles f where f.vin = $1",
    [input.vin],
  );
  if (!car) throw new Error(`${input.vin} is not in the factory record`);
  if (!car.enrolled) throw new Error(`${input.vin} is not enrolled to an account: its owner enrolls it first`);
  const [taken] = await db.query<{ kind: string; vin: string | null }>(
    "select i.kind, o.vin from link_identities i left join ovms_modules o on o.username = i.username where i.username = $1",
    [input.user],
  );
  if (taken && (taken.kind !== "ovms" || (taken.vin !== null && taken.vin !== input.vin)))
    throw new Error(`the user name ${input.user} is already another identity's`);
  const prefix = ovmsPrefix(input.user, input.vehicleId);
  const secret = newLinkSecret();
  const sealedPin = input.pin !== undefined ? box.seal(checkModulePin(input.pin)) : null;
  // The car's earlier module, under another name: its identity goes (the broker cuts it off).
  await db.query("delete from link_identities i using ovms_modules o where o.username = i.username and o.vin = $1 and i.username <> $2", [
    input.vin,
    input.user,
  ]);
  await db.query(
    `insert into link_identities (username, kind, secret_hash) values ($1, 'ovms', $2)
     on conflict (username) do update set secret_hash = excluded.secret_hash, rotated_at = now()`,
    [input.user, await hashLinkSecret(secret)],
  );
  await db.query(
    `insert into ovms_modules (username, vin, vehicle_id, topic_prefix, sealed_pin, supports)
     values ($1, $2, $3, $4, $5, coalesce($6::text[], '{lock}'))
     on conflict (username) do update set vehicle_id = excluded.vehicle_id, topic_prefix = excluded.topic_prefix,
       sealed_pin = coalesce(excluded.sealed_pin, ovms_modules.sealed_pin), supports = coalesce($6::text[], ovms_modules.supports),
       refused = '{}'`,
    [input.user, input.vin, input.vehicleId, prefix, sealedPin, input.supports ?? null],
  );
  return { username: input.user, secret, prefix };
}

/** The module registered for a car, or null. */
export async function findOvmsModuleOfVin(db: Queryable, vin: string): Promise<OvmsModule | null> {
  const [row] = await db.query<Row>("select * from ovms_modules where vin = $1", [vin]);
  return row ? toModule(row) : null;
}

/** Every registered module. */
export async function listOvmsModules(db: Queryable): Promise<OvmsModule[]> {
  return (await db.query<Row>("select * from ovms_modules")).map(toModule);
}

/** The module publishing under this prefix, or null. */
export async function findOvmsModuleOfPrefix(db: Queryable, prefix: string): Promise<OvmsModule | null> {
  const [row] = await db.query<Row>("select * from ovms_modules where topic_prefix = $1", [prefix]);
  return row ? toModule(row) : null;
}

/**
 * What the owner (or operator) confirms the car does: these capabilities, and only these, are
 * offered; confirming one the module refused before offers it again. Answers false: no module.
 */
export async function confirmOvmsCapabilities(db: Queryable, vin: string, supports: OvmsCapability[]): Promise<boolean> {
  const rows = await db.query(
    "update ovms_modules set supports = $2::text[], refused = array(select unnest(refused) except select unnest($2::text[])) where vin = $1 returning vin",
    [vin, supports],
  );
  return rows.length > 0;
}

/** A new module PIN, sealed. */
export async function setOvmsModulePin(db: Queryable, box: CredentialBox, vin: string, pin: string): Promise<boolean> {
  const rows = await db.query("update ovms_modules set sealed_pin = $2 where vin = $1 returning vin", [vin, box.seal(checkModulePin(pin))]);
  return rows.length > 0;
}

/** The module answered it cannot do this: it is no longer offered until confirmed again. */
export async function learnOvmsRefusal(db: Queryable, vin: string, capability: OvmsCapability): Promise<void> {
  await db.query("update ovms_modules set refused = array_append(refused, $2) where vin = $1 and not ($2 = any(refused))", [
    vin,
    capability,
  ]);
}

/** Removes the car's module and its identity (its sessions are cut off). */
export async function removeOvmsModule(db: Queryable, vin: string): Promise<boolean> {
  const rows = await db.query(
    "delete from link_identities i using ovms_modules o where o.username = i.username and o.vin = $1 returning i.username",
    [vin],
  );
  return rows.length > 0;
}
