import { z } from 'zod';
import { ZClinicStatus, ZClinicStatusUpdate } from '../clinic-status.ts';
import { route } from './define.ts';

/** A clinic's status right now, set by its partner (docs/decisions/306). */

const tag = 'partner-cabinet';
const partnerRoute = { access: { accounts: ['partner'] }, noStore: true, tag, errors: { 404: 'not a clinic of your legal entity' } } as const;

export const clinicStatus = route({
  ...partnerRoute,
  method: 'GET',
  path: 'partners/medical-institutions/:id/status',
  answer: { status: 200, schema: z.object({ data: ZClinicStatus.nullable() }), description: 'the status now, null when none' },
  operationId: 'partnerClinicStatus',
  summary: "The clinic's status now (a status past its end is none)",
});

export const setClinicStatus = route({
  ...partnerRoute,
  method: 'PUT',
  path: 'partners/medical-institutions/:id/status',
  body: ZClinicStatusUpdate,
  answer: { status: 200, schema: z.object({ data: ZClinicStatus }), description: 'the status set' },
  operationId: 'setPartnerClinicStatus',
  summary: 'Say how the clinic works now: working, on a generator, reception paused (in the shelter), closed today; with a note and an end',
});

export const clearClinicStatus = route({
  ...partnerRoute,
  method: 'DELETE',
  path: 'partners/medical-institutions/:id/status',
  answer: { status: 204, description: 'cleared' },
  operationId: 'clearPartnerClinicStatus',
  summary: "Clear the clinic's status",
});
