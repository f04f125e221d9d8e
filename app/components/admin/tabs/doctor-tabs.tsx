import { registerExtraTabs } from '../record-tabs.tsx';
import { DoctorServicesTab } from './doctor-services-tab.tsx';
import { DoctorTimesheetsTab } from './doctor-timesheets-tab.tsx';

/** SPEC §2 "Doctor admin screens": services and timesheets beside the doctor's own fields (docs/decisions/210). */
registerExtraTabs('doctors', [
  { name: 'services', label: 'admin.form.group.services', render: ({ id }) => <DoctorServicesTab recordId={id} /> },
  { name: 'timesheets', label: 'admin.form.group.timesheets', render: ({ id }) => <DoctorTimesheetsTab recordId={id} /> },
]);
