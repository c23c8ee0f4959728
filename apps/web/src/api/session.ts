import { readStored, writeStored } from "./storage.ts";

/** What the browser keeps of a signed-in session; it lives in sessionStorage so it ends with the tab. */
export interface Session {
  accessToken: string;
  /** Epoch milliseconds after which the server will refuse the token. */
  expiresAt: number;
  /** Whether the account has accepted the current terms: every signed-in screen but the terms page needs it. */
  verifiedTnC: boolean;
}

const SESSION_KEY = "carport.session";
const VEHICLE_KEY = "carport.selectedVehicleId";

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;

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
  const session: Session = {
    accessToken: input.accessToken,
    expiresAt: Date.now() + Math.max(0, input.expireIn) * 1000,
    verifiedTnC: input.verifiedTnC,
  };
  cached = session;
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
