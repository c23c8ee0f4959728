import type { LastPosition } from "@carport/protocol";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { parseUtcTimestamp } from "../../../i18n/format.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { useLanguageId } from "../../../i18n/use-language.ts";
import { PinDialog, pinProblem, verifyPin, type PinProblem } from "../../remote/index.ts";
import { lastPositionQueryOptions } from "../api/last-position.ts";
import { locateCar } from "../api/locate-car.ts";
import { LazyCarMap } from "../../car-map/index.ts";

type Position = NonNullable<LastPosition["position"]>;

/** The car's last known position in words, for every reader: coordinates and when the car took it. */
export function PositionText({ position }: { position: Position }) {
  const { t } = useTranslation();
  const f = useFormat();
  const taken = position.time ? parseUtcTimestamp(position.time) : null;
  return (
    <p className="car-location__text" data-testid="car-position">
      {t("glance.map.position", { lat: f.formatNumber(position.coord.lat, 5), lon: f.formatNumber(position.coord.lon, 5) })}
      {taken && (
        <>
          {" · "}
          <span data-testid="car-position-time">
            {t("glance.map.takenAt", { when: f.formatDateTime(taken), ago: f.formatRelativeTime(taken, new Date()) })}
          </span>
        </>
      )}
    </p>
  );
}

/**
 * The overview's map card, near its top: the car's last known position (`lstpstn`, no PIN: the car
 * is not asked), with its address when the server has a geocoder, when it was taken, and the map.
 * Asking the car where it is now (`fndmcr`, a command to the car) takes the PIN, as every remote
 * command does. The map's code loads only when there is a position to show.
 */
export function CarLocationCard({ vehicleId, carLabel }: { vehicleId: string; carLabel: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const languageId = useLanguageId();
  const queryClient = useQueryClient();
  const last = useQuery(lastPositionQueryOptions(vehicleId, languageId));
  const [asking, setAsking] = useState(false);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<PinProblem | null>(null);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);

  const onContinue = async (pin: string) => {
    if (checking) return;
    setChecking(true);
    try {
      let pAuth: string;
      try {
        pAuth = await verifyPin({ vehicleId, pin });
      } catch (error) {
        const refused = pinProblem(error);
        if (refused) setProblem(refused);
        else setAsking(false);
        return;
      }
      setAsking(false);
      setProblem(null);
      setFailure(null);
      try {
        await locateCar({ vehicleId, pin, pAuth });
        // The server now knows the new position: read it again, with its address.
        await queryClient.invalidateQueries({ queryKey: ["vehicles", "lastPosition", vehicleId] });
      } catch (error) {
        setFailure(errorMessageFor(error, "glance.map.failed"));
      }
    } finally {
      setChecking(false);
    }
  };

  const position = last.data?.position ?? null;
  const address = last.data?.address ?? null;
  return (
    <section className="card car-location" aria-labelledby="car-location-heading">
      <h2 id="car-location-heading">{t("glance.map.heading")}</h2>
      {last.isPending && <LoadingStatus>{t("glance.map.loadingPosition")}</LoadingStatus>}
      {last.isError && !last.data && <Alert>{messageText(errorMessageFor(last.error))}</Alert>}
      {last.data && !position && <p data-testid="car-position-none">{t("glance.map.none")}</p>}
      {address && (
        <p className="car-location__address" data-testid="car-address">
          {address}
        </p>
      )}
      {position && <PositionText position={position} />}
      {position && <LazyCarMap points={[{ id: "car", kind: "car", lat: position.coord.lat, lon: position.coord.lon, label: carLabel }]} />}
      <p className="car-location__hint">{t("glance.map.intro")}</p>
      {/* Not a pending button: React Aria announces a pending button by its id, which the closing PIN dialog's would outlive. */}
      <Button variant="secondary" onPress={() => setAsking(true)} isDisabled={checking}>
        {t("glance.map.show")}
      </Button>
      {checking && !asking && <LoadingStatus>{t("glance.map.locating")}</LoadingStatus>}
      {failure && <Alert>{messageText(failure)}</Alert>}
      <PinDialog
        isOpen={asking}
        commandName="glance.map.command"
        problem={problem}
        isChecking={false}
        onContinue={(pin) => void onContinue(pin)}
        onCancel={() => {
          setAsking(false);
          setProblem(null);
        }}
      />
    </section>
  );
}
