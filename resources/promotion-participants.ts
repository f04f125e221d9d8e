import { ZId } from '../contracts/batch.ts';
import { common } from './fields.ts';
import { resource } from './resource.ts';
import { relationField } from './workflow.ts';

/**
 * SPEC §3 promotion participant: specialization, service, doctor, institution, cost and cost with discount
 * (kopecks). Staff add them on the promotion's page (docs/decisions/286); the costs are never written by the
 * caller: the server takes the service's price and applies the promotion's discount
 * (features/promotions/participant-rules.ts), and keeps a participant to one row per promotion and service.
 */
export const promotionParticipants = resource({
  name: 'promotion-participants',
  table: 'promotion_participants',
  section: 'promotions',
  read: 'public',
  writes: 'create',
  trash: false,
  populate: {
    promotion: { resource: 'promotions' },
    specialization: { resource: 'specializations' },
    service: { resource: 'doctor-services' },
    doctor: { resource: 'doctors' },
    institution: { resource: 'medical-institutions' },
  },
  permissions: { read: 'promotions.read', create: 'promotions.update', update: 'promotions.update', delete: 'promotions.update', restore: 'promotions.update' },
  defaultSort: 'id:asc',
  fields: {
    id: common.id,
    promotion_id: relationField('promotions', 'resources.promotions.singular', ZId, { column: 'relation' }),
    doctor_id: relationField('doctors', 'field.doctor', ZId, { column: 'relation' }),
    service_id: relationField('doctor-services', 'field.service', ZId, { column: 'relation' }),
    specialization_id: relationField('specializations', 'field.specialization', ZId.nullable().optional(), { column: 'relation' }),
    institution_id: relationField('medical-institutions', 'field.medical_institution', ZId.nullable().optional(), { column: 'relation' }),
    cost: { filterable: true, sortable: true, column: 'money' },
    cost_with_discount: { filterable: true, sortable: true, column: 'money' },
  },
});
