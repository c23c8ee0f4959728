import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { precompressFolder } from "./precompress-plugin.ts";

describe("the build's precompressed copies", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "carport-precompress-"));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("include the QR reader's WebAssembly, which Brotli shrinks, beside the scripts; small files and images stay plain", () => {
    fs.mkdirSync(path.join(dist, "assets"));
    // A stand-in for zxing_reader.wasm: the magic number and version, then repetitive code sections.
    const wasm = Buffer.concat([
      Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]),
      Buffer.alloc(64 * 1024, "\x20\x00\x41\x01\x6a"),
    ]);
    const wasmFile = path.join(dist, "assets", "zxing_reader-B1a2c3d4.wasm");
    fs.writeFileSync(wasmFile, wasm);
    fs.writeFileSync(path.join(dist, "assets", "index-C5d6e7f8.js"), `export const a = ${JSON.stringify("x".repeat(4096))};`);
    fs.writeFileSync(path.join(dist, "assets", "tiny-D9e0f1a2.js"), "export {};");
    fs.writeFileSync(path.join(dist, "icon-192.png"), Buffer.alloc(4096));

    precompressFolder(dist);

    const brotli = fs.readFileSync(`${wasmFile}.br`);
    expect(zlib.brotliDecompressSync(brotli)).toEqual(wasm);
    expect(brotli.length).toBeLessThan(wasm.length / 10);
    expect(zlib.gunzipSync(fs.readFileSync(`${wasmFile}.gz`))).toEqual(wasm);
    expect(fs.existsSync(path.join(dist, "assets", "index-C5d6e7f8.js.br"))).toBe(true);
    expect(fs.existsSync(path.join(dist, "assets", "tiny-D9e0f1a2.js.br"))).toBe(false);
    expect(fs.existsSync(path.join(dist, "icon-192.png.br"))).toBe(false);
  });
});
