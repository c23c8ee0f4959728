import type { Writable } from "node:stream";

const GATHERING = Symbol("writes gathered once a turn");

/**
 * Sends what is written to a socket during one turn of the event loop in one system call.
 *
 * mqtt.js writes each packet on its own (a PUBACK for every result a car sends, a PUBLISH for every
 * command), so a busy link made a system call per packet, and on loopback or in a VM each one wakes
 * the other side. The first write of a turn corks the socket; it is uncorked once the turn's I/O has
 * been handled (`setImmediate`), so a write waits at most for the rest of the turn, never for a timer.
 */
export function gatherWritesPerTurn(stream: Writable): void {
  const marked = stream as Writable & { [GATHERING]?: true };
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
