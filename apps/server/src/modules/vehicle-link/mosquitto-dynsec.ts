import path from "node:path";
import mqtt from "mqtt";
import { hashLinkSecret, linkPermissions, newLinkSecret, type LinkCredentials, type LinkIdentity } from "@carport/telematics";
import type { Queryable } from "../../db/database.ts";
import { writePrivateFile } from "../../db/private-files.ts";
import { listLinkIdentities, rotateVehicleSecret, vehicleUsername } from "./link-identities.ts";

/**
 * Mosquitto's dynamic-security plugin (mosquitto_dynamic_security.so, in Debian's mosquitto package):
 * the identities live in the plugin's JSON file, which Mosquitto rewrites itself, and are changed
 * while it runs through `$CONTROL/dynamic-security/v1`, without a password file rewrite or a reload.
 * Each Carport identity gets a client and a role of its own holding the same rules the embedded
 * broker enforces (@carport/telematics linkPermissions).
 */
export const DYNSEC_TOPIC = "$CONTROL/dynamic-security/v1";
export const DYNSEC_FILE = "dynamic-security.json";

interface Acl {
  acltype: "publishClientSend" | "publishClientReceive" | "subscribePattern" | "unsubscribePattern";
  topic: string;
  allow: boolean;
}

const roleOf = (username: string) => `carport-${username}`;

/** The identity's rules as the plugin's ACLs: what it may publish, and subscribe to and receive. */
function aclsOf(namespace: string, identity: LinkIdentity): Acl[] {
  const permissions = linkPermissions(namespace, identity);
  return [
    ...permissions.publish.map((topic) => ({ acltype: "publishClientSend" as const, topic, allow: true })),
    ...permissions.subscribe.flatMap((topic) => [
      { acltype: "subscribePattern" as const, topic, allow: true },
      { acltype: "publishClientReceive" as const, topic, allow: true },
    ]),
  ];
}

/** Carport's $7$ hash (PBKDF2-SHA512, Mosquitto's password-file format) as the plugin stores a password. */
function pluginPassword(secretHash: string): { password: string; salt: string; iterations: number } {
  const [, kind, iterations, salt, hash] = secretHash.split("$");
  if (kind !== "7" || !iterations || !salt || !hash) throw new Error("a link secret's hash is not in Mosquitto's $7$ format");
  return { password: hash, salt, iterations: Number(iterations) };
}

/** The plugin's file for these identities and its administrator (who alone may use `$CONTROL/dynamic-security`). */
export function dynsecConfig(
  namespace: string,
  entries: ReadonlyArray<{ identity: LinkIdentity; secretHash: string }>,
  admin: { username: string; secretHash: string },
) {
  const control = "$CONTROL/dynamic-security/#";
  return {
    defaultACLAccess: { publishClientSend: false, publishClientReceive: true, subscribe: false, unsubscribe: true },
    clients: [
      {
        username: admin.username,
        textName: "Carport's operator tool",
        ...pluginPassword(admin.secretHash),
        roles: [{ rolename: "carport-admin" }],
      },
      ...entries.map(({ identity, secretHash }) => ({
        username: identity.username,
        textName: `Carport ${identity.kind}`,
        ...pluginPassword(secretHash),
        roles: [{ rolename: roleOf(identity.username) }],
      })),
    ],
    roles: [
      {
        rolename: "carport-admin",
        acls: [
          { acltype: "publishClientSend", topic: control, allow: true },
          // The plugin's answers reach the administrator only when its role says so, whatever the default.
          { acltype: "publishClientReceive", topic: control, allow: true },
          { acltype: "subscribePattern", topic: control, allow: true },
        ],
      },
      ...entries.map(({ identity }) => ({ rolename: roleOf(identity.username), acls: aclsOf(namespace, identity) })),
    ],
    groups: [],
  };
}

