import { placeInputSchema, type Place } from "@carport/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { callApi } from "../../../api/client.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { useFormat } from "../../../i18n/use-format.ts";

/** The catalogue key of each reason a place field is refused with. */
const PLACE_REASON_KEYS = {
  NAME_REQUIRED: "insight.places.errors.nameRequired",
  NAME_TOO_LONG: "insight.places.errors.nameTooLong",
  NAME_TAKEN: "insight.places.errors.nameTaken",
  LATITUDE_INVALID: "insight.places.errors.latitude",
  LONGITUDE_INVALID: "insight.places.errors.longitude",
  RADIUS_TOO_SMALL: "insight.places.errors.radius",
  RADIUS_TOO_LARGE: "insight.places.errors.radius",
  RADIUS_INVALID: "insight.places.errors.radius",
} as const;
const placeReasonKey = (reason: string) =>
  (PLACE_REASON_KEYS as Record<string, (typeof PLACE_REASON_KEYS)[keyof typeof PLACE_REASON_KEYS]>)[reason] ?? "insight.errors.notANumber";

/** The places the owner names (Home, Work…): sessions and trips starting or ending in one are labelled with it. */
export function PlacesForm({ places }: { places: readonly Place[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const messageText = useMessageText();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [lat, setLat] = useState("");
  const [lon, setLon] = useState("");
  const [radius, setRadius] = useState("150");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [status, setStatus] = useState("");

  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: ["insight"] });
    await queryClient.invalidateQueries({ queryKey: ["history"] });
  };

  async function add(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setStatus("");
    // A position typed the French way ("43,6426") reads as well; what is not a number fails the schema's range.
    const number = (text: string) => {
      const plain = text.trim().replace(",", ".");
      return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
    };
    const parsed = placeInputSchema.safeParse({ name, lat: number(lat), lon: number(lon), radiusM: number(radius) });
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (parsed.success && places.some((p) => p.name.toLowerCase() === parsed.data.name.toLowerCase())) found.name = "NAME_TAKEN";
    setErrors(found);
    if (!parsed.success || Object.keys(found).length) return;
    try {
      await callApi("placeSave", parsed.data, {});
      await changed();
      setStatus(t("insight.places.added", { name: parsed.data.name }));
      setName("");
      setLat("");
      setLon("");
    } catch (error) {
      setFailure(errorMessageFor(error));
    }
  }

  async function remove(place: Place) {
    setFailure(null);
    try {
      await callApi("placeDelete", { id: place.id }, {});
      await changed();
      setStatus(t("insight.places.deleted", { name: place.name }));
    } catch (error) {
      setFailure(errorMessageFor(error));
    }
  }

  const fieldError = (field: string) => (errors[field] ? t(placeReasonKey(errors[field])) : undefined);

  return (
    <section className="insight-form" aria-labelledby="insight-places-heading">
      <h2 id="insight-places-heading">{t("insight.places.heading")}</h2>
      <p>{t("insight.places.intro")}</p>
      {places.length === 0 ? (
        <p>{t("insight.places.none")}</p>
      ) : (
        <ul className="insight-places">
          {places.map((place) => (
            <li key={place.id}>
              <span>
                <strong>{place.name}</strong> —{" "}
                {t("insight.places.where", {
                  lat: f.formatNumber(place.lat, 4),
                  lon: f.formatNumber(place.lon, 4),
                  radius: f.formatNumber(place.radiusM),
                })}
              </span>
              <Button variant="quiet" onPress={() => void remove(place)} aria-label={t("insight.places.delete", { name: place.name })}>
                {t("insight.places.deleteShort")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void add(e)} noValidate aria-labelledby="insight-places-add">
        <h3 id="insight-places-add">{t("insight.places.add")}</h3>
        <div className="insight-form__grid">
          <TextField name="placeName" label={t("insight.places.name")} value={name} onChange={setName} errorMessage={fieldError("name")} />
          <TextField
            name="placeLat"
            label={t("insight.places.lat")}
            inputMode="decimal"
            value={lat}
            onChange={setLat}
            errorMessage={fieldError("lat")}
          />
          <TextField
            name="placeLon"
            label={t("insight.places.lon")}
            inputMode="decimal"
            value={lon}
            onChange={setLon}
            errorMessage={fieldError("lon")}
          />
          <TextField
            name="placeRadius"
            label={t("insight.places.radius")}
            inputMode="numeric"
            value={radius}
            onChange={setRadius}
            errorMessage={fieldError("radiusM")}
          />
        </div>
        <Button type="submit">{t("insight.places.save")}</Button>
      </form>
      <p role="status" className="insight-form__status">
        {status}
      </p>
      {failure && <Alert>{messageText(failure)}</Alert>}
    </section>
  );
}
