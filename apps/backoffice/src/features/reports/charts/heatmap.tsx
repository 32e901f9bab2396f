import { WEEKDAY_SHORT } from "../report-format";
import { ChartTable } from "./chart-table";
import styles from "./charts.module.css";

export interface HeatmapProps {
  title: string;
  /** Orders per local weekday (0 = Sunday) and hour, as GET /reports/summary's by_hour. */
  cells: readonly { weekday: number; hour: number; orders: number }[];
}

const CELL = 26;
const LEFT = 40;
const TOP = 18;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * Orders per weekday and hour: a grid whose shade grows with the count and whose cells print the
 * count itself (so the figure never depends on colour). The table alternative lists the non-empty cells.
 */
export function Heatmap({ title, cells }: HeatmapProps) {
  const count = (weekday: number, hour: number) => cells.find((cell) => cell.weekday === weekday && cell.hour === hour)?.orders ?? 0;
  const max = Math.max(1, ...cells.map((cell) => cell.orders));
  const width = LEFT + HOURS.length * CELL;
  const height = TOP + 7 * CELL;
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
        <svg viewBox={`0 0 ${width} ${height}`} width="100%" style={{ maxWidth: width }} aria-hidden="true" className={styles.svg} data-testid="heatmap">
          {HOURS.map((hour) => (
            <text key={hour} x={LEFT + hour * CELL + CELL / 2} y={12} textAnchor="middle" className={styles.tick}>
              {hour % 3 === 0 ? `${hour}h` : ""}
            </text>
          ))}
          {WEEKDAY_SHORT.map((name, weekday) => (
            <g key={name}>
              <text x={LEFT - 6} y={TOP + weekday * CELL + CELL / 2 + 4} textAnchor="end" className={styles.tick}>
                {name}
              </text>
              {HOURS.map((hour) => {
                const orders = count(weekday, hour);
                return (
                  <g key={hour}>
                    <rect
                      x={LEFT + hour * CELL + 1}
                      y={TOP + weekday * CELL + 1}
                      width={CELL - 2}
                      height={CELL - 2}
                      rx={3}
                      className={orders === 0 ? styles.cellEmpty : styles.cell}
                      style={orders === 0 ? undefined : { fillOpacity: 0.2 + (0.8 * orders) / max }}
                    />
                    {orders > 0 ? (
                      <text x={LEFT + hour * CELL + CELL / 2} y={TOP + weekday * CELL + CELL / 2 + 4} textAnchor="middle" className={orders / max > 0.55 ? styles.cellTextStrong : styles.cellText}>
                        {orders}
                      </text>
                    ) : null}
                  </g>
                );
              })}
            </g>
          ))}
        </svg>
      <ChartTable
        caption={title}
        columns={["Dia da semana e hora", "Pedidos"]}
        rows={cells.map((cell) => ({ key: `${cell.weekday}-${cell.hour}`, cells: [`${WEEKDAY_SHORT[cell.weekday] ?? ""} ${cell.hour}h`, String(cell.orders)] }))}
      />
    </figure>
  );
}
