import type { TAppointmentReportDay } from '../../../contracts/appointment-report.ts';
import { useT } from '../../i18n/use-t.ts';
import styles from './report.module.css';

const HEIGHT = 160;
const BAR_GAP = 2;

/**
 * Approved and rejected visits per day as stacked bars, in plain SVG (no chart library is installed). The
 * picture is one image with a text summary; the numbers themselves are in the table and the totals.
 */
export function ReportChart({ days, from, to }: { days: readonly TAppointmentReportDay[]; from: string; to: string }) {
  const { t } = useT();
  const highest = Math.max(1, ...days.map((day) => day.approved + day.rejected));
  const width = Math.max(days.length * 12, 240);
  const barWidth = width / Math.max(days.length, 1) - BAR_GAP;
  const totals = days.reduce((sum, day) => ({ approved: sum.approved + day.approved, rejected: sum.rejected + day.rejected }), { approved: 0, rejected: 0 });
  const summary = t('report.chart.summary', { from, to, approved: totals.approved, rejected: totals.rejected });
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{t('report.chart.title')}</figcaption>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={summary} className={styles.svg}>
        {days.map((day, index) => {
          const x = index * (barWidth + BAR_GAP);
          const approved = (day.approved / highest) * (HEIGHT - 4);
          const rejected = (day.rejected / highest) * (HEIGHT - 4);
          return (
            <g key={day.date}>
              <rect x={x} y={HEIGHT - approved} width={barWidth} height={approved} className={styles.approved} />
              <rect x={x} y={HEIGHT - approved - rejected} width={barWidth} height={rejected} className={styles.rejected} />
            </g>
          );
        })}
      </svg>
      <div className={styles.axis} aria-hidden>
        <span>{from}</span>
        <span>{to}</span>
      </div>
      <ul className={styles.legend}>
        <li>
          <span className={`${styles.swatch} ${styles.approved}`} aria-hidden />
          {t('report.total.approved')}: {totals.approved}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.rejected}`} aria-hidden />
          {t('report.total.rejected')}: {totals.rejected}
        </li>
      </ul>
    </figure>
  );
}
