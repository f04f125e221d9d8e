import { registerExtraTabs } from '../record-tabs.tsx';
import { MedicalCardTab } from '../medical-card-tab.tsx';

/** A patient's medical card beside the account's fields (docs/decisions/226); read on request, logged. */
registerExtraTabs('patients', [{ name: 'medical-card', label: 'admin.medcard.tab', render: ({ id }) => <MedicalCardTab id={id} /> }]);
