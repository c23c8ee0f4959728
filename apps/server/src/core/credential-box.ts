import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { Database } from "../db/database.ts";
import { serverKey } from "./server-keys.ts";

/** Seals and opens stored credentials (AES-256-GCM): calendar accounts, linked car maker accounts; a database dump shows no password or token. */
export interface CredentialBox {
  seal(value: unknown): string;
  open<T>(sealed: string): T;
}

/**
 * The key: from the secret when set (CALENDAR_SECRET, UPSTREAM_SECRET), else one made at first use
 * and kept in server_keys under `keyName` (one key per use, so one leaked key opens one kind).
 */
export async function createCredentialBox(
  db: Database,
  secret: string | undefined,
  keyName = "calendar-credentials",
): Promise<CredentialBox> {
  const key = secret ? createHash("sha256").update(secret).digest() : await serverKey(db, keyName);
  return {
    seal(value) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
      return ["v1", iv.toString("base64"), cipher.getAuthTag().toString("base64"), body.toString("base64")].join(".");
    },
    open<T>(sealed: string): T {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || !body) throw new Error("unreadable sealed credentials");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64"));
      decipher.setAuthTag(Buffer.from(tag, "base64"));
      const text = Buffer.concat([decipher.update(Buffer.from(body, "base64")), decipher.final()]).toString("utf8");
      return JSON.parse(text) as T;
    },
  };
}
