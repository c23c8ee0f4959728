import type { CallRequest } from "@carport/protocol";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `ivecmpltn`: a new account with the verified vehicle (status 7, or 8 awaiting the owner check). */
export function useInCarRegisterMutation() {
  return useMutation({ mutationFn: (body: CallRequest<"inCarRegister">) => callApi("inCarRegister", body, { anonymous: true }) });
}
