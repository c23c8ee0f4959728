import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import { photoSource, vehiclePhotoQueryOptions } from "../api/vehicle-photo.ts";
import "../vehicle-photo.css";

/** The photo dialog loads with its first opening. */
const VehiclePhotoDialog = lazy(async () => ({ default: (await import("./vehicle-photo-dialog.tsx")).VehiclePhotoDialog }));

/** The vehicle's photo when it has one (list cards, overview); nothing otherwise. */
export function VehiclePhoto({ vehicleId, name, className }: { vehicleId: string; name: string; className?: string }) {
  const { t } = useTranslation();
  const photo = useQuery(vehiclePhotoQueryOptions(vehicleId)).data?.photo;
  if (!photo) return null;
  return <img className={`vehicle-photo ${className ?? ""}`} src={photoSource(photo)} alt={t("vehiclePhoto.alt", { name })} />;
}

/** The overview's photo with its add/change and remove buttons (the primary driver's; a second driver only sees it). */
export function VehiclePhotoPanel({ vehicleId, name, canEdit }: { vehicleId: string; name: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const hasPhoto = Boolean(useQuery(vehiclePhotoQueryOptions(vehicleId)).data?.photo);
  const [dialog, setDialog] = useState<"change" | "delete" | null>(null);
  return (
    <div className="vehicle-photo-panel">
      <VehiclePhoto vehicleId={vehicleId} name={name} className="vehicle-photo--overview" />
      {canEdit && (
        <div className="button-row">
          <Button variant="secondary" onPress={() => setDialog("change")}>
            {t(hasPhoto ? "vehiclePhoto.change" : "vehiclePhoto.add")}
          </Button>
          {hasPhoto && (
            <Button variant="quiet" onPress={() => setDialog("delete")}>
              {t("vehiclePhoto.remove")}
            </Button>
          )}
        </div>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <VehiclePhotoDialog vehicleId={vehicleId} name={name} mode={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}
