import net from "node:net";
import { Aedes } from "aedes";

export interface EmbeddedBroker {
  /** mqtt://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/** An MQTT broker inside this process (aedes), for a single-machine Carport with no other program. */
export async function startEmbeddedBroker(port = 0): Promise<EmbeddedBroker> {
  const aedes = await Aedes.createBroker();
  const sockets = new Set<net.Socket>();
  // Small messages go out at once: with Nagle's algorithm a command waited for the car's delayed ACK.
  const server = net.createServer({ noDelay: true }, (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    aedes.handle(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: bound } = server.address() as net.AddressInfo;
  return {
    url: `mqtt://127.0.0.1:${bound}`,
    async close() {
      // Connected clients are cut off, as when a broker goes down; otherwise closing waits for them.
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
