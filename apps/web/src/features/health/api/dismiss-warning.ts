import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `dismisswarn`: the owner has seen the safety warning; it is not shown again. */
export function useDismissWarningMutation(vehicleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (warningMessageId: string) => callApi("dismissWarning", { warningMessageId }, { vehicleId }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ["health", "vehicleHealth", vehicleId] }),
  });
}
