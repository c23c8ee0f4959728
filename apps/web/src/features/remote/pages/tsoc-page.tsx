import { isDistanceUnit, shouldWarnMaxOnEntry } from "@carport/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "react-aria-components/Label";
import { Slider, SliderOutput, SliderThumb, SliderTrack } from "react-aria-components/Slider";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { RemotePageFrame, type SubmitContext } from "../components/remote-page-frame.tsx";
import { targetSocQueryOptions } from "../api/schedules.ts";
import { MessageDialog } from "../components/schedule-fields.tsx";
import {
  batteryClassKey,
  moveTsoc,
  tsocBlocked,
  tsocLevels,
  tsocMaximum,
  tsocPlugsFromWire,
  tsocReadingFromWire,
  type TsocPlug,
  type TsocReading,
} from "../tsoc-view.ts";
import "../schedules.css";

/** A battery level as colour and words: "80 % (High)". */
function LevelBadge({ level }: { level: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { className, key } = batteryClassKey(level);
  return (
    <span className={`battery-level ${className}`}>
      <span className="battery-level__swatch" aria-hidden="true" />
      {t("tsoc.levelText", { level: f.formatPercent(level), levelClass: t(key) })}
    </span>
  );
}

/** One plug type's slider (React Aria Slider: arrow keys, Page Up/Down, Home/End). */
function PlugSlider(props: { plug: TsocPlug; onMove: (requested: number) => void; onMoveEnd: () => void; isDisabled: boolean }) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const { plug } = props;
  return (
    <section className="tsoc-plug card" aria-labelledby={`tsoc-plug-${plug.plugType}`}>
      <h3 id={`tsoc-plug-${plug.plugType}`}>{t(`tsoc.plug.${plug.plugType}`)}</h3>
      <Slider
        className="slider tsoc-slider"
        value={plug.level}
        minValue={0}
        maxValue={100}
        step={plug.limits.step}
        onChange={(value) => props.onMove(Array.isArray(value) ? value[0]! : value)}
        onChangeEnd={props.onMoveEnd}
        isDisabled={props.isDisabled}
        formatOptions={{ style: "unit", unit: "percent", maximumFractionDigits: 0 }}
      >
        <div className="slider__head">
          <Label className="field__label">{t("tsoc.target")}</Label>
          <SliderOutput className="slider__output" lang={i18n.language} />
        </div>
        <SliderTrack className="slider__track">
          {({ state }) => (
            <>
              <div
                className={`tsoc-slider__fill ${batteryClassKey(plug.level).className}`}
                style={{ width: `${state.getThumbPercent(0) * 100}%` }}
              />
              <SliderThumb className="slider__thumb" />
            </>
          )}
        </SliderTrack>
      </Slider>
      <p className="tsoc-plug__class">
        <LevelBadge level={plug.level} />
      </p>
      <p className="field__description">
        {t("tsoc.limits", {
          min: f.formatPercent(plug.limits.min),
          max: f.formatPercent(plug.limits.max),
          step: f.formatPercent(plug.limits.step),
        })}
      </p>
    </section>
  );
}

function TsocEditor(props: { context: SubmitContext; initial: TsocPlug[]; reading: TsocReading }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { context } = props;
  const [plugs, setPlugs] = useState(props.initial);
  const limits = tsocMaximum(plugs);
  const [dialog, setDialog] = useState<{ kind: "min"; min: number } | { kind: "max" } | { kind: "blocked" } | null>(() =>
    limits && shouldWarnMaxOnEntry(limits) ? { kind: "max" } : null,
  );
  const belowMinimum = useRef<number | null>(null);
  const ccs2 = context.selected.vehicle.isCCS2Vehicle === "Y";
  const { currentLevel, range } = props.reading;

  const move = (index: number, requested: number) => {
    const plug = plugs[index]!;
    const moved = moveTsoc(plug, requested);
    if (moved.belowMinimum) belowMinimum.current = plug.limits.min;
    setPlugs((current) => current.map((p, i) => (i === index ? moved.plug : p)));
  };
  const moveEnd = () => {
    if (belowMinimum.current !== null) setDialog({ kind: "min", min: belowMinimum.current });
    belowMinimum.current = null;
  };
  const save = () => {
    if (tsocBlocked(plugs)) return setDialog({ kind: "blocked" });
    context.request({ name: "targetSocSave", levels: tsocLevels(plugs), ccs2 });
  };

  return (
    <div className="tsoc-form">
      <dl className="facts tsoc-facts">
        <div>
          <dt>{t("tsoc.current")}</dt>
          <dd data-testid="tsoc-current">{currentLevel !== null ? <LevelBadge level={currentLevel} /> : t("tsoc.none")}</dd>
        </div>
        <div>
          <dt>{t("tsoc.range")}</dt>
          <dd data-testid="tsoc-range">
            {range && isDistanceUnit(range.unit) ? f.formatDistance(range.value, range.unit) : t("tsoc.none")}
          </dd>
        </div>
      </dl>
      <div className="schedule-grid">
        {plugs.map((plug, index) => (
          <PlugSlider
            key={plug.plugType}
            plug={plug}
            onMove={(value) => move(index, value)}
            onMoveEnd={moveEnd}
            isDisabled={context.isBusy}
          />
        ))}
      </div>
      <div className="button-row">
        <Button onPress={save} isDisabled={context.isBusy}>
          {t("tsoc.save")}
        </Button>
      </div>
      <MessageDialog isOpen={dialog?.kind === "min"} title={t("tsoc.minTitle")} onClose={() => setDialog(null)} okLabel={t("tsoc.ok")}>
        <p>{t("tsoc.minText", { min: f.formatPercent(dialog?.kind === "min" ? dialog.min : 0) })}</p>
      </MessageDialog>
      <MessageDialog isOpen={dialog?.kind === "max"} title={t("tsoc.maxTitle")} onClose={() => setDialog(null)} okLabel={t("tsoc.ok")}>
        <p>{t("tsoc.maxText", { max: f.formatPercent(limits?.max ?? 100) })}</p>
      </MessageDialog>
      <MessageDialog
        isOpen={dialog?.kind === "blocked"}
        title={t("tsoc.blockedTitle")}
        onClose={() => setDialog(null)}
        okLabel={t("tsoc.ok")}
      >
        <p>{t("tsoc.blocked", { max: f.formatPercent(limits?.max ?? 100) })}</p>
      </MessageDialog>
    </div>
  );
}

function TsocSubmit({ context }: { context: SubmitContext }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const query = useQuery(targetSocQueryOptions(context.selected.vehicle.vehicleId));
  return (
    <>
      {query.isPending && <LoadingStatus>{t("tsoc.loading")}</LoadingStatus>}
      {query.isError && <Alert>{messageText(errorMessageFor(query.error))}</Alert>}
      {query.data && (
        <TsocEditor
          key={query.dataUpdatedAt}
          context={context}
          initial={tsocPlugsFromWire(query.data)}
          reading={tsocReadingFromWire(query.data)}
        />
      )}
    </>
  );
}

/** cwp.tsoc (/remote/tsoc, EV and PHEV): the target charge per plug type, saved with the PIN (setsoc, or socset on CCS2). */
export function TsocPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return (
    <RemotePageFrame
      page="tsoc"
      intro={t("tsoc.intro")}
      facts={["battery", "plug", "charging"]}
      onFinished={() => void client.invalidateQueries({ queryKey: ["schedules", "tsoc"] })}
    >
      {(context) => <TsocSubmit context={context} />}
    </RemotePageFrame>
  );
}
