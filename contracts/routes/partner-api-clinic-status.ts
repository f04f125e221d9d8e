import { ZClinicStatus, ZClinicStatusUpdate } from '../clinic-status.ts';
import { dataEnvelope } from './booking-answers.ts';
import { route } from './define.ts';
import { invalid, notOwn, partnerWrite } from './partner-api-access.ts';

/** A clinic's status right now, as the cabinet's one tap sets it (docs/decisions/306). */
export const partnerSetClinicStatus = route({
  ...partnerWrite,
  method: 'PUT',
  path: 'clinics/:id/status',
  body: ZClinicStatusUpdate,
  bodyUnchecked: true,
  bodyExample: { status: 'paused', note: 'Усі в укритті до відбою', until: '2031-03-10T14:00:00+02:00' },
  answer: { status: 200, schema: dataEnvelope(ZClinicStatus), description: 'the status set' },
  errors: { 404: notOwn, 422: invalid() },
  operationId: 'partnerSetClinicStatus',
  summary: 'Say how one of the clinics works now: working, on a generator, reception paused (in the shelter) or closed today, with a note and an end',
});

export const partnerClearClinicStatus = route({
  ...partnerWrite,
  method: 'DELETE',
  path: 'clinics/:id/status',
  answer: { status: 204, description: 'cleared' },
  errors: { 404: notOwn },
  operationId: 'partnerClearClinicStatus',
  summary: "Clear a clinic's status",
});
