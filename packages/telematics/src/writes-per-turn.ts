import type { Writable } from "node:stream";

/** A socket, or what writes to one (an HTTP response). */
export type TurnWritable = Pick<Writable, "write" | "cork" | "uncork">;

const GATHERING = Symbol("writes gathered once a turn");

/**
 * Sends what is written to `stream` during one turn of the event loop in one write to its socket.
 *
 * mqtt.js and aedes write each packet on its own (a PUBACK for every result a car sends, a PUBLISH
 * for every command), and a command reaches its owner's live stream as several events, mostly in
 * the same turn; on loopback or in a VM each socket write wakes the other side. The first write of a
 * turn corks the stream; it is uncorked once the turn's I/O has been handled (`setImmediate`), so a
 * write waits at most for the rest of the turn, never for a timer. Order is the stream's own, and
 * `end()` sends what is still corked.
 */
export function gatherWritesPerTurn(stream: TurnWritable): void {
  const marked = stream as TurnWritable & { [GATHERING]?: true };
  if (marked[GATHERING]) return;
  marked[GATHERING] = true;
  const write = stream.write;
  let corked = false;
  const uncork = () => {
    corked = false;
    stream.uncork();
  };
  stream.write = function (this: Writable, ...args: Parameters<Writable["write"]>) {
    if (!corked) {
      corked = true;
      stream.cork();
      setImmediate(uncork);
    }
    return write.apply(this, args);
  } as Writable["write"];
}
