/** The front door of `web-push`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { type PushSender } from "./push-sender.ts";
