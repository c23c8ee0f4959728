import { readStored, writeStored } from "../lib/storage.ts";

const DEVICE_KEY = "carport.deviceId";

/** Kept for the page's life when storage is unavailable, so every call still sends one id. */
let inMemory: string | null = null;

/** 128 random bits as hex: getRandomValues works on plain http too, where randomUUID does not. */
function newDeviceId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * This browser's device id, sent as the `Deviceid` header on every call: generated once and kept
 * in localStorage, so the server recognises a browser it has seen (a new one must confirm the
 * sign-in with a one-time code, 7110).
 */
export function getDeviceId(): string {
  const stored = readStored("local", DEVICE_KEY);
  if (stored) return stored;
  inMemory ??= newDeviceId();
  writeStored("local", DEVICE_KEY, inMemory);
  return inMemory;
}
