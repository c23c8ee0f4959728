/** The code given to failures that never reached an envelope: network down, a proxy page, bad JSON. */
export const TRANSPORT_ERROR = "transport";

/** A failed call: the envelope's errorCode and errorDesc, or TRANSPORT_ERROR with an empty description. */
export class ApiError extends Error {
  readonly errorCode: string;
  /** The server's message, already in the request's language; empty when there is none. */
  readonly errorDesc: string;
  /** HTTP status of the answer, 0 when there was none. */
  readonly status: number;
  /** The answer's response headers (a failed login still says `captchayn`); null when there was no answer. */
  readonly headers: Headers | null;

  constructor(errorCode: string, errorDesc: string, status = 0, headers: Headers | null = null) {
    super(errorDesc || `API error ${errorCode}`);
    this.name = "ApiError";
    this.errorCode = errorCode;
    this.errorDesc = errorDesc;
    this.status = status;
    this.headers = headers;
  }

  /**
   * Sent with a token this tab has since given up (signed out, or signed in anew, while the call was
   * on its way): its answer says nothing of the session the tab has now.
   */
  sentWithEndedSession = false;

  get isTransport(): boolean {
    return this.errorCode === TRANSPORT_ERROR;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The field and reason a 7998 "invalid request" names ("field 'serviceDate': DATE_IN_FUTURE", in
 * either language; the French one has no-break spaces inside « » and before the colon).
 */
export function invalidFieldOf(error: unknown): { field: string; reason: string } | null {
  if (!isApiError(error) || error.errorCode !== "7998") return null;
  const match = /(?:field '|champ «\s)([\w.]+)(?:'|\s»)\s?: ([\w ]+)$/.exec(error.errorDesc);
  return match ? { field: match[1]!, reason: match[2]!.trim() } : null;
}
