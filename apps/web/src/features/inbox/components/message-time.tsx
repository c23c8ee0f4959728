import type { InboxMessage } from "@carport/protocol";
import { useFormat } from "../../../i18n/use-format.ts";
import { messageMoment } from "../inbox-view.ts";

/** A message's local date and time as the page's language writes them. */
export function MessageTime({ message }: { message: Pick<InboxMessage, "date" | "time"> }) {
  const f = useFormat();
  const moment = messageMoment(message);
  if (!moment) return <>{message.date}</>;
  return <time dateTime={moment.wallClock.toISOString().slice(0, 19)}>{f.formatDateTime(moment.wallClock, "UTC")}</time>;
}
