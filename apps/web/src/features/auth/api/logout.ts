import { callApi } from "../../../api/client.ts";

/** `lgout`: revokes the access token on the server (later use answers 7602). */
export function logout() {
  return callApi("logout", {});
}