/**
 * Writes the plugin's file (0600: it holds hashes) from the database's identities, with a new
 * administrator identity whose secret is answered once (the operator tool signs in with it).
 */
export async function writeDynsecConfig(
  db: Queryable,
  namespace: string,
  dir: string,
  adminName = "carport-dynsec-admin",
): Promise<{ file: string; admin: LinkCredentials }> {
  const admin = { username: adminName, secret: newLinkSecret() };
  const config = dynsecConfig(namespace, await listLinkIdentities(db), {
    username: admin.username,
    secretHash: await hashLinkSecret(admin.secret),
  });
  const file = path.join(dir, DYNSEC_FILE);
  writePrivateFile(file, `${JSON.stringify(config, null, 2)}\n`);
  return { file, admin };
}

/** Sends commands to the plugin as its administrator and answers their responses; a command the plugin refuses throws, unless `mayFail` says it may. */
export async function sendDynsecCommands(
  brokerUrl: string,
  admin: LinkCredentials,
  commands: Array<Record<string, unknown>>,
  mayFail: (command: Record<string, unknown>) => boolean = () => false,
): Promise<Array<{ command: string; error?: string }>> {
  const client = await mqtt.connectAsync(brokerUrl, {
    clientId: `${admin.username}-${process.pid}`,
    username: admin.username,
    password: admin.secret,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
  try {
    const answered = new Promise<Array<{ command: string; error?: string }>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("Mosquitto's dynamic-security plugin did not answer within 5 s")), 5000);
      client.on("message", (_topic, payload) => {
        clearTimeout(timer);
        resolve((JSON.parse(payload.toString()) as { responses: Array<{ command: string; error?: string }> }).responses);
      });
    });
    await client.subscribeAsync(`${DYNSEC_TOPIC}/response`);
    await client.publishAsync(DYNSEC_TOPIC, JSON.stringify({ commands }));
    const responses = await answered;
    responses.forEach((response, index) => {
      if (response.error && !mayFail(commands[index]!)) throw new Error(`Mosquitto refused ${response.command}: ${response.error}`);
    });
    return responses;
  } finally {
    await client.endAsync();
  }
}

/** A running Mosquitto's address and the plugin administrator's credentials (from `mosquitto-dynsec`). */
export interface DynsecBroker {
  url: string;
  admin: LinkCredentials;
}

/**
 * Hands an identity and its new secret to the running Mosquitto: its client and role are made again
 * (which ends its open session); a null secret takes it out.
 */
export async function pushIdentityToMosquitto(
  broker: DynsecBroker,
  namespace: string,
  identity: LinkIdentity,
  secret: string | null,
): Promise<void> {
  const { username } = identity;
  const removal = [
    { command: "deleteClient", username },
    { command: "deleteRole", rolename: roleOf(username) },
  ];
  const commands =
    secret === null
      ? removal
      : [
          ...removal,
          { command: "createRole", rolename: roleOf(username), acls: aclsOf(namespace, identity) },
          { command: "createClient", username, password: secret, roles: [{ rolename: roleOf(username) }] },
        ];
  // Deleting what is not there yet (an identity new to Mosquitto) is no failure.
  await sendDynsecCommands(broker.url, broker.admin, commands, (c) => c.command === "deleteClient" || c.command === "deleteRole");
}

/**
 * A new secret for the car (as `link-credentials --rotate`), given to Mosquitto at once. A VIN no
 * longer in the factory record is taken out of Mosquitto. Answers the new credentials, or null for a car taken out.
 */
export async function pushVehicleToMosquitto(
  db: Queryable,
  namespace: string,
  vin: string,
  broker: DynsecBroker,
): Promise<LinkCredentials | null> {
  const credentials = await rotateVehicleSecret(db, vin);
  const identity: LinkIdentity = { kind: "vehicle", username: vehicleUsername(vin), vins: [vin] };
  await pushIdentityToMosquitto(broker, namespace, identity, credentials?.secret ?? null);
  return credentials;
}
