import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/**
 * The kinds of file the server serves from the build (apps/server/src/web/web-app.ts) that shrink when
 * compressed: the QR reader's WebAssembly (zxing-wasm, 1.09 MB plain) among them.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|txt|webmanifest|ico|wasm)$/;

/** Below this, the encoding's own overhead outweighs the bytes saved. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each compressible file of the build, so the
 * server sends them by the client's Accept-Encoding without a proxy and without compressing per
 * request (the entry script is over 500 KB plain).
 */
export function precompressFolder(outDir: string): void {
  for (const file of filesUnder(outDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const plain = fs.readFileSync(file);
    if (plain.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(plain, { level: zlib.constants.Z_BEST_COMPRESSION }));
  }
}

/** The build's last step: precompressFolder on its output. */
export function precompressAssets(): Plugin {
  let outDir = "";
  return {
    name: "carport:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After every other plugin (and the copy of public/) has written its files.
      order: "post",
      handler() {
        precompressFolder(outDir);
      },
    },
  };
}
