import type { InboxMessage } from "@carport/protocol";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DONT_CONFIRM_DELETE_KEY,
  isAllSelected,
  keepListed,
  loadedMessages,
  markedRead,
  messageMoment,
  nextAfterDelete,
  rememberDontConfirmDelete,
  shouldConfirmDelete,
  toggleSelected,
  withoutMessages,
  type MessagePages,
} from "./inbox-view.ts";

const message = (id: string, status: "R" | "U" = "U"): InboxMessage => ({
  id,
  status,
  date: "20261121",
  time: "140502",
  title: `Message ${id}`,
  content: "",
  vehicleId: "v1",
  nickname: "Aurora",
  checked: false,
});

const pages = (...lists: InboxMessage[][]): MessagePages => ({
  pages: lists.map((messages, i) => ({ moreData: i < lists.length - 1, lastMessageId: messages.at(-1)?.id ?? "-1", messages })),
  pageParams: lists.map((_, i) => (i === 0 ? "-1" : lists[i - 1]!.at(-1)!.id)),
});

describe("the message pages", () => {
  it("list every loaded message in order", () => {
    expect(loadedMessages(pages([message("9"), message("8")], [message("7")])).map((m) => m.id)).toEqual(["9", "8", "7"]);
    expect(loadedMessages(undefined)).toEqual([]);
  });

  it("mark messages read and drop deleted ones, across pages", () => {
    const data = pages([message("9"), message("8", "R")], [message("7")]);
    const read = markedRead(data, ["9", "7"]);
    expect(loadedMessages(read).map((m) => m.status)).toEqual(["R", "R", "R"]);
    expect(loadedMessages(withoutMessages(data, ["8", "7"])).map((m) => m.id)).toEqual(["9"]);
    expect(read.pageParams).toBe(data.pageParams);
  });
});

describe("deleting from the detail popup", () => {
  it("shows the next message, or closes after the last", () => {
    expect(nextAfterDelete(["9", "8", "7"], "8")).toBe("7");
    expect(nextAfterDelete(["9", "8", "7"], "7")).toBeNull();
    expect(nextAfterDelete(["9"], "1")).toBeNull();
  });
});

describe("the selection", () => {
  it("toggles messages and knows when all are selected", () => {
    let selected = toggleSelected(new Set(), "9", true);
    selected = toggleSelected(selected, "8", true);
    expect(isAllSelected(selected, ["9", "8"])).toBe(true);
    expect(isAllSelected(toggleSelected(selected, "9", false), ["9", "8"])).toBe(false);
    expect(isAllSelected(new Set(), [])).toBe(false);
  });

  it("keeps only messages still listed", () => {
    expect([...keepListed(new Set(["9", "8"]), ["8", "7"])]).toEqual(["8"]);
  });
});

describe("message dates", () => {
  it("read the local date and time the server sent", () => {
    const moment = messageMoment(message("1"))!;
    expect(moment.wallClock.toISOString()).toBe("2026-11-21T14:05:02.000Z");
    expect(messageMoment({ date: "2026", time: "1" })).toBeNull();
  });
});

describe("don't ask again", () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is remembered in session storage under dontConfirmDelete", () => {
    expect(shouldConfirmDelete()).toBe(true);
    rememberDontConfirmDelete();
    expect(DONT_CONFIRM_DELETE_KEY).toBe("dontConfirmDelete");
    expect(store.get("dontConfirmDelete")).toBe("true");
    expect(shouldConfirmDelete()).toBe(false);
  });
});
