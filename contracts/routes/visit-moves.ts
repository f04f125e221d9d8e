import { z } from 'zod';
import { APPOINTMENT_DECISION_PERMISSION, APPOINTMENT_READ_PERMISSION } from '../appointment-decisions.ts';
import { ZVisitMoveCreate, ZVisitMovePick, ZVisitMoveRange } from '../visit-moves.ts';
import { dataEnvelope, ZAppointmentAnswer } from './booking-answers.ts';
import { ZPatientVisitMove, ZVisitMove, ZVisitMovePreview } from './visit-moves-answers.ts';
import { route } from './define.ts';

/**
 * Moving every visit of a clinic or doctor out of a time range in one action (docs/decisions/309): the partner's
 * and staff's side (preview, move, who has answered) and the patient's (her moved visit, another time, cancel).
 */

const move = { status: 200, schema: dataEnvelope(ZVisitMove), description: 'the move with every visit it caught and where each stands' } as const;
const moves = { status: 200, schema: dataEnvelope(z.array(ZVisitMove)), description: 'the latest moves, newest first' } as const;
const preview = { status: 200, schema: dataEnvelope(ZVisitMovePreview), description: 'the visits the range would catch' } as const;
const listQuery = z.strictObject({ institution_id: z.coerce.number().int().positive().max(2_147_483_647).optional() });

const partnerRoute = {
  access: { accounts: ['partner'] },
  noStore: true,
  tag: 'partner-cabinet',
  errors: { 404: 'not a clinic (or doctor of a clinic) of your legal entity' },
} as const;

export const partnerVisitMovePreview = route({
  ...partnerRoute,
  method: 'GET',
  path: 'partners/visit-moves/preview',
  query: ZVisitMoveRange,
  answer: preview,
  operationId: 'partnerVisitMovePreview',
  summary: 'The booked visits a clinic (or one of its doctors) has in a time range, before moving them',
});

export const partnerMoveVisits = route({
  ...partnerRoute,
  method: 'POST',
  path: 'partners/visit-moves',
  body: ZVisitMoveCreate,
  answer: { ...move, status: 201 },
  operationId: 'partnerMoveVisits',
  summary: 'Close a time range and move every visit in it: each patient is offered the next free times of her doctor',
});

export const partnerVisitMoves = route({
  ...partnerRoute,
  method: 'GET',
  path: 'partners/visit-moves',
  query: listQuery,
  answer: moves,
  operationId: 'partnerVisitMoves',
  summary: "The partner's latest moves, optionally of one clinic",
});

export const partnerVisitMove = route({
  ...partnerRoute,
  method: 'GET',
  path: 'partners/visit-moves/:id',
  answer: move,
  operationId: 'partnerVisitMove',
  summary: 'One move: who has answered, what each patient chose',
});

const staffRead = { access: { permissions: [APPOINTMENT_READ_PERMISSION] }, noStore: true, tag: 'appointments', errors: { 404: 'no such move' } } as const;

export const staffVisitMovePreview = route({
  ...staffRead,
  method: 'GET',
  path: 'admin/visit-moves/preview',
  query: ZVisitMoveRange,
  answer: preview,
  errors: { 404: 'no such clinic or doctor' },
  operationId: 'staffVisitMovePreview',
  summary: 'The booked visits of a clinic (or doctor) in a time range, before moving them',
});

export const staffMoveVisits = route({
  ...staffRead,
  access: { permissions: [APPOINTMENT_DECISION_PERMISSION] },
  method: 'POST',
  path: 'admin/visit-moves',
  body: ZVisitMoveCreate,
  answer: { ...move, status: 201 },
  errors: { 404: 'no such clinic or doctor' },
  operationId: 'staffMoveVisits',
  summary: 'Close a time range of a clinic (or doctor) and move every visit in it, for the clinic',
});

export const staffVisitMoves = route({
  ...staffRead,
  method: 'GET',
  path: 'admin/visit-moves',
  query: listQuery,
  answer: moves,
  operationId: 'staffVisitMoves',
  summary: 'The latest moves of every clinic, optionally of one',
});

export const staffVisitMove = route({
  ...staffRead,
  method: 'GET',
  path: 'admin/visit-moves/:id',
  answer: move,
  operationId: 'staffVisitMove',
  summary: 'One move: who has answered, what each patient chose',
});

const patientRoute = {
  access: { accounts: ['patient'] },
  noStore: true,
  tag: 'waitlist',
  errors: { 404: 'not a moved visit of hers', 409: 'the visit is over, cancelled or already moved' },
} as const;
const appointment = { status: 200, schema: ZAppointmentAnswer, description: 'the visit as it now stands' } as const;

export const patientVisitMove = route({
  ...patientRoute,
  method: 'GET',
  path: 'patients/visit-moves/:id',
  answer: { status: 200, schema: dataEnvelope(ZPatientVisitMove), description: 'her moved visit, the time held for her and others to pick' },
  errors: { 404: 'not a moved visit of hers' },
  operationId: 'patientVisitMove',
  summary: 'Her visit the clinic moves (by the visit id): the time held for her and other free times of the doctor',
});

export const pickVisitMoveTime = route({
  ...patientRoute,
  method: 'POST',
  path: 'patients/visit-moves/:id/reschedule',
  body: ZVisitMovePick,
  answer: appointment,
  operationId: 'pickVisitMoveTime',
  summary: 'Move her visit to another free time of the same doctor, whatever the change window',
});

export const cancelMovedVisit = route({
  ...patientRoute,
  method: 'POST',
  path: 'patients/visit-moves/:id/cancel',
  answer: appointment,
  operationId: 'cancelMovedVisit',
  summary: 'Cancel her moved visit with a full refund, whatever the cancellation window',
});
