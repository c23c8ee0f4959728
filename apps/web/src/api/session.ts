import { readStored, writeStored } from "../lib/storage.ts";

/** What the browser keeps of a signed-in session; it lives in sessionStorage so it ends with the tab. */
export interface Session {
  accessToken: string;
  /** Epoch milliseconds after which the server will refuse the token. */
  expiresAt: number;
  /** Whether the account has accepted the current terms: every signed-in screen but the terms page needs it. */
  verifiedTnC: boolean;
  /** The token's lifetime without use, in seconds (the login's `expireIn`): each accepted call renews it. */
  ttlSeconds: number;
}

/**
 * The server renews a token's expiry on use, but at most once a minute: the browser's estimate
 * counts that minute as already gone, so it never believes a token lives longer than it does.
 */
const SERVER_RENEWAL_SLACK_MS = 60_000;
/** Renewals closer than this to the stored expiry are not written (one write per call saved). */
const RENEWAL_STEP_MS = 30_000;

const SESSION_KEY = "carport.session";
const VEHICLE_KEY = "carport.selectedVehicleId";

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;
/**
 * Set when this tab signs out (`lgout` on its way) until it signs in again: calls answered after
 * that, sent with the revoked token or, by pages still being left, with none, speak of no session.
 */
let signedOutOnPurpose = false;

function notify(): void {
  for (const listener of listeners) listener();
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.accessToken !== "string" || value.accessToken === "") return null;
    return {
      accessToken: value.accessToken,
      expiresAt: typeof value.expiresAt === "number" ? value.expiresAt : Number.MAX_SAFE_INTEGER,
      verifiedTnC: value.verifiedTnC === true,
      ttlSeconds: typeof value.ttlSeconds === "number" ? value.ttlSeconds : 0,
    };
  } catch {
    return null;
  }
}

/** The current session, or null when signed out (an expired token counts as signed out). */
export function getSession(now: number = Date.now()): Session | null {
  if (cached === undefined) cached = parse(readStored("session", SESSION_KEY));
  if (cached && cached.expiresAt <= now) return null;
  return cached;
}

export function getAccessToken(): string | null {
  return getSession()?.accessToken ?? null;
}

/** Starts a session from a login answer; `expireIn` is in seconds as the protocol gives it. */
export function startSession(input: { accessToken: string; expireIn: number; verifiedTnC: boolean }): Session {
  const ttlSeconds = Math.max(0, input.expireIn);
  const session: Session = {
    accessToken: input.accessToken,
    expiresAt: Date.now() + ttlSeconds * 1000,
    verifiedTnC: input.verifiedTnC,
    ttlSeconds,
  };
  cached = session;
  signedOutOnPurpose = false;
  writeStored("session", SESSION_KEY, JSON.stringify(session));
  notify();
  return session;
}

export function updateSession(patch: Partial<Pick<Session, "verifiedTnC">>): void {
  const current = getSession();
  if (!current) return;
  cached = { ...current, ...patch };
  writeStored("session", SESSION_KEY, JSON.stringify(cached));
  notify();
}

/**
 * The server accepted a call made with `accessToken`, which renews the token's life: the stored
 * expiry moves on to match (no notification: nothing on screen shows it).
 */
export function extendSession(accessToken: string, now: number = Date.now()): void {
  const current = getSession(now);
  if (!current || current.accessToken !== accessToken || current.ttlSeconds <= 0) return;
  const renewed = now + current.ttlSeconds * 1000 - SERVER_RENEWAL_SLACK_MS;
  if (renewed - current.expiresAt < RENEWAL_STEP_MS) return;
  cached = { ...current, expiresAt: renewed };
  writeStored("session", SESSION_KEY, JSON.stringify(cached));
}

/** Sign-out has asked the server to revoke the current token. */
export function markSessionEnding(): void {
  signedOutOnPurpose = true;
}

/** Whether a signed-in call sent with `accessToken` (null: none) spoke for the session this tab has now. */
export function spokeForCurrentSession(accessToken: string | null): boolean {
  if (signedOutOnPurpose) return false;
  return accessToken === getAccessToken();
}

/** Forgets the token and the selected vehicle (sign-out, session errors). */
export function clearSession(): void {
  cached = null;
  writeStored("session", SESSION_KEY, null);
  writeStored("session", VEHICLE_KEY, null);
  notify();
}

export function getSelectedVehicleId(): string | null {
  return readStored("session", VEHICLE_KEY);
}

export function setSelectedVehicleId(vehicleId: string | null): void {
  writeStored("session", VEHICLE_KEY, vehicleId);
  notify();
}

/** For useSyncExternalStore: any change of the session or of the selected vehicle. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
