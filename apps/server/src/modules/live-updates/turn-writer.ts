import type { Writable } from "node:stream";

/**
 * Writes to `out`, joining what is written in one turn of the event loop into one write to the socket.
 * A command reaches its owner's stream as about five events (pending, completed, the car's status twice,
 * the unread count), mostly heard in the same turn: corked, they leave in one packet rather than five.
 * Order is the stream's own; `end()` flushes what is corked.
 */
export function turnWriter(out: Writable): (chunk: string) => void {
  let corked = false;
  const uncork = () => {
    corked = false;
    out.uncork();
  };
  return (chunk) => {
    if (!corked) {
      corked = true;
      out.cork();
      setImmediate(uncork);
    }
    out.write(chunk);
  };
}
