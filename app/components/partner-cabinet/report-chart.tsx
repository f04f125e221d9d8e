import styles from './report.module.css';

const HEIGHT = 160;
const BAR_GAP = 2;

/** One kind of count of the chart's days: its field, its name in the legend, and its colour (report.module.css). */
export interface ChartSeries<Day> {
  field: { [K in keyof Day]: Day[K] extends number ? K : never }[keyof Day];
  label: string;
  className: string;
}

/**
 * Counts per day as stacked bars, in plain SVG (no chart library is installed): the appointment report's approved
 * and rejected visits, the waitlist's filled and waiting days. The picture is one image with a text summary; the
 * numbers themselves are in the table and the totals.
 */
export function ReportChart<Day extends { date: string }>({
  days,
  series,
  from,
  to,
  title,
  summary,
}: {
  days: readonly Day[];
  series: readonly ChartSeries<Day>[];
  from: string;
  to: string;
  title: string;
  summary: string;
}) {
  const value = (day: Day, line: ChartSeries<Day>) => Number(day[line.field]);
  const highest = Math.max(1, ...days.map((day) => series.reduce((sum, line) => sum + value(day, line), 0)));
  const width = Math.max(days.length * 12, 240);
  const barWidth = width / Math.max(days.length, 1) - BAR_GAP;
  const total = (line: ChartSeries<Day>) => days.reduce((sum, day) => sum + value(day, line), 0);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={summary} className={styles.svg}>
        {days.map((day, index) => {
          const x = index * (barWidth + BAR_GAP);
          let top = HEIGHT;
          return (
            <g key={day.date}>
              {series.map((line) => {
                const height = (value(day, line) / highest) * (HEIGHT - 4);
                top -= height;
                return <rect key={String(line.field)} x={x} y={top} width={barWidth} height={height} className={line.className} />;
              })}
            </g>
          );
        })}
      </svg>
      <div className={styles.axis} aria-hidden>
        <span>{from}</span>
        <span>{to}</span>
      </div>
      <ul className={styles.legend}>
        {series.map((line) => (
          <li key={String(line.field)}>
            <span className={`${styles.swatch} ${line.className}`} aria-hidden />
            {line.label}: {total(line)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
