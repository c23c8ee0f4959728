import { API_PREFIX, type CallId } from "@carport/protocol";
import { ApiError, TRANSPORT_ERROR } from "./api-error.ts";
import { buildHeaders, unwrap, type CallOptions } from "./client.ts";
import { CALL_ROUTES } from "./call-routes.ts";

/** The file name a content-disposition header gives, else the fallback. */
function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? fallback;
}

/**
 * Fetches a GET call whose success is a file (the history CSV) with the session's headers (a
 * plain link could not send the token), then hands it to the browser as a download. A refusal
 * comes as the envelope and throws ApiError like any call.
 */
export async function downloadCallFile(id: CallId, query: Record<string, string>, opts: CallOptions, fallbackName: string): Promise<void> {
  const url = `${API_PREFIX}/${CALL_ROUTES[id].name}?${new URLSearchParams(query).toString()}`;
  let response: Response;
  try {
    response = await fetch(url, { method: "GET", headers: buildHeaders(opts), credentials: "same-origin", signal: opts.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(TRANSPORT_ERROR, "", 0);
  }
  if ((response.headers.get("content-type") ?? "").includes("application/json")) {
    unwrap(await response.json().catch(() => null), response.status, response.headers);
    throw new ApiError(TRANSPORT_ERROR, "", response.status, response.headers);
  }
  if (!response.ok) throw new ApiError(TRANSPORT_ERROR, "", response.status, response.headers);
  const blob = await response.blob();
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response.headers.get("content-disposition"), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
