/** The front door of `messages`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { insertInboxMessage, insertInboxMessages } from "./inbox-repository.ts";
export { renderInboxMessage } from "./message-texts.ts";
export { countUnreadOf } from "./inbox-repository.ts";
