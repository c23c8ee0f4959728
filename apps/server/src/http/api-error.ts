import type { ErrorCode } from "@carport/protocol";

/** A business failure: answered as the failure envelope with this code (HTTP 200 unless said otherwise). */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** Replaces the catalogue's description, e.g. to name a field. */
    readonly description?: string,
    readonly httpStatus = 200,
  ) {
    super(`API error ${code}${description ? `: ${description}` : ""}`);
  }
}
