import { z } from 'zod';
import { dataEnvelope } from './booking-answers.ts';
import { route } from './define.ts';

/** The doctor's cabinet from the back office (docs/decisions/210). */
export const sendCabinetInvitation = route({
  method: 'POST',
  path: 'doctors/:id/cabinet-invitation',
  access: { permissions: ['doctors.update'] },
  noStore: true,
  answer: {
    status: 202,
    schema: dataEnvelope(z.object({ doctor_id: z.number().int(), sent: z.literal(true) })),
    description: '{data: {doctor_id, sent: true}}: the e-mail is in the outbox',
  },
  errors: { 403: 'without the permission', 404: 'no such doctor', 409: 'admin.doctor.cabinet.not.waiting: no cabinet, or its password is already set' },
  operationId: 'sendDoctorCabinetInvitation',
  summary: "Staff: e-mail a doctor's cabinet its set-password link again (the earlier link stops working)",
  description: 'Needs `doctors.update`. Only while the cabinet is on and its account has no password yet; after that the doctor restores the password by SMS.',
  tag: 'doctors',
});
