import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { calendarAckMessageSchema, calendarMessageSchema } from "./messages.ts";
import { limitPackets, MAX_PACKET_BYTES, PRE_CONNECT_BYTES } from "./packet-limits.ts";

/** A socket stand-in whose reads go through the guard; `accepted` says whether the broker has taken the CONNECT. */
function guarded() {
  const state = { accepted: false };
  const stream = new PassThrough();
  limitPackets(stream, () => state.accepted);
  /** Feeds bytes and reads them as aedes does; answers what came out (null: cut off). */
  const feed = (bytes: Buffer): Buffer | null => {
    stream.write(bytes);
    return stream.read() as Buffer | null;
  };
  return { state, stream, feed };
}

/** An MQTT packet: fixed header (type, remaining length) and body. */
function packet(type: number, body: Buffer): Buffer {
  const length: number[] = [];
  let left = body.length;
  do {
    length.push((left % 128) | (left >= 128 ? 0x80 : 0));
    left = Math.floor(left / 128);
  } while (left > 0);
  return Buffer.concat([Buffer.from([type << 4, ...length]), body]);
}
const text = (value: string | Buffer) => {
  const bytes = Buffer.from(value);
  return Buffer.concat([Buffer.from([bytes.length >> 8, bytes.length & 0xff]), bytes]);
};
/** MQTT 3.1.1 CONNECT, with user name and secret (and a last will) when given. */
function connect(credentials?: { username: string; secret: string }, will?: { topic: string; message: string }): Buffer {
  const flags = (credentials ? 0xc0 : 0) | (will ? 0x2c : 0) | 0x02;
  return packet(
    1,
    Buffer.concat([
      text("MQTT"),
      Buffer.from([4, flags, 0, 60]),
      text("car-2HMAUEC5000000001"),
      ...(will ? [text(will.topic), text(will.message)] : []),
      ...(credentials ? [text(credentials.username), text(credentials.secret)] : []),
    ]),
  );
}
const publish = (payload: Buffer | string) =>
  packet(3, Buffer.concat([text("carport/v1/vehicles/2HMAUEC5000000001/status"), Buffer.from(payload)]));

describe("the embedded broker's packet limits", () => {
  it("the largest message the link carries fits in a packet: a calendar of 200 appointments at 6 bytes a character", () => {
    const worst = "\u0001".repeat(500);
    const at = new Date().toISOString();
    const events = Array.from({ length: 200 }, () => ({ summary: worst, location: worst, start: at, end: at }));
    const calendar = calendarMessageSchema.parse({ events, sentAt: at });
    const ack = calendarAckMessageSchema.parse({ events, receivedAt: at });
    const largest = Math.max(publish(JSON.stringify(calendar)).length, publish(JSON.stringify(ack)).length);
    console.log(`largest legitimate packet: ${largest} bytes; limit ${MAX_PACKET_BYTES}`);
    expect(largest).toBeLessThanOrEqual(MAX_PACKET_BYTES);
    expect(largest).toBeGreaterThan(MAX_PACKET_BYTES * 0.9);
  });

  it("passes a CONNECT with its credentials and last will, then packets up to the limit once accepted", () => {
    const { state, stream, feed } = guarded();
    const first = connect(
      { username: "car-2HMAUEC5000000001", secret: "s".repeat(64) },
      {
        topic: "carport/v1/fleets/car-2HMAUEC5000000001/presence",
        message: JSON.stringify({ online: false, at: new Date().toISOString() }),
      },
    );
    expect(feed(first)).toEqual(first);
    state.accepted = true;
    const big = publish(Buffer.alloc(MAX_PACKET_BYTES - 100));
    // The stream hands it out in pieces, as a socket does; every byte comes through.
    stream.write(big);
    let through = 0;
    for (let chunk = stream.read() as Buffer | null; chunk; chunk = stream.read() as Buffer | null) through += chunk.length;
    expect(through).toBe(big.length);
    expect(stream.destroyed).toBe(false);
  });

  it("cuts off a connection whose first packet is not a CONNECT", () => {
    const { stream, feed } = guarded();
    expect(feed(publish("{}"))).toBeNull();
    expect(stream.destroyed).toBe(true);
  });

  it("cuts off a CONNECT announcing more than a few kilobytes as soon as its length is read", () => {
    const { stream, feed } = guarded();
    expect(feed(Buffer.from([0x10, 0x80, 0x80, 0x80]))).toEqual(Buffer.from([0x10, 0x80, 0x80, 0x80]));
    expect(feed(Buffer.from([0x05]))).toBeNull();
    expect(stream.destroyed).toBe(true);
  });

  it("cuts off packets piled up before the CONNECT is answered, past a few kilobytes", () => {
    const { stream, feed } = guarded();
    expect(feed(connect())).not.toBeNull();
    expect(feed(publish(Buffer.alloc(PRE_CONNECT_BYTES / 2)))).not.toBeNull();
    expect(feed(publish(Buffer.alloc(PRE_CONNECT_BYTES / 2)))).toBeNull();
    expect(stream.destroyed).toBe(true);
  });

  it("cuts off a connected client's packet announcing more than the limit, before its body arrives", () => {
    const { state, stream, feed } = guarded();
    feed(connect());
    state.accepted = true;
    expect(feed(publish("{}"))).not.toBeNull();
    const header = publish(Buffer.alloc(MAX_PACKET_BYTES)).subarray(0, 5);
    expect(feed(header)).toBeNull();
    expect(stream.destroyed).toBe(true);
  });
});
