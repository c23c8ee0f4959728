/** Redirects followed at most, as fetch's own limit is 20: a calendar server needs a few at most. */
const MAX_REDIRECTS = 5;

/** A calendar server sent the request elsewhere than its own origin: refused, nothing sent there. */
export class CrossOriginRedirectError extends Error {
  constructor() {
    super("redirected to another origin");
    this.name = "CrossOriginRedirectError";
  }
}

/**
 * fetch for requests that carry the owner's calendar credentials (Basic app password, Bearer
 * token, OAuth client secret in a body): redirects are followed only within the origin asked
 * (scheme, host and port); one to another origin is refused before anything is sent there, so a
 * hijacked or hostile calendar server cannot have the credentials replayed to a host it names.
 */
export async function sameOriginFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  if (input instanceof Request) throw new TypeError("sameOriginFetch takes a URL and options");
  let url = new URL(input);
  const origin = url.origin;
  let current: RequestInit = { ...init, redirect: "manual" };
  for (let hop = 0; ; hop++) {
    const response = await fetch(url, current);
    const location = response.headers.get("location");
    if (response.status < 300 || response.status > 399 || response.status === 304 || location === null) return response;
    await response.body?.cancel();
    if (hop >= MAX_REDIRECTS) throw new TypeError("too many redirects");
    const next = new URL(location, url);
    if (next.origin !== origin) throw new CrossOriginRedirectError();
    const method = (current.method ?? "GET").toUpperCase();
    // As fetch does: 303 turns anything but HEAD into GET, 301/302 turn a POST into GET; both drop the body.
    if ((response.status === 303 && method !== "HEAD") || ((response.status === 301 || response.status === 302) && method === "POST")) {
      const { body: _dropped, ...rest } = current;
      current = { ...rest, method: "GET" };
    }
    url = next;
  }
}
