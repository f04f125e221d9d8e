import { ClinicTimesheetsPage } from '../../components/admin/clinic-timesheets/clinic-timesheets-page.tsx';

/** SPEC §2 `admins/timesheets`: the week and month calendar of a clinic's doctors (docs/decisions/208). */
export default function AdminTimesheets() {
  return <ClinicTimesheetsPage />;
}
