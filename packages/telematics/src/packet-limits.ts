import type { Duplex } from "node:stream";

/**
 * What a client may send before the broker has accepted its CONNECT: the CONNECT itself (client id,
 * user name, secret, a small last will: a few hundred bytes) and whatever it sends before the answer.
 */
export const PRE_CONNECT_BYTES = 4 * 1024;

/**
 * The largest packet a client may send once connected. The largest legitimate message is a calendar
 * (or a car's acknowledgement of it): 200 appointments, summary and location 500 characters each,
 * at worst 6 bytes a character in JSON (a control character's \u escape): 1.22 MB
 * (packet-limits.test.ts measures it). A car's status is 1.2 to 1.7 KB, a result a little more.
 * Mosquitto's `max_packet_size` in deploy/mosquitto/mosquitto.conf says the same.
 */
export const MAX_PACKET_BYTES = 1_310_720;

/**
 * Holds a client's socket to those limits before any byte reaches the broker's parser: the MQTT
 * fixed header of each packet is read as the bytes go by (type, then the remaining length), and the
 * connection is cut as soon as a packet announces more than it may send (nothing is buffered to find
 * out), or the first packet is not a CONNECT, or more than PRE_CONNECT_BYTES come before `accepted()`.
 * Wraps the socket's `read`, which is how aedes takes the bytes (on 'readable').
 */
export function limitPackets(socket: Duplex, accepted: () => boolean, limits = { preConnect: PRE_CONNECT_BYTES, max: MAX_PACKET_BYTES }) {
  let stage: "type" | "length" | "body" = "type";
  let first = true;
  let length = 0;
  let lengthBytes = 0;
  let left = 0;
  let beforeAccept = 0;

  /** false: the client broke a limit. */
  function inspect(chunk: Buffer): boolean {
    const connected = accepted();
    if (!connected) {
      beforeAccept += chunk.length;
      if (beforeAccept > limits.preConnect) return false;
    }
    for (let i = 0; i < chunk.length;) {
      if (stage === "type") {
        if (first && chunk[i]! >> 4 !== 1) return false;
        first = false;
        stage = "length";
        length = 0;
        lengthBytes = 0;
        i++;
      } else if (stage === "length") {
        const byte = chunk[i++]!;
        length += (byte & 0x7f) * 128 ** lengthBytes++;
        if (byte & 0x80) {
          if (lengthBytes === 4) return false;
          continue;
        }
        if (1 + lengthBytes + length > (connected ? limits.max : limits.preConnect)) return false;
        left = length;
        stage = left > 0 ? "body" : "type";
      } else {
        const taken = Math.min(left, chunk.length - i);
        i += taken;
        left -= taken;
        if (left === 0) stage = "type";
      }
    }
    return true;
  }

  const read = socket.read.bind(socket);
  socket.read = (size?: number) => {
    const chunk: unknown = read(size);
    if (!Buffer.isBuffer(chunk) || inspect(chunk)) return chunk;
    socket.destroy();
    return null;
  };
}
