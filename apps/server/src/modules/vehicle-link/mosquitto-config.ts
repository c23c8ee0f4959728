import path from "node:path";
import { linkPermissions, type LinkIdentity } from "@carport/telematics";
import type { Queryable } from "../../db/database.ts";
import { writePrivateFile } from "../../db/private-files.ts";
import { listLinkIdentities } from "./link-identities.ts";

/**
 * Mosquitto's password file and ACL file for these identities: the same rules the embedded broker
 * enforces (@carport/telematics linkPermissions). Hashes are already in Mosquitto's $7$ format.
 */
export function mosquittoFiles(namespace: string, entries: ReadonlyArray<{ identity: LinkIdentity; secretHash: string }>) {
  const passwords = entries.map((e) => `${e.identity.username}:${e.secretHash}\n`).join("");
  const acl = [
    "# Written by `npm run admin -- mosquitto-config` from Carport's link identities; do not edit.",
    "# A car or gateway publishes its fleet presence (its last will) under its own user name.",
    `pattern write ${namespace}/fleets/%u/presence`,
    "",
    ...entries.flatMap(({ identity }) => {
      const permissions = linkPermissions(namespace, identity, "%u");
      return [
        `user ${identity.username}`,
        ...permissions.publish.filter((t) => !t.includes("%u")).map((t) => `topic write ${t}`),
        ...permissions.subscribe.map((t) => `topic read ${t}`),
        "",
      ];
    }),
  ].join("\n");
  return { passwords, acl };
}

/** Writes `passwords` and `acl` into dir from the database (mode 600: they hold hashes); answers their paths. */
export async function writeMosquittoConfig(
  db: Queryable,
  namespace: string,
  dir: string,
): Promise<{ passwordFile: string; aclFile: string }> {
  const { passwords, acl } = mosquittoFiles(namespace, await listLinkIdentities(db));
  const passwordFile = path.join(dir, "passwords");
  const aclFile = path.join(dir, "acl");
  // Made 0600 even when an older copy had another mode.
  writePrivateFile(passwordFile, passwords);
  writePrivateFile(aclFile, acl);
  return { passwordFile, aclFile };
}
