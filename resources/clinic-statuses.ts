import { ZId } from '../contracts/batch.ts';
import { CLINIC_STATUS_VALUES } from '../contracts/clinic-status.ts';
import { common, optionsOf } from './fields.ts';
import { resource } from './resource.ts';
import { relationField } from './workflow.ts';

/**
 * Every clinic's status right now, on one screen (docs/decisions/306). Partners write it (their cabinet or the
 * partner API); staff read it, newest first, filter it by status or clinic, and may clear one (delete). A status
 * whose end passed is no longer shown to patients; here it stays until the partner sets the next, its end telling.
 */
export const clinicStatuses = resource({
  name: 'clinic-statuses',
  table: 'clinic_live_status',
  section: 'medical-institutions',
  screen: { path: 'medical-institutions/statuses' },
  trash: false,
  populate: { institution: { resource: 'medical-institutions' } },
  defaultSort: 'set_at:desc,id:desc',
  fields: {
    id: common.id,
    institution_id: relationField('medical-institutions', 'field.medical_institution', ZId, { filter: true, column: 'relation' }),
    status: { input: 'select', options: optionsOf(CLINIC_STATUS_VALUES, 'clinic.status'), filter: true, column: true },
    note: { input: 'textarea', searchable: true, column: true },
    until: { input: 'datetime', filterable: true, sortable: true, column: 'date' },
    set_at: { input: 'datetime', filterable: true, sortable: true, column: 'date' },
  },
  columnOrder: ['id', 'institution_id', 'status', 'note', 'set_at', 'until'],
});
