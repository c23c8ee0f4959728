import type { CallRequest } from "@carport/protocol";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";
import { queryClient } from "../../../api/query-client.ts";
import { vehicleListQueryOptions } from "../../../session/vehicles/vehicle-list.ts";

/** `getinvitation`: the invitation waiting for the signed-in account's e-mail; `from` null when none. */
export function invitationQueryOptions() {
  return queryOptions({
    queryKey: ["invitation"] as const,
    queryFn: ({ signal }) => callApi("invitation", {}, { signal }),
    staleTime: 0,
  });
}

/** `usrprovhcllst`: the invitee's own vehicles and their profiles, to start the shared profile from. */
export function profileVehiclesQueryOptions() {
  return queryOptions({
    queryKey: ["invitation", "vehicles"] as const,
    queryFn: ({ signal }) => callApi("profileVehicles", {}, { signal }),
  });
}

function invitationAnswered(): void {
  void queryClient.invalidateQueries({ queryKey: invitationQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: vehicleListQueryOptions().queryKey });
}

type AcceptBody = CallRequest<"invitationAccept">;

/** `secPflCreation`: accept; the shared vehicle joins the invitee's list. */
export function useAcceptInvitationMutation() {
  return useMutation({ mutationFn: (body: AcceptBody) => callApi("invitationAccept", body), onSuccess: invitationAnswered });
}

/** `declineseconduser`: decline the invitation of that vehicle. */
export function useDeclineInvitationMutation() {
  return useMutation({ mutationFn: (vehicleId: string) => callApi("invitationDecline", { vehicleId }), onSuccess: invitationAnswered });
}
