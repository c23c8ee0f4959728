import type { CallResult } from "@carport/protocol";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { parseUtcTimestamp } from "../../../i18n/format.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { PinDialog, pinProblem, verifyPin, type PinProblem } from "../../remote/index.ts";
import { locateCar } from "../api/locate-car.ts";
import { LazyCarMap } from "../../car-map/index.ts";

type Position = CallResult<"locate">;

/** The car's last known position in words, for every reader: coordinates and when it was reported. */
export function PositionText({ position }: { position: Position }) {
  const { t } = useTranslation();
  const f = useFormat();
  const reported = parseUtcTimestamp(position.time);
  return (
    <p className="car-location__text" data-testid="car-position">
      {t("glance.map.position", { lat: f.formatNumber(position.coord.lat, 5), lon: f.formatNumber(position.coord.lon, 5) })}
      {reported && <> · {t("glance.map.positionAt", { when: f.formatRelativeTime(reported, new Date()) })}</>}
    </p>
  );
}

/**
 * The overview's map card: after the PIN (`vrfypin`, then `fndmcr`, which the car answers), the
 * car's position as text and on the map. The map's code loads only then.
 */
export function CarLocationCard({ vehicleId, carLabel }: { vehicleId: string; carLabel: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [asking, setAsking] = useState(false);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<PinProblem | null>(null);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [position, setPosition] = useState<Position | null>(null);

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
        setPosition(await locateCar({ vehicleId, pin, pAuth }));
      } catch (error) {
        setFailure(errorMessageFor(error, "glance.map.failed"));
      }
    } finally {
      setChecking(false);
    }
  };

  return (
    <section className="card car-location" aria-labelledby="car-location-heading">
      <h2 id="car-location-heading">{t("glance.map.heading")}</h2>
      <p>{t("glance.map.intro")}</p>
      {/* Not a pending button: React Aria announces a pending button by its id, which the closing PIN dialog's would outlive. */}
      <Button variant="secondary" onPress={() => setAsking(true)} isDisabled={checking}>
        {t("glance.map.show")}
      </Button>
      {checking && !asking && <LoadingStatus>{t("glance.map.locating")}</LoadingStatus>}
      {failure && <Alert>{messageText(failure)}</Alert>}
      {position && (
        <>
          <PositionText position={position} />
          <LazyCarMap points={[{ id: "car", kind: "car", lat: position.coord.lat, lon: position.coord.lon, label: carLabel }]} />
        </>
      )}
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
