import type { TAppointmentReportRow } from '../../../contracts/appointment-report.ts';
import { localizedPath } from '../../i18n/locale.ts';
import { useT } from '../../i18n/use-t.ts';
import { Link } from 'react-router';
import classes from '../booking/booking.module.css';
import { CardTableHead } from '../layouts/card-table-head.tsx';
import { CLINIC_TIME_ZONE } from '../../../contracts/zoned-time.ts';

/** The report's rows: a table on wide screens, a card per row in a narrow column (booking.module.css); each number opens its visit. */
export function ReportTable({ rows, appointmentPath }: { rows: readonly TAppointmentReportRow[]; appointmentPath: (id: number) => string }) {
  const { t, locale } = useT();
  const when = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-UA' : 'uk-UA', { timeZone: CLINIC_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
  const headers = {
    number: t('report.column.number'),
    when: t('report.column.when'),
    clinic: t('report.column.clinic'),
    doctor: t('report.column.doctor'),
    specialization: t('report.column.specialization'),
    format: t('report.column.format'),
    status: t('report.column.status'),
    reason: t('report.column.reason'),
  };
  return (
    <table className={classes.table}>
      <CardTableHead caption={t('report.title')} headers={headers} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-report-row={row.application_number ?? row.id}>
            <td data-label={headers.number}>
              <Link to={localizedPath(appointmentPath(row.id), locale)}>{row.application_number ?? row.id}</Link>
            </td>
            <td data-label={headers.when}>{when.format(new Date(row.start_at))}</td>
            <td data-label={headers.clinic}>{row.institution.name}</td>
            <td data-label={headers.doctor}>{row.doctor.name}</td>
            <td data-label={headers.specialization}>{row.specialization?.name ?? '—'}</td>
            <td data-label={headers.format}>{t(`report.format.${row.format}`)}</td>
            <td data-label={headers.status}>{t(`report.status.${row.status}`)}</td>
            <td data-label={headers.reason}>{row.status === 'rejected' ? (row.rejection_reason ?? t('report.reasons.none')) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
