import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../api/client.ts";

/** `gtmvrdy`: the day of the month (1-28) the report is made. */
export function reportDayQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: ["mvr", "day", vehicleId] as const,
    queryFn: ({ signal }) => callApi("reportDayGet", {}, { vehicleId, signal }),
  });
}

/** `svmvrdy`: chooses the report day; the list of reports follows it, so it is read again. */
export function useSaveReportDayMutation(vehicleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (day: number) => callApi("reportDaySave", { day }, { vehicleId }),
    onSuccess: (result) => {
      client.setQueryData(reportDayQueryOptions(vehicleId).queryKey, result);
      void client.invalidateQueries({ queryKey: ["mvr", "list", vehicleId] });
    },
  });
}
