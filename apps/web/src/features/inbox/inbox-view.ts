import type { CallResult, InboxMessage } from "@carport/protocol";
import type { InfiniteData } from "@tanstack/react-query";
import { readStored, writeStored } from "../../lib/storage.ts";
import { parseCalendarDate, type CalendarDate } from "../../i18n/format.ts";

/** The notification centre's pages as the query cache keeps them. */
export type MessagePages = InfiniteData<CallResult<"messageList">, unknown>;

/** Every message loaded so far, in list order (newest first). */
export function loadedMessages(data: MessagePages | undefined): InboxMessage[] {
  return data ? data.pages.flatMap((page) => page.messages) : [];
}

/** The pages with the given messages marked read (R). */
export function markedRead(data: MessagePages, messageIds: readonly string[]): MessagePages {
  const ids = new Set(messageIds);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((m) => (ids.has(m.id) && m.status !== "R" ? { ...m, status: "R" as const } : m)),
    })),
  };
}

/** The pages without the given messages. */
export function withoutMessages(data: MessagePages, messageIds: readonly string[]): MessagePages {
  const ids = new Set(messageIds);
  return { ...data, pages: data.pages.map((page) => ({ ...page, messages: page.messages.filter((m) => !ids.has(m.id)) })) };
}

/**
 * The message a detail popup shows after deleting the one it showed (vehicle-area.md 4): the
 * next one in the list, or null, which closes the popup.
 */
export function nextAfterDelete(listIds: readonly string[], deletedId: string): string | null {
  const index = listIds.indexOf(deletedId);
  if (index < 0) return null;
  return listIds[index + 1] ?? null;
}

/** The selection of the list: toggling one message, and "select all" over the loaded messages. */
export function toggleSelected(selected: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** All loaded messages are selected (and there is at least one). */
export function isAllSelected(selected: ReadonlySet<string>, ids: readonly string[]): boolean {
  return ids.length > 0 && ids.every((id) => selected.has(id));
}

/** The selection kept to messages still listed (after a delete or a refresh). */
export function keepListed(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  const listed = new Set(ids);
  return new Set([...selected].filter((id) => listed.has(id)));
}

/** A message's local date and time (the server shifted them by the `offset` header); null when unreadable. */
export function messageMoment(message: Pick<InboxMessage, "date" | "time">): { day: CalendarDate; wallClock: Date } | null {
  const day = parseCalendarDate(message.date);
  const time = /^(\d{2})(\d{2})(\d{2})$/.exec(message.time);
  if (!day || !time) return null;
  const wallClock = new Date(day.utc.getTime() + (Number(time[1]) * 3600 + Number(time[2]) * 60 + Number(time[3])) * 1000);
  return { day, wallClock };
}

/** The session-storage key that remembers "don't ask again" for deletes (vehicle-area.md 9). */
export const DONT_CONFIRM_DELETE_KEY = "dontConfirmDelete";

/** Deletes ask for confirmation unless the owner chose "don't ask again" in this tab. */
export function shouldConfirmDelete(): boolean {
  return readStored("session", DONT_CONFIRM_DELETE_KEY) !== "true";
}

export function rememberDontConfirmDelete(): void {
  writeStored("session", DONT_CONFIRM_DELETE_KEY, "true");
}
