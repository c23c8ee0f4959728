import { codeFromQrText, IN_CAR_QR_SCANNER } from "@carport/domain";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * The camera view that reads the QR code on the car's screen: rear camera, 10 frames a second,
 * a 250x250 box (account-and-enrollment.md 9). The scanning library loads only when the camera
 * starts, so no other page carries it. `onCameraRefused` runs when the browser gives no camera.
 */
export function QrScanner(props: { onCode: (code: string) => void; onCameraRefused: () => void }) {
  const { t } = useTranslation();
  const elementId = `qr-reader-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const handlers = useRef(props);
  handlers.current = props;

  useEffect(() => {
    let ended = false;
    let delivered = false;
    let stop: (() => Promise<void>) | null = null;
    void (async () => {
      try {
        const { Html5Qrcode } = await import("html5-qrcode");
        if (ended) return;
        const scanner = new Html5Qrcode(elementId, { verbose: false });
        stop = async () => {
          if (scanner.isScanning) await scanner.stop();
          scanner.clear();
        };
        await scanner.start(
          { facingMode: IN_CAR_QR_SCANNER.facingMode },
          { fps: IN_CAR_QR_SCANNER.fps, qrbox: { ...IN_CAR_QR_SCANNER.qrbox } },
          (text) => {
            const code = codeFromQrText(text);
            // Frames keep coming after a read: hand on the first code only.
            if (!code || delivered) return;
            delivered = true;
            handlers.current.onCode(code);
          },
          () => {},
        );
        if (ended) await stop();
      } catch {
        if (!ended) handlers.current.onCameraRefused();
      }
    })();
    return () => {
      ended = true;
      void stop?.().catch(() => {});
    };
  }, [elementId]);

  return <div id={elementId} className="in-car-camera" role="img" aria-label={t("inCar.scan.cameraLabel")} />;
}
