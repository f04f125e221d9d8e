import { col, defineReadOnly } from './read-only.ts';

/** SPEC §3 promotion participant: specialization, service, doctor, institution, cost and cost with discount (kopecks). */
export const promotionParticipants = defineReadOnly({
  name: 'promotion-participants',
  table: 'promotion_participants',
  section: 'promotions',
  read: 'public',
  trash: false,
  filterable: ['id', 'promotion_id', 'specialization_id', 'service_id', 'doctor_id', 'institution_id', 'cost', 'cost_with_discount'],
  sortable: ['id', 'cost', 'cost_with_discount'],
  searchable: [],
  populate: {
    promotion: { resource: 'promotions' },
    specialization: { resource: 'specializations' },
    service: { resource: 'doctor-services' },
    doctor: { resource: 'doctors' },
    institution: { resource: 'medical-institutions' },
  },
  defaultSort: 'id:asc',
  columns: [col('id', { sortable: true }), col('cost', { sortable: true, render: 'money' }), col('cost_with_discount', { sortable: true, render: 'money' })],
});
