import { randomBytes } from "node:crypto";
import type { StoredOutboxMessage } from "../mail/outbox-repository.ts";
import type { TestServer } from "./test-server.ts";
import { createFleetService } from "../modules/fleet/fleet-service.ts";
import { NUMBER_WORDS } from "../modules/auth/captcha/captcha-question.ts";

/** Tests of sign-in security: owners of their own, distinct client addresses, and reading the outbox. */

export const OWNER_PASSWORD = "Owner-Pass-2026!";
export const OWNER_PIN = "2580";

let addressCounter = 0;
/** A client address no other test uses (sent as X-Forwarded-For): per-address counters stay apart. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(process.pid + addressCounter) % 250}.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/** A new hacc owner with a known password; language 0 unless said otherwise. */
export async function createOwner(
  server: TestServer,
  options: { language?: 0 | 1; lastName?: string; phone?: string } = {},
): Promise<{ id: string; email: string; password: string }> {
  const email = `owner-${randomBytes(5).toString("hex")}@hacc.test`;
  const { id } = await createFleetService(server.db).createAccount({
    brand: "hacc",
    email,
    password: OWNER_PASSWORD,
    pin: OWNER_PIN,
    firstName: "Alex",
    lastName: options.lastName ?? "Gagnon",
  });
  await server.db.query("update accounts set language_id = $2, phone_primary = $3 where id = $1", [
    id,
    options.language ?? 0,
    options.phone ?? "",
  ]);
  return { id, email, password: OWNER_PASSWORD };
}

/** The outbox as /dev/outbox.json answers it, newest first. */
export async function outbox(server: TestServer, to: string): Promise<StoredOutboxMessage[]> {
  const response = await server.app.inject({ method: "GET", url: `/dev/outbox.json?to=${encodeURIComponent(to)}` });
  return (response.json() as { messages: StoredOutboxMessage[] }).messages;
}

/** Waits for the n-th message of a kind to this address (some mails leave in background). */
export async function waitForMessage(server: TestServer, to: string, kind: string, count = 1): Promise<StoredOutboxMessage> {
  const end = Date.now() + 10_000;
  for (;;) {
    const messages = (await outbox(server, to)).filter((m) => m.kind === kind);
    if (messages.length >= count) return messages[0]!;
    if (Date.now() > end) throw new Error(`no ${kind} message to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The code a message shows on a line of its own (6 digits). */
export function codeIn(message: StoredOutboxMessage): string {
  const match = /^\s*(\d{6})\s*$/m.exec(message.text) ?? /\b(\d{6})\b/.exec(message.text);
  if (!match) throw new Error(`no code in ${message.kind}`);
  return match[1]!;
}

/** The first link of the message that goes to this page of the browser app. */
export function linkIn(message: StoredOutboxMessage, page: string): URL {
  const match = new RegExp(`https?://\\S+${page}\\S*`).exec(message.text);
  if (!match) throw new Error(`no ${page} link in ${message.kind}`);
  return new URL(match[0]);
}

/** The fraud code of a message's /reportFraud/<code> link. */
export function fraudCodeIn(message: StoredOutboxMessage): string {
  return decodeURIComponent(linkIn(message, "/reportFraud/").pathname.split("/").pop()!);
}

/** Solves a question the way an owner listening to it would: the two numbers in words, added. */
export function solveCaptchaQuestion(question: string, language: 0 | 1): string {
  const words = NUMBER_WORDS[language];
  // Longest words first, so "dix-sept" is read before "dix" and "seventeen" before "seven".
  const byLength = [...words.keys()].sort((a, b) => words[b]!.length - words[a]!.length);
  let rest = question.toLowerCase();
  let sum = 0;
  for (let found = 0; found < 2; found++) {
    const hit = byLength
      .map((n) => ({ n, at: rest.search(new RegExp(`(^|[^a-zà-ÿ-])${words[n]}([^a-zà-ÿ-]|$)`)) }))
      .filter((h) => h.at >= 0)
      .sort((a, b) => a.at - b.at || words[b.n]!.length - words[a.n]!.length)[0]!;
    sum += hit.n;
    rest = rest.slice(hit.at + words[hit.n]!.length + 1);
  }
  return String(sum);
}
