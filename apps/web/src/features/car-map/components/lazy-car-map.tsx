import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { LoadingStatus } from "../../../components/alert.tsx";
import type { MapPoint } from "../map-settings.ts";

/** MapLibre (about 250 KB gzipped) loads with the first map shown, never with a page that shows none. */
const CarMap = lazy(() => import("./car-map.tsx"));

export function LazyCarMap(props: { points: MapPoint[] }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingStatus>{t("glance.map.loading")}</LoadingStatus>}>
      <CarMap points={props.points} />
    </Suspense>
  );
}
