import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import uPlot from "uplot";
import { chartTimeLabels, uiLanguage } from "../../../i18n/format.ts";
import { hoverText } from "../history-view.ts";
import "uplot/dist/uPlot.min.css";

/** A colour token of the brand, as the page's CSS has it now. */
function token(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * One time-series chart (uPlot, drawn on a canvas the screen reader skips): the figure is named
 * by its caption and described by a sentence saying what it shows; the tables below give the rest.
 */
export function HistoryChart(props: {
  id: string;
  title: string;
  summary: string;
  columns: [number[], (number | null)[]];
  unit: string;
  /** A fixed range for percentages (0-100); automatic otherwise. */
  range?: [number, number];
  /** The period asked for, in Unix seconds: the time axis spans it all ("last 31 days" shows 31), not only the days with reads. */
  period?: [number, number];
}) {
  const holder = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const language = uiLanguage(useTranslation().i18n.language);
  /** The read under the pointer, written out (uPlot's own legend is off). */
  const [hovered, setHovered] = useState<{ at: number; value: number } | null>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = holder.current;
    if (!element || width === 0) return;
    const text = token("--color-text", "#1a1a1a");
    const grid = token("--color-border", "#d0d0d0");
    const line = token("--color-primary", "#0b5cab");
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const plot = new uPlot(
      {
        width,
        height: 220,
        legend: { show: false },
        cursor: { show: true, drag: { x: false, y: false } },
        scales: {
          x: props.period ? { time: true, range: () => props.period! } : { time: true },
          y: props.range ? { range: props.range } : { auto: true },
        },
        hooks: {
          setCursor: [
            (u) => {
              const i = u.cursor.idx;
              const at = i == null ? undefined : u.data[0][i];
              const value = i == null ? undefined : u.data[1]?.[i];
              setHovered(at != null && value != null ? { at, value } : null);
            },
          ],
        },
        axes: [
          // uPlot writes times the American way: the ticks in the page's language instead.
          { ...axis, values: (_plot, ticks, _axis, _space, increment) => chartTimeLabels(language, ticks, increment) },
          { ...axis, label: props.unit, size: 56 },
        ],
        series: [{}, { label: props.title, stroke: line, width: 2, spanGaps: false, points: { show: false } }],
      },
      props.columns as uPlot.AlignedData,
      element,
    );
    return () => plot.destroy();
  }, [width, language, props.columns, props.title, props.unit, props.range, props.period]);

  return (
    <figure className="history-chart" role="group" aria-labelledby={`${props.id}-title`} aria-describedby={`${props.id}-summary`}>
      <figcaption id={`${props.id}-title`} className="history-chart__title">
        {props.title}
      </figcaption>
      <div
        ref={holder}
        className="history-chart__plot"
        aria-hidden="true"
        data-points={props.columns[0].length}
        onPointerLeave={() => setHovered(null)}
      />
      {/* The value under the pointer; screen readers have the summary and the tables instead. */}
      <p className="history-chart__readout" aria-hidden="true" data-testid={`${props.id}-readout`}>
        {hovered ? hoverText(language, hovered, props.unit) : "\u00a0"}
      </p>
      <p id={`${props.id}-summary`} className="history-chart__summary">
        {props.summary}
      </p>
    </figure>
  );
}
