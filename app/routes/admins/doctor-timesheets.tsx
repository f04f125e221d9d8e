import { useParams } from 'react-router';
import { TimesheetPage } from '../../components/timesheets/timesheet-page.tsx';
import { useT } from '../../i18n/use-t.ts';

/** SPEC §2 `admins/doctors/{id}/timesheets`: any doctor's timesheets for staff holding `timesheets.*` rights. */
export default function AdminDoctorTimesheets() {
  const { id } = useParams();
  const { t } = useT();
  if (!id || !/^\d{1,10}$/.test(id)) return <p role="alert">{t('schedule.doctor.not.found')}</p>;
  return <TimesheetPage key={id} area="admins" doctorId={Number(id)} />;
}
