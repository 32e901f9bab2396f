import { AxisBottom, AxisLeft } from "@visx/axis";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { ChartTable } from "./chart-table";
import styles from "./charts.module.css";

export interface BarDatum {
  /** The axis label ("10/03", "19h"). */
  label: string;
  value: number;
}

export interface BarChartProps {
  /** Names the chart and captions its table ("Faturamento por dia"). */
  title: string;
  data: readonly BarDatum[];
  /** How a value is written on its bar and in the table ("R$ 50,00", "3"). */
  format: (value: number) => string;
  /** The table's header of the values column ("Faturamento", "Pedidos"). */
  valueLabel: string;
  /** The table's header of the labels column ("Dia", "Hora"). */
  categoryLabel: string;
  /** Label every nth bar on the axis (long periods). */
  tickEvery?: number;
  /** The shorter text printed above each bar (defaults to `format`). */
  barLabel?: (value: number) => string;
  /** Horizontal room per bar, in pixels (wider for longer bar labels). */
  slot?: number;
}

const HEIGHT = 220;
const MARGIN = { top: 20, right: 8, bottom: 28, left: 76 };

/**
 * Vertical bars drawn as SVG with visx (decision 1804). Every non-zero bar carries its value as
 * text (readable without colour); screen readers get the same figures as a table instead of the drawing.
 */
export function BarChart({ title, data, format, valueLabel, categoryLabel, tickEvery = 1, barLabel = format, slot = 28 }: BarChartProps) {
  const width = Math.max(320, data.length * slot + MARGIN.left + MARGIN.right);
  const x = scaleBand({ domain: data.map((datum) => datum.label), range: [MARGIN.left, width - MARGIN.right], padding: 0.2 });
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const y = scaleLinear({ domain: [0, max], range: [HEIGHT - MARGIN.bottom, MARGIN.top], nice: true });
  const showValues = data.length <= 31;
  // Counts are whole: no "0,5 pedido" tick.
  const whole = data.every((datum) => Number.isInteger(datum.value));
  const yTicks = y.ticks(4).filter((tick) => !whole || Number.isInteger(tick));
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} width="100%" style={{ maxWidth: width }} aria-hidden="true" className={styles.svg} data-testid="bar-chart">
          {data.map((datum) => {
            const top = y(datum.value);
            const left = x(datum.label) ?? 0;
            return (
              <g key={datum.label}>
                <Bar x={left} y={top} width={x.bandwidth()} height={HEIGHT - MARGIN.bottom - top} className={styles.bar} />
                {showValues && datum.value > 0 ? (
                  <text x={left + x.bandwidth() / 2} y={top - 4} textAnchor="middle" className={styles.value}>
                    {barLabel(datum.value)}
                  </text>
                ) : null}
              </g>
            );
          })}
          <AxisLeft scale={y} left={MARGIN.left} tickValues={yTicks} tickFormat={(value) => format(Number(value))} tickLabelProps={{ className: styles.tick }} />
          <AxisBottom
            scale={x}
            top={HEIGHT - MARGIN.bottom}
            tickValues={data.filter((_, index) => index % tickEvery === 0).map((datum) => datum.label)}
            tickLabelProps={{ className: styles.tick }}
          />
        </svg>
      <ChartTable
        caption={title}
        columns={[categoryLabel, valueLabel]}
        rows={data.map((datum) => ({ key: datum.label, cells: [datum.label, format(datum.value)] }))}
      />
    </figure>
  );
}
