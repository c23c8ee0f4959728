import { tariffProblems, type Tariff, type TariffProblem } from "@carport/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { callApi } from "../../../api/client.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { Checkbox } from "../../../components/checkbox.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { browserTimeZone, parsePrice, problemsByField, reasonKey } from "../insight-view.ts";

const priceText = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

/**
 * The car's tariff: a price per kWh (and per litre), with an optional off-peak window in the
 * owner's time zone. Checked with the domain's rules before it is sent; the server checks again.
 */
export function TariffForm({ vehicleId, tariff }: { vehicleId: string; tariff: Tariff | null }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const queryClient = useQueryClient();
  const [timeZone, setTimeZone] = useState(tariff?.timeZone ?? browserTimeZone());
  const [kwhPrice, setKwhPrice] = useState(priceText(tariff?.kwhPrice));
  const [litrePrice, setLitrePrice] = useState(priceText(tariff?.litrePrice));
  const [offPeak, setOffPeak] = useState(tariff?.offPeak !== null && tariff?.offPeak !== undefined);
  const [start, setStart] = useState(tariff?.offPeak?.start ?? "23:00");
  const [end, setEnd] = useState(tariff?.offPeak?.end ?? "07:00");
  const [offPeakPrice, setOffPeakPrice] = useState(priceText(tariff?.offPeak?.kwhPrice));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [removed, setRemoved] = useState(false);

  const fieldError = (field: string) => (errors[field] ? t(reasonKey(errors[field])) : undefined);

  /** Forgets the tariff (`dltrf`): costs are no longer shown. */
  async function remove() {
    setSaved(false);
    setFailure(null);
    setBusy(true);
    try {
      await callApi("tariffDelete", {}, { vehicleId });
      await queryClient.invalidateQueries({ queryKey: ["insight"] });
      await queryClient.invalidateQueries({ queryKey: ["history"] });
      setRemoved(true);
    } catch (error) {
      setFailure(errorMessageFor(error));
    } finally {
      setBusy(false);
    }
  }

  async function save(event?: FormEvent) {
    event?.preventDefault();
    setSaved(false);
    setFailure(null);
    const numbers = { kwhPrice: parsePrice(kwhPrice), litrePrice: parsePrice(litrePrice), "offPeak.kwhPrice": parsePrice(offPeakPrice) };
    const notNumbers: TariffProblem[] = Object.entries(numbers)
      .filter(([field, value]) => Number.isNaN(value) && (field !== "offPeak.kwhPrice" || offPeak))
      .map(([field]) => ({ field, reason: "NOT_A_NUMBER" }));
    const candidate: Tariff = {
      timeZone: timeZone.trim(),
      kwhPrice: numbers.kwhPrice,
      litrePrice: numbers.litrePrice,
      offPeak: offPeak ? { start: start.trim(), end: end.trim(), kwhPrice: numbers["offPeak.kwhPrice"] ?? Number.NaN } : null,
    };
    const problems = notNumbers.length ? notNumbers : tariffProblems(candidate);
    if (offPeak && numbers["offPeak.kwhPrice"] === null) problems.push({ field: "offPeak.kwhPrice", reason: "PRICE_REQUIRED" });
    setErrors(problemsByField(problems));
    if (problems.length) return;
    setBusy(true);
    try {
      await callApi("tariffSave", candidate, { vehicleId });
      await queryClient.invalidateQueries({ queryKey: ["insight"] });
      await queryClient.invalidateQueries({ queryKey: ["history"] });
      setSaved(true);
      setRemoved(false);
    } catch (error) {
      setFailure(errorMessageFor(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="insight-form" onSubmit={(e) => void save(e)} noValidate aria-labelledby="insight-tariff-heading">
      <h2 id="insight-tariff-heading">{t("insight.tariff.heading")}</h2>
      <p>{t("insight.tariff.intro")}</p>
      <div className="insight-form__grid">
        <TextField
          name="kwhPrice"
          label={t("insight.tariff.kwhPrice")}
          description={t("insight.tariff.kwhPriceHint")}
          inputMode="decimal"
          value={kwhPrice}
          onChange={setKwhPrice}
          errorMessage={fieldError("kwhPrice")}
        />
        <TextField
          name="litrePrice"
          label={t("insight.tariff.litrePrice")}
          description={t("insight.tariff.litrePriceHint")}
          inputMode="decimal"
          value={litrePrice}
          onChange={setLitrePrice}
          errorMessage={fieldError("litrePrice")}
        />
        <TextField
          name="timeZone"
          label={t("insight.tariff.timeZone")}
          description={t("insight.tariff.timeZoneHint")}
          value={timeZone}
          onChange={setTimeZone}
          errorMessage={fieldError("timeZone")}
          spellCheck={false}
          autoCapitalize="off"
        />
      </div>
      <Checkbox name="offPeak" isSelected={offPeak} onChange={setOffPeak}>
        {t("insight.tariff.offPeak")}
      </Checkbox>
      {offPeak && (
        <fieldset className="insight-form__grid">
          <legend>{t("insight.tariff.window")}</legend>
          <TextField
            name="offPeakStart"
            label={t("insight.tariff.start")}
            description={t("insight.tariff.timeHint")}
            value={start}
            onChange={setStart}
            errorMessage={fieldError("offPeak.start")}
          />
          <TextField
            name="offPeakEnd"
            label={t("insight.tariff.end")}
            description={t("insight.tariff.timeHint")}
            value={end}
            onChange={setEnd}
            errorMessage={fieldError("offPeak.end")}
          />
          <TextField
            name="offPeakPrice"
            label={t("insight.tariff.offPeakPrice")}
            description={t("insight.tariff.kwhPriceHint")}
            inputMode="decimal"
            value={offPeakPrice}
            onChange={setOffPeakPrice}
            errorMessage={fieldError("offPeak.kwhPrice")}
          />
        </fieldset>
      )}
      <div className="insight-form__actions">
        <Button type="submit" isDisabled={busy}>
          {t("insight.tariff.save")}
        </Button>
        {tariff !== null && !removed && (
          <Button variant="secondary" isDisabled={busy} onPress={() => void remove()}>
            {t("insight.tariff.remove")}
          </Button>
        )}
      </div>
      <p role="status" className="insight-form__status">
        {saved ? t("insight.tariff.saved") : removed ? t("insight.tariff.removed") : ""}
      </p>
      {failure && <Alert>{messageText(failure)}</Alert>}
    </form>
  );
}
