import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../api/client.ts";

/** `gtvhclhlth`: trouble codes by system (descriptions in the request's language) and the safety warning. */
export function vehicleHealthQueryOptions(vehicleId: string, languageId: number) {
  return queryOptions({
    queryKey: ["health", "vehicleHealth", vehicleId, languageId] as const,
    queryFn: ({ signal }) => callApi("vehicleHealth", {}, { vehicleId, signal }),
  });
}
