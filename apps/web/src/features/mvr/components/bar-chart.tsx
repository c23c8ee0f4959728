import { useId } from "react";
import { useTranslation } from "react-i18next";
import { horizontalBars, verticalBars } from "../mvr-view.ts";

/** One bar: its label, its value, and the value as the page writes it. */
export interface Bar {
  label: string;
  value: number;
  valueText: string;
}

/** The chart's data as a table, behind a disclosure: the text alternative that carries every figure. */
function DataTable(props: { caption: string; labelHeading: string; valueHeading: string; bars: readonly Bar[] }) {
  const { t } = useTranslation();
  return (
    <details className="chart-table">
      <summary>{t("mvr.chart.showTable")}</summary>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">{props.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{props.labelHeading}</th>
              <th scope="col" className="numeric">
                {props.valueHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td className="numeric">{bar.valueText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/**
 * A horizontal bar chart: each row is its label and value written as text, with the bar drawn
 * beside them as inline SVG (decorative: the text carries the figure). The table below repeats it.
 */
export function HorizontalBarChart(props: {
  title: string;
  summary: string;
  labelHeading: string;
  valueHeading: string;
  bars: readonly Bar[];
}) {
  const id = useId();
  const geometry = horizontalBars(
    props.bars.map((b) => b.value),
    100,
    1,
    0,
  );
  return (
    <figure className="chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="chart__title">
        {props.title}
      </figcaption>
      <ul className="hbar-chart">
        {props.bars.map((bar, i) => (
          <li key={bar.label} className="hbar-chart__row">
            <span className="hbar-chart__label">{bar.label}</span>
            <svg className="hbar-chart__track" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <rect x={0} y={0} width={Math.max(geometry[i]!.width, 0.5)} height={10} rx={1} className={`chart__bar chart__bar--${i}`} />
            </svg>
            <span className="hbar-chart__value">{bar.valueText}</span>
          </li>
        ))}
      </ul>
      <DataTable caption={props.title} labelHeading={props.labelHeading} valueHeading={props.valueHeading} bars={props.bars} />
    </figure>
  );
}

/**
 * A column chart (one bar per day) as one inline SVG image named by its title and described by
 * the written summary under it; the table below carries every figure.
 */
export function ColumnChart(props: { title: string; summary: string; labelHeading: string; valueHeading: string; bars: readonly Bar[] }) {
  const id = useId();
  const width = 600;
  const height = 160;
  const geometry = verticalBars(
    props.bars.map((b) => b.value),
    width,
    height,
    3,
  );
  const first = props.bars[0];
  const last = props.bars.at(-1);
  return (
    <figure className="chart">
      <svg
        className="chart__columns"
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
      >
        <title id={`${id}-title`}>{props.title}</title>
        {geometry.map((g, i) => (
          <rect key={props.bars[i]!.label} x={g.x} y={g.y} width={g.width} height={g.height} className="chart__bar chart__bar--0" />
        ))}
      </svg>
      <div className="chart__axis-labels" aria-hidden="true">
        <span>{first?.label}</span>
        <span>{last !== first ? last?.label : ""}</span>
      </div>
      <p id={`${id}-summary`} className="chart__summary">
        {props.summary}
      </p>
      <DataTable caption={props.title} labelHeading={props.labelHeading} valueHeading={props.valueHeading} bars={props.bars} />
    </figure>
  );
}
