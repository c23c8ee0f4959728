import type { ParseKeys } from "i18next";
import { isApiError } from "../api/api-error.ts";

export type MessageKey = ParseKeys;

/** Catalogue key of each error code the app can name; written out so a search finds every key. */
const ERROR_CODE_KEYS = {
  "1010": "errors.1010",
  "7021": "errors.7021",
  "7022": "errors.7022",
  "7023": "errors.7023",
  "7030": "errors.7030",
  "7110": "errors.7110",
  "7202": "errors.7202",
  "7205": "errors.7205",
  "7310": "errors.7310",
  "7311": "errors.7311",
  "7312": "errors.7312",
  "7313": "errors.7313",
  "7314": "errors.7314",
  "7315": "errors.7315",
  "7316": "errors.7316",
  "7317": "errors.7317",
  "7402": "errors.7402",
  "7403": "errors.7403",
  "7404": "errors.7404",
  "7405": "errors.7405",
  "7406": "errors.7406",
  "7407": "errors.7407",
  "7429": "errors.7429",
  "7435": "errors.7435",
  "7440": "errors.7440",
  "7530": "errors.7530",
  "7549": "errors.7549",
  "7550": "errors.7550",
  "7551": "errors.7551",
  "7602": "errors.7602",
  "7606": "errors.7606",
  "7654": "errors.7654",
  "7655": "errors.7655",
  "7656": "errors.7656",
  "7657": "errors.7657",
  "7658": "errors.7658",
  "7660": "errors.7660",
  "7670": "errors.7670",
  "7671": "errors.7671",
  "7672": "errors.7672",
  "7690": "errors.7690",
  "7691": "errors.7691",
  "7692": "errors.7692",
  "7693": "errors.7693",
  "7700": "errors.7700",
  "7701": "errors.7701",
  "7702": "errors.7702",
  "7703": "errors.7703",
  "7704": "errors.7704",
  "7705": "errors.7705",
  "7810": "errors.7810",
  "7811": "errors.7811",
  "7812": "errors.7812",
  "7813": "errors.7813",
  "7850": "errors.7850",
  "7851": "errors.7851",
  "7852": "errors.7852",
  "7853": "errors.7853",
  "7814": "errors.7814",
  "7815": "errors.7815",
  "7830": "errors.7830",
  "7831": "errors.7831",
  "7832": "errors.7832",
  "7833": "errors.7833",
  "7834": "errors.7834",
  "7835": "errors.7835",
  "7836": "errors.7836",
  "7837": "errors.7837",
  "7838": "errors.7838",
  "7839": "errors.7839",
  "7840": "errors.7840",
  "7841": "errors.7841",
  "7842": "errors.7842",
  "7843": "errors.7843",
  "7844": "errors.7844",
  "7845": "errors.7845",
  "7998": "errors.7998",
  "7999": "errors.7999",
  "14202": "errors.14202",
  "14208": "errors.14208",
  "14209": "errors.14209",
  "14210": "errors.14210",
  "14211": "errors.14211",
} as const satisfies Record<string, MessageKey>;

/** The catalogue key for an error code, or null when the catalogue has no text for it. */
export function errorCodeKey(code: string | null | undefined): MessageKey | null {
  if (!code || !Object.hasOwn(ERROR_CODE_KEYS, code)) return null;
  return ERROR_CODE_KEYS[code as keyof typeof ERROR_CODE_KEYS];
}

/** What to show for a failed call (spec section 8): a message to translate, or the server's own text. */
export type ErrorMessage = { key: MessageKey } | { text: string };

/**
 * 7999 shows GENERAL_ISSUE; otherwise the server's errorDesc when present; then the code's
 * catalogue text; a transport failure or anything else gets the screen's default message
 * (account-and-enrollment.md 8), so each screen passes its own.
 */
export function errorMessageFor(error: unknown, fallback: MessageKey = "errors.GENERAL_ISSUE"): ErrorMessage {
  if (!isApiError(error) || error.isTransport) return { key: fallback };
  if (error.errorCode === "7999") return { key: "errors.GENERAL_ISSUE" };
  if (error.errorDesc) return { text: error.errorDesc };
  const key = errorCodeKey(error.errorCode);
  return key ? { key } : { key: fallback };
}
