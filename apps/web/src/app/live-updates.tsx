import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { openLiveStream } from "../api/live-stream.ts";
import { useSession } from "../api/use-session.ts";
import { INBOX_QUERY_KEY, MESSAGE_COUNT_QUERY_KEY } from "../features/inbox/index.ts";
import { commandStatusQueryKey } from "../features/remote/api/command-status.ts";
import { lastVehicleStatusQueryOptions } from "../session/vehicles/last-vehicle-status.ts";

/** Where a car's presence (connected or not) is kept, as the live stream tells it. */
export const vehiclePresenceQueryKey = (vehicleId: string) => ["vehicles", "presence", vehicleId] as const;

/**
 * The tab's live stream, while signed in with the terms accepted: each change it brings goes
 * into the query cache where the pages read it (the status of a vehicle, a command's state, the
 * unread count), so the overview, the remote pages and the badge update by themselves. After a
 * reconnection what it feeds is read again, since changes may have been missed meanwhile.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const session = useSession();
  const token = session?.verifiedTnC ? session.accessToken : null;
  useEffect(() => {
    if (!token) return;
    return openLiveStream(token, {
      ready({ reconnected }) {
        if (!reconnected) return;
        void queryClient.invalidateQueries({ queryKey: ["vehicles", "lastStatus"] });
        void queryClient.invalidateQueries({ queryKey: ["remote", "commandStatus"] });
        void queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY });
      },
      status({ vehicleId, result }) {
        queryClient.setQueryData(lastVehicleStatusQueryOptions(vehicleId).queryKey, result as never);
      },
      command({ transactionId, result }) {
        queryClient.setQueryData(commandStatusQueryKey(transactionId), result as never);
      },
      inbox({ result }) {
        queryClient.setQueryData(MESSAGE_COUNT_QUERY_KEY, result as never);
        // The list (on screen in the notification centre) is read again; the count just came.
        void queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY, predicate: (query) => query.queryKey[1] !== "count" });
      },
      presence({ vehicleId, online }) {
        queryClient.setQueryData(vehiclePresenceQueryKey(vehicleId), { online });
      },
    });
  }, [token, queryClient]);
  return null;
}
