import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";
import type { Database } from "../db/database.ts";
import { serverKey } from "./server-keys.ts";

/** Seals and opens stored credentials (AES-256-GCM): calendar accounts, linked car maker accounts; a database dump shows no password or token. */
export interface CredentialBox {
  seal(value: unknown): string;
  open<T>(sealed: string): T;
  /** The value sealed anew under the box's key when it was sealed under an older one (the database's), else null. */
  resealed(sealed: string): string | null;
}

function openWith<T>(key: Buffer, sealed: string): T {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !body) throw new Error("unreadable sealed credentials");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64"));
  decipher.setAuthTag(Buffer.from(tag, "base64"));
  const text = Buffer.concat([decipher.update(Buffer.from(body, "base64")), decipher.final()]).toString("utf8");
  return JSON.parse(text) as T;
}

/** The key of one use (`keyName`) drawn from SEALING_KEY, so one leaked box key opens one kind. */
export function sealingKeyFor(sealingKey: string, keyName: string): Buffer {
  return createHmac("sha256", sealingKey).update(`carport-credential-box:${keyName}`).digest();
}

/**
 * The key: from the secret when set (CALENDAR_SECRET, UPSTREAM_SECRET), else from SEALING_KEY when
 * set (kept out of the database), else one made at first use and kept in server_keys under
 * `keyName` (one key per use, so one leaked key opens one kind). With a key from the environment,
 * what was sealed under the database's key still opens, and `resealed` moves it to the new key.
 */
export async function createCredentialBox(
  db: Database,
  secret: string | undefined,
  keyName = "calendar-credentials",
  sealingKey?: string,
): Promise<CredentialBox> {
  const fromEnvironment = secret ? createHash("sha256").update(secret).digest() : sealingKey ? sealingKeyFor(sealingKey, keyName) : null;
  const key = fromEnvironment ?? (await serverKey(db, keyName));
  // The database's key, only when one was made before: never made anew beside what it would seal.
  let older: Buffer | null = null;
  if (fromEnvironment) {
    const [row] = await db.query<{ value: string }>("select value from server_keys where name = $1", [keyName]);
    older = row ? Buffer.from(row.value, "base64") : null;
  }
  const seal = (value: unknown) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
    return ["v1", iv.toString("base64"), cipher.getAuthTag().toString("base64"), body.toString("base64")].join(".");
  };
  return {
    seal,
    open<T>(sealed: string): T {
      try {
        return openWith<T>(key, sealed);
      } catch (error) {
        if (!older) throw error;
        return openWith<T>(older, sealed);
      }
    },
    resealed(sealed) {
      if (!older) return null;
      try {
        openWith(key, sealed);
        return null;
      } catch {
        return seal(openWith(older, sealed));
      }
    },
  };
}
