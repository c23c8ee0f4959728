import { readStored, writeStored, type StorageKind } from "../lib/storage.ts";
import { canShareSession, hearOtherTabs, tellOtherTabs, type SessionMessage } from "./session-channel.ts";

/**
 * What the browser keeps of a signed-in session. Shared by the tabs of the browser: with "Remember
 * me" it lives in localStorage and outlasts the browser for the token's lifetime and renewals;
 * without, it lives in each tab's sessionStorage, handed from tab to tab over a BroadcastChannel,
 * and ends when the browser's last tab closes (it never reaches lasting storage).
 */
export interface Session {
  accessToken: string;
  /** Epoch milliseconds after which the server will refuse the token. */
  expiresAt: number;
  /** Whether the account has accepted the current terms: every signed-in screen but the terms page needs it. */
  verifiedTnC: boolean;
  /** The token's lifetime without use, in seconds (the login's `expireIn`): each accepted call renews it. */
  ttlSeconds: number;
  /** "Remember me" was ticked: the session is kept on this device, not only while the browser is open. */
  remember: boolean;
  /** The e-mail the owner signed in with: an expired session asks only for the password again. */
  loginId: string | null;
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
/**
 * Set in localStorage (no secret in it) while a tab holds a session that is not remembered: a new
 * tab then asks the others for it before deciding it is signed out; no answer clears it.
 */
const TABS_HINT_KEY = "carport.sessionInTabs";
/** How long a new tab waits for another tab to hand it the session. */
const SHARE_WAIT_MS = 300;

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;
/**
 * Set when this tab signs out (`lgout` on its way) until it signs in again: calls answered after
 * that, sent with the revoked token or, by pages still being left, with none, speak of no session.
 */
let signedOutOnPurpose = false;
/** This tab has held a good session since it last had none: only such a session is renewed in place. */
let heldValid = false;

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
      remember: value.remember === true,
      loginId: typeof value.loginId === "string" ? value.loginId : null,
    };
  } catch {
    return null;
  }
}

/** Where a session is kept: the device's storage when remembered, else the tab's. */
const kindOf = (session: Session): StorageKind => (session.remember ? "local" : "session");

/** The tab's own session first, else the one remembered on the device. */
function load(): Session | null {
  return parse(readStored("session", SESSION_KEY)) ?? parse(readStored("local", SESSION_KEY));
}

/** Keeps `session` where it belongs, and nowhere else. */
function store(session: Session): void {
  const kind = kindOf(session);
  writeStored(kind, SESSION_KEY, JSON.stringify(session));
  writeStored(kind === "local" ? "session" : "local", SESSION_KEY, null);
  writeStored("local", TABS_HINT_KEY, session.remember ? null : "1");
}

/** The current session, or null when signed out (an expired token counts as signed out). */
export function getSession(now: number = Date.now()): Session | null {
  if (cached === undefined) cached = load();
  // Another tab may have renewed a remembered session since this one read it.
  if (cached && cached.expiresAt <= now && cached.remember) cached = load();
  if (cached && cached.expiresAt <= now) return null;
  if (cached) heldValid = true;
  return cached;
}

/**
 * The e-mail of a session this tab holds, expired or not (never one signed out on purpose): an
 * expired session is renewed in place with it; null when there is nothing to renew.
 */
export function renewableLoginId(): string | null {
  if (cached === undefined) cached = load();
  return signedOutOnPurpose || !heldValid ? null : (cached?.loginId ?? null);
}

/** Whether the session kept is remembered on the device (a renewal keeps it so). */
export function isSessionRemembered(): boolean {
  if (cached === undefined) cached = load();
  return cached?.remember === true;
}

export function getAccessToken(): string | null {
  return getSession()?.accessToken ?? null;
}

/**
 * Starts a session from a login answer; `expireIn` is in seconds as the protocol gives it. The
 * other tabs take it up when they hold none or an earlier one of the same owner.
 */
