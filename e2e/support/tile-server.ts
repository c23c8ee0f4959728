import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

/** A 256×256 PNG of one colour: a map tile for tests. */
function solidPng(rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.concat(Array.from({ length: 256 }, () => Buffer.from(rgb)))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: 256 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A map tile server on this machine: answers every /{z}/{x}/{y}.png with a plain tile (readable
 * from the app's origin) and records the tiles asked for, so a journey needs no network for its map.
 */
export async function startTileServer() {
  const tile = solidPng([200, 222, 200]);
  const requested: string[] = [];
  const server = http.createServer((request, response) => {
    const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? "");
    response.setHeader("access-control-allow-origin", "*");
    if (!match) {
      response.statusCode = 404;
      response.end();
      return;
    }
    requested.push(request.url!);
    response.setHeader("content-type", "image/png");
    response.end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    requested,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
