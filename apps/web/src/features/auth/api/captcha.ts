import { callApi } from "../../../api/client.ts";

/** `gtcptch`: a new captcha (single use, 5 minutes), asked for whenever a login answer says `captchayn: Y`. */
export function fetchCaptcha() {
  return callApi("captcha", {}, { anonymous: true });
}