export function startSession(input: {
  accessToken: string;
  expireIn: number;
  verifiedTnC: boolean;
  remember?: boolean;
  loginId?: string | null;
}): Session {
  const ttlSeconds = Math.max(0, input.expireIn);
  const session: Session = {
    accessToken: input.accessToken,
    expiresAt: Date.now() + ttlSeconds * 1000,
    verifiedTnC: input.verifiedTnC,
    ttlSeconds,
    remember: input.remember === true,
    loginId: input.loginId ?? null,
  };
  cached = session;
  signedOutOnPurpose = false;
  store(session);
  tellOtherTabs({ type: "signedIn", session: JSON.stringify(session) });
  notify();
  return session;
}

export function updateSession(patch: Partial<Pick<Session, "verifiedTnC">>): void {
  const current = getSession();
  if (!current) return;
  cached = { ...current, ...patch };
  store(cached);
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
  store(cached);
  tellOtherTabs({ type: "signedIn", session: JSON.stringify(cached) });
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

function forget(): void {
  cached = null;
  heldValid = false;
  for (const kind of ["session", "local"] as const) {
    writeStored(kind, SESSION_KEY, null);
    writeStored(kind, VEHICLE_KEY, null);
    // The cars' last known state (last-known-state.ts) is the session's too.
    writeStored(kind, "carport.lastKnown", null);
  }
  writeStored("local", TABS_HINT_KEY, null);
}

/** Forgets the token and the selected vehicle (sign-out, session errors), in every tab: they shared the token. */
export function clearSession(): void {
  forget();
  tellOtherTabs({ type: "signedOut" });
  notify();
}

/** The vehicle selected in this tab, else the one last selected on the device with a remembered session. */
export function getSelectedVehicleId(): string | null {
  return readStored("session", VEHICLE_KEY) ?? (getSession()?.remember ? readStored("local", VEHICLE_KEY) : null);
}

export function setSelectedVehicleId(vehicleId: string | null): void {
  writeStored("session", VEHICLE_KEY, vehicleId);
  if (getSession()?.remember) writeStored("local", VEHICLE_KEY, vehicleId);
  notify();
}

/** What another tab said about the session. */
function heard(message: SessionMessage): void {
  const current = getSession();
  switch (message.type) {
    case "ask":
      if (current && !current.remember) {
        tellOtherTabs({ type: "share", session: JSON.stringify(current), vehicleId: readStored("session", VEHICLE_KEY) });
      }
      return;
    case "share":
    case "signedIn": {
      const session = parse(message.session);
      // Taken when this tab has none, or an earlier (or renewed) token of the same owner.
      if (!session || (current && current.loginId !== session.loginId)) return;
      if (current?.accessToken === session.accessToken && current.expiresAt >= session.expiresAt) return;
      const changed = current?.accessToken !== session.accessToken;
      cached = session;
      signedOutOnPurpose = false;
      if (!session.remember) writeStored("session", SESSION_KEY, message.session);
      if (message.type === "share" && message.vehicleId && !readStored("session", VEHICLE_KEY)) {
        writeStored("session", VEHICLE_KEY, message.vehicleId);
      }
      if (changed) notify();
      return;
    }
    case "signedOut":
      if (!current && cached === null) return;
      forget();
      signedOutOnPurpose = true;
      notify();
      return;
    case "activity":
      return;
  }
}

let listening = false;
/** Starts listening to the other tabs (once). */
function listen(): void {
  if (listening) return;
  listening = true;
  hearOtherTabs(heard);
}

/**
 * Settles this tab's session before the app first renders: a tab opened while another holds a
 * session that is not remembered asks for it and waits a moment for the answer. Answers at once
 * when the tab has one, the browser cannot share, or no tab said it holds one.
 */
export function settleSharedSession(): Promise<void> {
  listen();
  if (getSession() || readStored("local", TABS_HINT_KEY) !== "1" || !canShareSession()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const stop = hearOtherTabs((message) => {
      if (message.type === "share" && getSession()) done();
    });
    const timer = setTimeout(() => {
      // Nobody holds it any more (the browser was closed): the hint is stale.
      if (!getSession()) writeStored("local", TABS_HINT_KEY, null);
      done();
    }, SHARE_WAIT_MS);
    tellOtherTabs({ type: "ask" });
  });
}

/** For useSyncExternalStore: any change of the session or of the selected vehicle. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
