import { callApi } from "../../../api/client.ts";

/** `gttxtcptch`: the captcha's text alternative, a question in the page's language (single use, 5 minutes). */
export function fetchTextCaptcha() {
  return callApi("textCaptcha", {}, { anonymous: true });
}
