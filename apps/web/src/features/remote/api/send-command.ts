import { useMutation } from "@tanstack/react-query";
import { ApiError, TRANSPORT_ERROR } from "../../../api/api-error.ts";
import { callApiWithHeaders } from "../../../api/client.ts";
import { commandCall, type CommandCall, type CommandRequest } from "../commands.ts";

/** One typed call for whichever command the request names. */
function send(call: CommandCall, opts: { vehicleId: string; pAuth: string }) {
  return callApiWithHeaders(call.id, call.body, opts);
}

/**
 * Sends a remote command (headers vehicleId and pAuth, body with the PIN) and answers the
 * `transactionId` response header to poll. The vehicle has not acted yet. An answer without
 * that header is a failed call (vehicle-area.md section 8, "missing response header").
 */
export async function sendCommand(input: { vehicleId: string; pAuth: string; pin: string; request: CommandRequest }): Promise<string> {
  const { headers } = await send(commandCall(input.request, input.pin), { vehicleId: input.vehicleId, pAuth: input.pAuth });
  const transactionId = headers.get("transactionId");
  if (!transactionId) throw new ApiError(TRANSPORT_ERROR, "", 200);
  return transactionId;
}

export function useSendCommandMutation() {
  return useMutation({ mutationFn: sendCommand });
}
