import type { CallId, CallRequest, CallResult } from "@carport/protocol";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";
import { queryClient } from "../../../api/query-client.ts";

export type CalendarAccounts = CallResult<"calendarAccounts">;

/** `getcalaccount` for the selected vehicle: its linked calendars and their sync state. */
export function calendarAccountsQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["account", "calendar", vehicleId] as const,
    queryFn: ({ signal }) => callApi("calendarAccounts", {}, { vehicleId, signal }),
    staleTime: 0,
  });
}

type CalendarChange = "calendarAdd" | "calendarModify" | "calendarToggle" | "calendarDelete";

/** addcalaccount, modifycalaccount, setcalaccount, delcalaccount: each answers the new list, which replaces the cached one. */
export function useCalendarMutation<Id extends CalendarChange & CallId>(id: Id, vehicleId: string) {
  return useMutation({
    mutationFn: async (body: CallRequest<Id>) => {
      const list = (await callApi(id, body, { vehicleId })) as CalendarAccounts;
      queryClient.setQueryData(calendarAccountsQueryOptions(vehicleId).queryKey, list);
      return list;
    },
  });
}

/** `calauthurl`: where to send the owner to authorize a Google-type calendar (PENDING_CALENDAR until they come back). */
export function useCalendarAuthorizeMutation(vehicleId: string) {
  return useMutation({
    mutationFn: (body: CallRequest<"calendarAuthorize">) => callApi("calendarAuthorize", body, { vehicleId }),
  });
}
