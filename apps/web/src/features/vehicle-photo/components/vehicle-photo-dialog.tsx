import { cropRect } from "@carport/domain";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "react-aria-components/Label";
import { Slider, SliderOutput, SliderThumb, SliderTrack } from "react-aria-components/Slider";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { AppDialog } from "../../../components/app-dialog.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { useDeleteVehiclePhotoMutation, useSaveVehiclePhotoMutation } from "../api/vehicle-photo.ts";
import { chosenFileReason, drawCrop, encodeCrop, type EncodedPhoto } from "../photo-encoding.ts";

/** The views of vehicle-area.md 1: chooser, crop, preview, progress, result, and the delete confirmation. */
type View =
  | { kind: "chooser" }
  | { kind: "crop"; picture: ImageBitmap }
  | { kind: "preview"; picture: ImageBitmap; photo: EncodedPhoto }
  | { kind: "progress" }
  | { kind: "result"; saved: boolean; failure: ErrorMessage | null }
  | { kind: "delete" };

interface Framing {
  zoom: number;
  panX: number;
  panY: number;
}

const CENTRED: Framing = { zoom: 1, panX: 0, panY: 0 };

/**
 * Adds, changes or deletes the vehicle's photo. The chosen picture is cropped to 16:9 in the
 * browser (zoom and position sliders, keyboard-operable), previewed as it will be stored, then
 * saved with a progress view and a result; `mode` "delete" opens the delete confirmation instead.
 */
