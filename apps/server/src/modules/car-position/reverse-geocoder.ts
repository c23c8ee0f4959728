import type { LanguageId } from "@carport/protocol";
import { languageCode } from "@carport/protocol";

/** Answers a position's address in words, or null when there is none or the geocoder did not answer. */
export type ReverseGeocoder = (lat: number, lon: number, language: LanguageId) => Promise<string | null>;

/** Without GEOCODER_URL: no address, and nothing leaves the server. */
export const noGeocoder: ReverseGeocoder = async () => null;

interface Options {
  /** The geocoder's base URL: a Nominatim (`{base}/reverse?format=jsonv2&lat=&lon=`). */
  baseUrl: string;
  /** Sent as User-Agent: Nominatim's usage policy asks each application to name itself. */
  userAgent: string;
  /** How long a lookup may take before the position is shown without its address. */
  timeoutMs?: number;
  /** How many addresses are kept; the oldest goes first. */
  maxEntries?: number;
  /** How long an address is kept. */
  ttlMs?: number;
  now?: () => number;
  fetchImpl?: typeof fetch;
}

/**
 * A reverse geocoder on a Nominatim server (self-hosted, or a public one within its usage policy),
 * with a cache: positions are rounded to 4 decimals (about 11 m) per language, an address is kept
 * for a day, concurrent lookups of one place share a request, and a place the geocoder has no
 * address for is kept too (an hour), so a car parked in one spot costs one request a day.
 * A failure (timeout, error status) is not kept: the next read tries again.
 */
export function createNominatimGeocoder(options: Options): ReverseGeocoder {
  const { baseUrl, userAgent, timeoutMs = 3000, maxEntries = 10_000, ttlMs = 86_400_000 } = options;
  const now = options.now ?? Date.now;
  const doFetch = options.fetchImpl ?? fetch;
  const kept = new Map<string, { address: string | null; until: number }>();
  const inFlight = new Map<string, Promise<string | null>>();
  const base = baseUrl.replace(/\/+$/, "");

  async function lookUp(key: string, lat: number, lon: number, language: LanguageId): Promise<string | null> {
    const url = `${base}/reverse?format=jsonv2&zoom=18&addressdetails=0&lat=${lat}&lon=${lon}&accept-language=${languageCode(language)}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { "user-agent": userAgent, "accept-language": languageCode(language), accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
    } catch {
      return null;
    }
    if (!response.ok) return null;
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return null;
    }
    const name = (body as { display_name?: unknown } | null)?.display_name;
    const address = typeof name === "string" && name.trim() !== "" ? name.trim().slice(0, 300) : null;
    // "Unable to geocode" (open sea, say) is an answer too: kept for an hour.
    keep(key, address, address === null ? Math.min(ttlMs, 3_600_000) : ttlMs);
    return address;
  }

  function keep(key: string, address: string | null, forMs: number) {
    kept.delete(key);
    kept.set(key, { address, until: now() + forMs });
    while (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
  }

  return async (lat, lon, language) => {
    const rLat = Math.round(lat * 1e4) / 1e4;
    const rLon = Math.round(lon * 1e4) / 1e4;
    const key = `${rLat},${rLon},${language}`;
    const hit = kept.get(key);
    if (hit && hit.until > now()) return hit.address;
    const running = inFlight.get(key);
    if (running) return running;
    const lookup = lookUp(key, rLat, rLon, language).finally(() => inFlight.delete(key));
    inFlight.set(key, lookup);
    return lookup;
  };
}
