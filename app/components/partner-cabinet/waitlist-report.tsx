import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  WAITLIST_REPORT_COLUMNS,
  type TWaitlistReport,
  type TWaitlistReportFilters,
  type TWaitlistReportRow,
  type TWaitlistReportTotals,
} from '../../../contracts/waitlist-report.ts';
import type { MessageKey } from '../../i18n/catalogs.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { Pagination } from '../content/pagination.tsx';
import { QueryState } from '../forms/query-state.tsx';
import { CardTableHead } from '../layouts/card-table-head.tsx';
import { ReportChart } from './report-chart.tsx';
import type { ReportSource } from './report-source.ts';
import classes from '../booking/booking.module.css';
import styles from './report.module.css';

const TOTALS: readonly (keyof TWaitlistReportTotals)[] = ['waiting', 'offered', 'accepted', 'declined', 'expired'];

/** The waitlist tab (docs/decisions/305): who waits for which days, per doctor, and what the freed times became. */
export function WaitlistReport({ filters, page, source }: { filters: TWaitlistReportFilters; page: number; source: ReportSource }) {
  const { locale } = useT();
  const query = useQuery({
    queryKey: [source.key, 'waitlist-report', locale, { ...filters, page }],
    queryFn: ({ signal }) => source.waitlist.report({ ...filters, page }, signal),
    placeholderData: (previous) => previous,
  });
  return <QueryState query={query}>{(report) => <WaitlistReportBody report={report} filters={filters} doctorPath={source.waitlist.doctorPath} />}</QueryState>;
}

function WaitlistReportBody({ report, filters, doctorPath }: { report: TWaitlistReport; filters: TWaitlistReportFilters; doctorPath: (id: number) => string }) {
  const { t } = useT();
  const { from, to } = filters;
  const filled = report.days.reduce((sum, day) => sum + day.filled, 0);
  return (
    <Stack gap="lg">
      <section aria-labelledby="waitlist-totals" className={classes.card}>
        <Title order={2} id="waitlist-totals" fz="h3">
          {t('report.totals')}
        </Title>
        <dl className={styles.totals}>
          {TOTALS.map((total) => (
            <div key={total} className={styles.total}>
              <dt>{t(`report.waitlist.total.${total}`)}</dt>
              <dd data-waitlist-total={total}>{report.totals[total]}</dd>
            </div>
          ))}
        </dl>
      </section>
      {report.meta.total === 0 ? (
        <Text className={classes.muted} role="status">
          {t('report.waitlist.empty')}
        </Text>
      ) : (
        <>
          <section className={classes.card}>
            <ReportChart
              days={report.days}
              series={[
                { field: 'filled', label: t('report.waitlist.chart.filled'), className: styles.filled },
                { field: 'waiting', label: t('report.waitlist.chart.waiting'), className: styles.waiting },
              ]}
              from={from}
              to={to}
              title={t('report.waitlist.chart.title')}
              summary={t('report.waitlist.chart.summary', { from, to, waiting: report.totals.waiting, filled })}
            />
          </section>
          <Stack gap="sm">
            <Text className={classes.muted} role="status">
              {t('report.waitlist.count', { n: report.meta.total })}
            </Text>
            <WaitlistReportTable rows={report.data} doctorPath={doctorPath} />
            <Pagination current={report.meta.current_page} total={report.meta.total_pages} />
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** One row per doctor: a table on wide screens, a card per doctor in a narrow column; the columns are the CSV's. */
function WaitlistReportTable({ rows, doctorPath }: { rows: readonly TWaitlistReportRow[]; doctorPath: (id: number) => string }) {
  const { t, locale } = useT();
  const dayFormat = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-UA' : 'uk-UA', { timeZone: 'UTC', day: '2-digit', month: '2-digit' });
  // The columns are shared with the server's CSV (contracts), which names its keys as plain text.
  const label = (key: string) => t(key as MessageKey);
  const format = { t: label, day: (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`)) };
  const headers = Object.fromEntries(WAITLIST_REPORT_COLUMNS.map((column) => [column.key, label(column.label)]));
  return (
    <table className={classes.table}>
      <CardTableHead caption={t('report.waitlist.title')} headers={headers} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.doctor.id} data-waitlist-row={row.doctor.id}>
            {WAITLIST_REPORT_COLUMNS.map((column) => (
              <td key={column.key} data-label={headers[column.key]}>
                {column.key === 'doctor' ? (
                  <Link to={localizedPath(doctorPath(row.doctor.id), locale)}>{row.doctor.name}</Link>
                ) : (
                  column.value(row, format) || '—'
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