export function VehiclePhotoDialog(props: { vehicleId: string; name: string; mode: "change" | "delete"; onClose: () => void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const save = useSaveVehiclePhotoMutation(props.vehicleId);
  const remove = useDeleteVehiclePhotoMutation(props.vehicleId);
  const [view, setView] = useState<View>(props.mode === "delete" ? { kind: "delete" } : { kind: "chooser" });
  const [framing, setFraming] = useState<Framing>(CENTRED);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const reason = chosenFileReason(file);
    if (reason) {
      setProblem(t(reason === "PHOTO_TYPE" ? "vehiclePhoto.chooser.wrongType" : "vehiclePhoto.chooser.tooLarge"));
      return;
    }
    try {
      const picture = await createImageBitmap(file);
      setProblem(null);
      setFraming(CENTRED);
      setView({ kind: "crop", picture });
    } catch {
      setProblem(t("vehiclePhoto.chooser.unreadable"));
    }
  };

  const preview = async (picture: ImageBitmap) => {
    const photo = await encodeCrop(picture, cropRect(picture.width, picture.height, framing.zoom, framing.panX, framing.panY));
    setView({ kind: "preview", picture, photo });
  };

  const submit = async (photo: EncodedPhoto) => {
    setView({ kind: "progress" });
    try {
      await save.mutateAsync({ contentType: photo.contentType, data: photo.data });
      setView({ kind: "result", saved: true, failure: null });
    } catch (error) {
      setView({ kind: "result", saved: false, failure: errorMessageFor(error) });
    }
  };

  const confirmDelete = async () => {
    setView({ kind: "progress" });
    try {
      await remove.mutateAsync();
      setView({ kind: "result", saved: false, failure: null });
    } catch (error) {
      setView({ kind: "result", saved: false, failure: errorMessageFor(error) });
    }
  };

  const title = t(
    view.kind === "delete" || (view.kind === "result" && props.mode === "delete") ? "vehiclePhoto.delete.title" : "vehiclePhoto.title",
  );
  return (
    <AppDialog isOpen onOpenChange={(open) => !open && props.onClose()} title={title} size="wide" isDismissable={view.kind !== "progress"}>
      <div className="vehicle-photo-dialog">
        {view.kind === "chooser" && (
          <>
            <p>{t("vehiclePhoto.chooser.intro", { name: props.name })}</p>
            <label className="field__label" htmlFor="vehicle-photo-file">
              {t("vehiclePhoto.chooser.label")}
            </label>
            <input
              id="vehicle-photo-file"
              className="vehicle-photo-dialog__file"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby="vehicle-photo-file-help"
              onChange={(event) => void choose(event)}
            />
            <p id="vehicle-photo-file-help" className="field__description">
              {t("vehiclePhoto.chooser.help")}
            </p>
            {problem && <Alert>{problem}</Alert>}
            <div className="button-row">
              <Button variant="secondary" onPress={props.onClose}>
                {t("vehiclePhoto.cancel")}
              </Button>
            </div>
          </>
        )}
        {view.kind === "crop" && (
          <>
            <p>{t("vehiclePhoto.crop.intro")}</p>
            <CropPreview picture={view.picture} framing={framing} />
            <FramingSlider
              label={t("vehiclePhoto.crop.zoom")}
              value={framing.zoom}
              min={1}
              max={3}
              step={0.1}
              onChange={(zoom) => setFraming((f) => ({ ...f, zoom }))}
            />
            <FramingSlider
              label={t("vehiclePhoto.crop.horizontal")}
              value={framing.panX}
              min={-1}
              max={1}
              step={0.05}
              onChange={(panX) => setFraming((f) => ({ ...f, panX }))}
            />
            <FramingSlider
              label={t("vehiclePhoto.crop.vertical")}
              value={framing.panY}
              min={-1}
              max={1}
              step={0.05}
              onChange={(panY) => setFraming((f) => ({ ...f, panY }))}
            />
            <div className="button-row">
              <Button onPress={() => void preview(view.picture)}>{t("vehiclePhoto.crop.next")}</Button>
              <Button variant="secondary" onPress={() => setView({ kind: "chooser" })}>
                {t("vehiclePhoto.crop.another")}
              </Button>
            </div>
          </>
        )}
        {view.kind === "preview" && (
          <>
            <img
              className="vehicle-photo-dialog__preview"
              src={view.photo.dataUrl}
              alt={t("vehiclePhoto.preview.alt", { name: props.name })}
            />
            <p>{t("vehiclePhoto.preview.size", { size: Math.ceil(view.photo.bytes / 1024) })}</p>
            <div className="button-row">
              <Button onPress={() => void submit(view.photo)}>{t("vehiclePhoto.preview.save")}</Button>
              <Button variant="secondary" onPress={() => setView({ kind: "crop", picture: view.picture })}>
                {t("vehiclePhoto.preview.back")}
              </Button>
            </div>
          </>
        )}
        {view.kind === "progress" && <LoadingStatus>{t("vehiclePhoto.progress")}</LoadingStatus>}
        {view.kind === "result" && (
          <>
            {view.failure ? (
              <Alert>{messageText(view.failure)}</Alert>
            ) : (
              <p role="status">{t(view.saved ? "vehiclePhoto.result.saved" : "vehiclePhoto.result.deleted")}</p>
            )}
            <div className="button-row">
              <Button onPress={props.onClose}>{t("vehiclePhoto.close")}</Button>
            </div>
          </>
        )}
        {view.kind === "delete" && (
          <>
            <p>{t("vehiclePhoto.delete.body", { name: props.name })}</p>
            <div className="button-row">
              <Button variant="danger" onPress={() => void confirmDelete()}>
                {t("vehiclePhoto.delete.confirm")}
              </Button>
              <Button variant="secondary" onPress={props.onClose}>
                {t("vehiclePhoto.delete.keep")}
              </Button>
            </div>
          </>
        )}
      </div>
    </AppDialog>
  );
}

/** The frame as it will be stored, redrawn as the sliders move. */
function CropPreview({ picture, framing }: { picture: ImageBitmap; framing: Framing }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current)
      drawCrop(canvas.current, picture, cropRect(picture.width, picture.height, framing.zoom, framing.panX, framing.panY));
  }, [picture, framing]);
  return <canvas ref={canvas} className="vehicle-photo-dialog__preview" role="img" aria-label={t("vehiclePhoto.crop.frame")} />;
}

function FramingSlider(props: { label: string; value: number; min: number; max: number; step: number; onChange: (value: number) => void }) {
  return (
    <Slider
      className="slider vehicle-photo-slider"
      value={props.value}
      minValue={props.min}
      maxValue={props.max}
      step={props.step}
      onChange={(value) => props.onChange(Array.isArray(value) ? value[0]! : value)}
      formatOptions={{ maximumFractionDigits: 2 }}
    >
      <div className="slider__head">
        <Label className="field__label">{props.label}</Label>
        <SliderOutput />
      </div>
      <SliderTrack className="slider__track">
        <SliderThumb className="slider__thumb" />
      </SliderTrack>
    </Slider>
  );
}
