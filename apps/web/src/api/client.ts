import { API_PREFIX, type CallId, type CallRequest, type CallResult, type LanguageId } from "@carport/protocol";
import { getBrandCode } from "../brands/current-brand.ts";
import { getLanguageId } from "../lib/current-language.ts";
import { ApiError, isApiError, TRANSPORT_ERROR } from "./api-error.ts";
import { CALL_ROUTES } from "./call-routes.ts";
import { getDeviceId } from "./device-id.ts";
import { extendSession, getAccessToken, spokeForCurrentSession } from "./session.ts";
import { renewExpiredSession } from "./session-renewal.ts";

/** The session's token has expired (not revoked, nor the account's state): the owner may sign in again in place. */
const EXPIRED_SESSION_CODE = "7403";

/** Per-call options: the headers some calls need besides the common ones. */
export interface CallOptions {
  /** The vehicle a vehicle-scoped call is about (header `vehicleId`). */
  vehicleId?: string;
  /** PIN authorization from `vrfypin` (header `pAuth`). */
  pAuth?: string;
  /** Which command `rmtsts` reports on (header `transactionId`). */
  transactionId?: string;
  /** Sends no `accessToken` even when signed in (anonymous calls). */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** Query-style parameters (the spec's "(q)") appended to the path. */
  query?: Record<string, string>;
  /** The language the answer is wanted in when it is not the page's (header `language`): a query keyed by language asks in that one. */
  language?: LanguageId;
  /** Sends the call to another path the server serves it at (an alias in the protocol table, e.g. kci's `ntfhst`). */
  pathName?: string;
}

/** A result together with the response headers that carry meaning (transactionId, gentype, captchayn). */
export interface CallAnswer<Id extends CallId> {
  result: CallResult<Id>;
  headers: Headers;
}

/** The client's hours from UTC, as the `offset` header carries it. */
function utcOffsetHours(): string {
  return String(-new Date().getTimezoneOffset() / 60);
}

/** The common headers of a call (also for the file downloads of api/download-file.ts). */
export function buildHeaders(opts: CallOptions): Headers {
  const headers = new Headers({
    "Content-Type": "application/json",
    Accept: "application/json",
    language: String(opts.language ?? getLanguageId()),
    brand: getBrandCode(),
    from: "CWP",
    offset: utcOffsetHours(),
    // The same id on every call: sign-in and the one-time-code steps need it (a new device answers 7110).
    Deviceid: getDeviceId(),
  });
  const token = opts.anonymous ? null : getAccessToken();
  if (token) headers.set("accessToken", token);
  if (opts.vehicleId) headers.set("vehicleId", opts.vehicleId);
  if (opts.pAuth) headers.set("pAuth", opts.pAuth);
  if (opts.transactionId) headers.set("transactionId", opts.transactionId);
  return headers;
}

interface RawEnvelope {
  responseHeader?: { responseCode?: unknown };
  result?: unknown;
  error?: { errorCode?: unknown; errorDesc?: unknown };
}

/** Reads the envelope; anything that is not one is a transport failure. */
export function unwrap(body: unknown, status: number, headers: Headers): unknown {
  const envelope = body as RawEnvelope | null;
  const code = envelope?.responseHeader?.responseCode;
  if (code === 0) return envelope?.result ?? {};
  if (code === 1) {
    const error = envelope?.error;
    throw new ApiError(
      typeof error?.errorCode === "string" ? error.errorCode : String(error?.errorCode ?? "7999"),
      typeof error?.errorDesc === "string" ? error.errorDesc : "",
      status,
      headers,
    );
  }
  throw new ApiError(TRANSPORT_ERROR, "", status, headers);
}

/**
 * Calls `id` and answers its result with the response headers; a failure envelope throws ApiError.
 * A signed-in call that finds the session expired asks the owner for the password in place and,
 * signed in again, goes out once more: what the owner was doing goes through.
 */
export async function callApiWithHeaders<Id extends CallId>(
  id: Id,
  body: CallRequest<Id>,
  opts: CallOptions = {},
): Promise<CallAnswer<Id>> {
  try {
    return await callOnce(id, body, opts);
  } catch (error) {
    if (!isApiError(error) || error.errorCode !== EXPIRED_SESSION_CODE || opts.anonymous || error.sentWithEndedSession) throw error;
    if (!(await renewExpiredSession())) throw error;
    return callOnce(id, body, opts);
  }
}

async function callOnce<Id extends CallId>(id: Id, body: CallRequest<Id>, opts: CallOptions): Promise<CallAnswer<Id>> {
  const call = CALL_ROUTES[id];
  const search = opts.query ? `?${new URLSearchParams(opts.query).toString()}` : "";
  const url = `${API_PREFIX}/${opts.pathName ?? call.name}${search}`;
  const headers = buildHeaders(opts);
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers,
      body: call.method === "GET" ? undefined : JSON.stringify(body ?? {}),
      credentials: "same-origin",
      signal: opts.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(TRANSPORT_ERROR, "", 0);
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    throw new ApiError(TRANSPORT_ERROR, "", response.status, response.headers);
  }
  const sentToken = headers.get("accessToken");
  let result: CallResult<Id>;
  try {
    result = unwrap(parsed, response.status, response.headers) as CallResult<Id>;
  } catch (error) {
    if (isApiError(error) && !opts.anonymous && !spokeForCurrentSession(sentToken)) error.sentWithEndedSession = true;
    throw error;
  }
  // The server keeps a token alive while it is used: so does the browser's estimate of its expiry.
  if (sentToken) extendSession(sentToken);
  return { result, headers: response.headers };
}

/**
 * Calls `id` (POST /tods/api/<name>) with the common headers (accessToken, language, brand, from)
 * and answers its typed result. Only the envelope is checked at run time; the types come from
 * the protocol's zod schemas.
 */
export async function callApi<Id extends CallId>(id: Id, body: CallRequest<Id>, opts: CallOptions = {}): Promise<CallResult<Id>> {
  return (await callApiWithHeaders(id, body, opts)).result;
}
