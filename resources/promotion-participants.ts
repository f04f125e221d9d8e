import { common } from './fields.ts';
import { resource } from './resource.ts';

/** SPEC §3 promotion participant: specialization, service, doctor, institution, cost and cost with discount (kopecks). */
export const promotionParticipants = resource({
  name: 'promotion-participants',
  table: 'promotion_participants',
  section: 'promotions',
  read: 'public',
  trash: false,
  populate: {
    promotion: { resource: 'promotions' },
    specialization: { resource: 'specializations' },
    service: { resource: 'doctor-services' },
    doctor: { resource: 'doctors' },
    institution: { resource: 'medical-institutions' },
  },
  defaultSort: 'id:asc',
  fields: {
    id: common.id,
    promotion_id: { filterable: true },
    specialization_id: { filterable: true },
    service_id: { filterable: true },
    doctor_id: { filterable: true },
    institution_id: { filterable: true },
    cost: { filterable: true, sortable: true, column: 'money' },
    cost_with_discount: { filterable: true, sortable: true, column: 'money' },
  },
});
