import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const WIDTH = 640;
const HEIGHT = 480;
/** The web app's own ZXing (apps/web depends on it), here used to draw a code rather than read it. */
const fromWebApp = createRequire(path.resolve(import.meta.dirname, "../../apps/web/package.json"));

/** The part of zxing-wasm's writer used here (its types live with the web app's dependency). */
interface ZXingWriter {
  prepareZXingModule(options: { overrides: { wasmBinary: ArrayBuffer } }): void;
  writeBarcode(
    text: string,
    options: { format: "QRCode" },
  ): Promise<{ error: string; symbol: { width: number; height: number; data: Uint8Array } | null }>;
}

/**
 * A camera for Chromium's fake capture device (`--use-file-for-fake-video-capture`): a Y4M picture of
 * a QR code holding `text`, black on white in the middle of a 640x480 frame, as a phone held up to
 * the car's screen would see it, written to `file`.
 */
export async function writeQrCodeCamera(file: string, text: string): Promise<void> {
  const writer = (await import(pathToFileURL(fromWebApp.resolve("zxing-wasm/writer")).href)) as ZXingWriter;
  const wasm = fs.readFileSync(fromWebApp.resolve("zxing-wasm/writer/zxing_writer.wasm"));
  writer.prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) } });
  const { symbol, error } = await writer.writeBarcode(text, { format: "QRCode" });
  if (!symbol) throw new Error(`no QR code drawn: ${error}`);

  const scale = Math.floor(200 / symbol.width);
  const left = Math.floor((WIDTH - symbol.width * scale) / 2);
  const top = Math.floor((HEIGHT - symbol.height * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < symbol.height * scale; y++) {
    for (let x = 0; x < symbol.width * scale; x++) {
      const module = symbol.data[Math.floor(y / scale) * symbol.width + Math.floor(x / scale)];
      luma[(top + y) * WIDTH + left + x] = module === 0 ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]));
}
