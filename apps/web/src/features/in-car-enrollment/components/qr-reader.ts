import type { BarcodeDetector as PonyfillDetector } from "barcode-detector/ponyfill";

/** What reads QR codes from a frame: the browser's own BarcodeDetector, else ZXing compiled to WebAssembly. */
export interface QrReader {
  detect(frame: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}

type DetectorClass = typeof PonyfillDetector;

/**
 * The browser's BarcodeDetector where it reads QR codes (Android, ChromeOS, macOS); elsewhere the
 * `barcode-detector` ponyfill, whose ZXing `.wasm` is one of this app's own assets (never a CDN:
 * the page's CSP allows only this origin). Loaded when the camera starts, so no other page carries it.
 */
export async function createQrReader(): Promise<QrReader> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  const formats: readonly string[] = native ? await native.getSupportedFormats().catch(() => []) : [];
  if (native && formats.includes("qr_code")) {
    return new native({ formats: ["qr_code"] });
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import("barcode-detector/ponyfill"),
    import("zxing-wasm/reader/zxing_reader.wasm?url"),
  ]);
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path) } });
  return new BarcodeDetector({ formats: ["qr_code"] });
}
