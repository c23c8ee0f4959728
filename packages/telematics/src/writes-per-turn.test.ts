import net from "node:net";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { gatherWritesPerTurn } from "./writes-per-turn.ts";

const opened: Array<net.Server | net.Socket> = [];

afterEach(() => {
  for (const o of opened.splice(0)) (o as net.Socket).destroy?.() ?? (o as net.Server).close();
});

/** A loopback connection whose far end keeps what it receives; the near end's socket writes are counted. */
async function connection() {
  let received = "";
  const server = net.createServer((peer) => {
    opened.push(peer);
    peer.setEncoding("utf8").on("data", (chunk: string) => (received += chunk));
  });
  opened.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const socket = net.connect((server.address() as net.AddressInfo).port, "127.0.0.1");
  opened.push(socket);
  await new Promise((resolve) => socket.once("connect", resolve));
  // What the stream hands to the socket's handle: one call, one system call.
  const handed: number[] = [];
  const writeOne = socket._write.bind(socket);
  const writeMany = socket._writev!.bind(socket);
  socket._write = (chunk, encoding, callback) => (handed.push(1), writeOne(chunk, encoding, callback));
  socket._writev = (chunks, callback) => (handed.push(chunks.length), writeMany(chunks, callback));
  return { socket, handed, received: () => received };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("writes gathered once a turn", () => {
  it("hands the packets of one turn to the socket together, and what a later turn writes after them", async () => {
    const { socket, handed, received } = await connection();
    gatherWritesPerTurn(socket);
    socket.write("puback 1;");
    socket.write("puback 2;");
    socket.write("publish;");
    expect(handed).toEqual([]);
    await turn();
    expect(handed).toEqual([3]);
    socket.write("later;");
    await turn();
    expect(handed).toEqual([3, 1]);
    await expect.poll(received).toBe("puback 1;puback 2;publish;later;");
  });

  it("writes each packet on its own without it", async () => {
    const { socket, handed } = await connection();
    socket.write("puback 1;");
    socket.write("puback 2;");
    await turn();
    expect(handed).toEqual([1, 1]);
  });

  it("sends what is still corked when the stream ends in the same turn (a live stream closed)", async () => {
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
    gatherWritesPerTurn(out);
    out.write("event: ready\n\n");
    out.write("event: status\n\n");
    out.end();
    await turn();
    expect(writes).toEqual(["event: ready\n\nevent: status\n\n"]);
    expect(out.writableFinished).toBe(true);
  });

  it("gathers once however often it is asked (every reconnection asks again)", async () => {
    const { socket, handed } = await connection();
    gatherWritesPerTurn(socket);
    gatherWritesPerTurn(socket);
    socket.write("a");
    socket.write("b");
    await turn();
    expect(handed).toEqual([2]);
    expect(socket.writableCorked).toBe(0);
  });
});
