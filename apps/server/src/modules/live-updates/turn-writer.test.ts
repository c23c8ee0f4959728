import { Writable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { turnWriter } from "./turn-writer.ts";

/** A socket's stand-in: each element is what one write to it carried. */
function recordingSocket() {
  const writes: string[] = [];
  const out = new Writable({
    decodeStrings: false,
    write(chunk, _encoding, done) {
      writes.push(String(chunk));
      done();
    },
    writev(chunks, done) {
      writes.push(chunks.map(({ chunk }) => String(chunk)).join(""));
      done();
    },
  });
  return { out, writes };
}

describe("a live stream's writer", () => {
  it("sends what one turn wrote as one write, in the order written, and a later turn's as another", async () => {
    const { out, writes } = recordingSocket();
    const write = turnWriter(out);
    write("event: command\n\n");
    write("event: status\n\n");
    write("event: inbox\n\n");
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(["event: command\n\nevent: status\n\nevent: inbox\n\n"]);

    write(": heartbeat\n\n");
    await nextTurn();
    expect(writes).toEqual(["event: command\n\nevent: status\n\nevent: inbox\n\n", ": heartbeat\n\n"]);
  });

  it("sends what is still corked when the stream ends in the same turn", async () => {
    const { out, writes } = recordingSocket();
    const write = turnWriter(out);
    write("event: ready\n\n");
    write("event: status\n\n");
    out.end();
    await nextTurn();
    expect(writes.join("")).toBe("event: ready\n\nevent: status\n\n");
    expect(out.writableFinished).toBe(true);
  });
});
