import { z } from "zod";

/** How long a code the car shows stays valid (account-and-enrollment.md 9: 600000 ms). */
export const IN_CAR_CODE_VALIDITY_MS = 600_000;
/** Wrong codes allowed against one code the car shows; then the owner asks the car for a new one. */
export const IN_CAR_CODE_TRIES = 5;
/** Digits of the code the car shows. */
export const IN_CAR_CODE_LENGTH = 6;
/** After the code is verified, how long the owner has to finish registering or adding the vehicle. */
export const IN_CAR_VERIFIED_VALIDITY_MS = 30 * 60_000;

/** The QR scanner of the in-car enrollment (account-and-enrollment.md 9): rear camera, 10 frames a second, 250x250 box. */
export const IN_CAR_QR_SCANNER = { fps: 10, qrbox: { width: 250, height: 250 }, facingMode: "environment" } as const;

/** The in-car enrollment steps (home.incarenrollment view 0 to 3). */
export const IN_CAR_VIEWS = { sendCode: 0, scan: 1, verify: 2, complete: 3 } as const;
export type InCarView = (typeof IN_CAR_VIEWS)[keyof typeof IN_CAR_VIEWS];

/** A typed or scanned code: spaces and dashes a person adds are dropped. */
export function normalizeInCarCode(text: string): string {
  return text.replace(/[\s-]/g, "");
}

/** The code as the server checks it: exactly 6 digits once spaces and dashes are dropped. */
export const inCarCodeSchema = z
  .string()
  .max(64)
  .transform(normalizeInCarCode)
  .pipe(z.string().regex(new RegExp(`^\\d{${IN_CAR_CODE_LENGTH}}$`), "IN_CAR_CODE_FORMAT"));

/**
 * The code a scanned QR carries: the car's QR holds either the bare code or a link whose `code`
 * parameter is the code. Null when the text holds neither.
 */
export function codeFromQrText(text: string): string | null {
  const trimmed = text.trim();
  let candidate = trimmed;
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      candidate = new URL(trimmed).searchParams.get("code") ?? "";
    } catch {
      return null;
    }
  }
  const code = normalizeInCarCode(candidate);
  return new RegExp(`^\\d{${IN_CAR_CODE_LENGTH}}$`).test(code) ? code : null;
}

/**
 * The VIN and MEID pairs of the route's `data` parameter (the car's QR link carries them):
 * "VIN:MEID" pairs separated by commas, or a VIN alone.
 */
export function parseInCarData(data: string | null | undefined): Array<{ vin: string; meid: string }> {
  if (!data) return [];
  return data
    .split(",")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [vin = "", meid = ""] = pair.split(":");
      return { vin: vin.trim().toUpperCase(), meid: meid.trim() };
    })
    .filter((pair) => pair.vin !== "");
}

/**
 * The view the in-car enrollment opens on from its link's `view` parameter: 0 asks for the VIN;
 * 1 to 3 (the car's own link, which names its VIN) open the scanner once the car was asked for a
 * code, since checking (2) and completing (3) need a code scanned in this browser first. Without
 * a VIN, or with anything else, view 0.
 */
export function initialInCarView(view: string | null | undefined, hasVin: boolean): InCarView {
  const wanted = Number(view);
  if (!hasVin || !Number.isInteger(wanted) || wanted < IN_CAR_VIEWS.scan || wanted > IN_CAR_VIEWS.complete) return IN_CAR_VIEWS.sendCode;
  return IN_CAR_VIEWS.scan;
}

/**
 * The car the link's `data` names at its `step` (the index of a VIN and MEID pair, first when
 * absent or out of range); null when the data names none.
 */
export function inCarLinkPair(data: string | null | undefined, step: string | null | undefined): { vin: string; meid: string } | null {
  const pairs = parseInCarData(data);
  const index = Number(step ?? 0);
  return (Number.isInteger(index) ? pairs[index] : undefined) ?? pairs[0] ?? null;
}
