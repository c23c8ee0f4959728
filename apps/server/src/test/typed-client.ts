import {
  API_PREFIX,
  CALLS,
  type CallId,
  type CallRequest,
  type CallResult,
  type FailureEnvelope,
  type SuccessEnvelope,
} from "@carport/protocol";
import type { TestServer } from "./test-server.ts";

/** A call's answer: its result, typed by the call table, or the failure's code and text. */
export type TypedAnswer<Id extends CallId> = { status: number; headers: Record<string, unknown> } & (
  { ok: true; result: CallResult<Id> } | { ok: false; errorCode: string; errorDesc: string }
);

/** The headers a call goes with: the session, the vehicle, a pAuth, anything else a client sends. */
export type CallHeaders = { accessToken?: string; vehicleId?: string; pAuth?: string } & Record<string, string>;

/**
 * Calls the server by the protocol's call ids (`typed.call("doorLock", {...})`), the body checked
 * against the call's request type at compile time, answering the call's result type. The untyped
 * `server.call(name, body)` stays for tests of malformed input and of wire names.
 */
export function typedClient(server: Pick<TestServer, "app">, defaults: CallHeaders = {}) {
  async function call<Id extends CallId>(id: Id, body: CallRequest<Id>, headers: CallHeaders = {}): Promise<TypedAnswer<Id>> {
    const { name, method } = CALLS[id];
    const query = method === "GET" ? `?${new URLSearchParams(body as Record<string, string>)}` : "";
    const response = await server.app.inject({
      method,
      url: `${API_PREFIX}/${name}${query}`,
      headers: { "content-type": "application/json", ...defaults, ...headers },
      ...(method === "POST" ? { payload: JSON.stringify(body) } : {}),
    });
    const envelope = response.json() as SuccessEnvelope<CallResult<Id>> | FailureEnvelope;
    const base = { status: response.statusCode, headers: response.headers };
    return envelope.responseHeader.responseCode === 0
      ? { ...base, ok: true, result: (envelope as SuccessEnvelope<CallResult<Id>>).result }
      : {
          ...base,
          ok: false,
          errorCode: (envelope as FailureEnvelope).error.errorCode,
          errorDesc: (envelope as FailureEnvelope).error.errorDesc,
        };
  }

  /** The result of a call expected to succeed; a failure throws with its code, so the test says why. */
  async function result<Id extends CallId>(id: Id, body: CallRequest<Id>, headers: CallHeaders = {}): Promise<CallResult<Id>> {
    const answer = await call(id, body, headers);
    if (!answer.ok) throw new Error(`${id} failed: ${answer.errorCode} ${answer.errorDesc}`);
    return answer.result;
  }

  return { call, result, with: (headers: CallHeaders) => typedClient(server, { ...defaults, ...headers }) };
}

export type TypedClient = ReturnType<typeof typedClient>;
