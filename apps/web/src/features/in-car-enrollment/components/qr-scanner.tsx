import { codeFromQrText, IN_CAR_QR_SCANNER } from "@carport/domain";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { createQrReader } from "./qr-reader.ts";

/**
 * The camera view that reads the QR code on the car's screen: rear camera, 10 frames a second,
 * read inside a 250x250 box at the centre of the picture (account-and-enrollment.md 9).
 * `onCameraRefused` runs when the browser gives no camera.
 */
export function QrScanner(props: { onCode: (code: string) => void; onCameraRefused: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useRef(props);
  handlers.current = props;

  useEffect(() => {
    let ended = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: IN_CAR_QR_SCANNER.facingMode }, audio: false });
        if (ended || !video.current) return stopTracks(stream);
        video.current.srcObject = stream;
        await video.current.play();
        const reader = await createQrReader();
        const box = document.createElement("canvas");
        box.width = IN_CAR_QR_SCANNER.qrbox.width;
        box.height = IN_CAR_QR_SCANNER.qrbox.height;
        let reading = false;
        timer = setInterval(() => {
          const frame = video.current;
          if (ended || reading || !frame || frame.videoWidth === 0) return;
          reading = true;
          drawCentreBox(frame, box);
          reader
            .detect(box)
            .then((found) => {
              const code = found.map((barcode) => codeFromQrText(barcode.rawValue)).find((value) => value !== null);
              // Frames keep coming after a read: hand on the first code only.
              if (code && !ended) {
                ended = true;
                clearInterval(timer);
                handlers.current.onCode(code);
              }
            })
            .catch(() => {})
            .finally(() => (reading = false));
        }, 1000 / IN_CAR_QR_SCANNER.fps);
      } catch {
        if (!ended) handlers.current.onCameraRefused();
      }
    })();
    return () => {
      ended = true;
      clearInterval(timer);
      if (stream) stopTracks(stream);
    };
  }, []);

  return (
    <div className="in-car-camera" role="img" aria-label={t("inCar.scan.cameraLabel")}>
      <video ref={video} muted playsInline aria-hidden="true" />
      <div className="in-car-camera-box" aria-hidden="true" />
    </div>
  );
}

/** The centre of the picture, the box's size as the picture is shown (a 250-pixel box on a 30rem view). */
function drawCentreBox(frame: HTMLVideoElement, box: HTMLCanvasElement): void {
  const shown = frame.clientWidth || frame.videoWidth;
  const side = Math.min(frame.videoWidth, frame.videoHeight, Math.round((IN_CAR_QR_SCANNER.qrbox.width * frame.videoWidth) / shown));
  const x = (frame.videoWidth - side) / 2;
  const y = (frame.videoHeight - side) / 2;
  box.getContext("2d", { willReadFrequently: true })!.drawImage(frame, x, y, side, side, 0, 0, box.width, box.height);
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
