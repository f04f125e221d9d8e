import { z } from 'zod';
import { APPOINTMENT_DECISION_PERMISSION, APPOINTMENT_READ_PERMISSION, ZStaffRejectRequest } from '../appointment-decisions.ts';
import { dataEnvelope, ZAppointmentAnswer, ZAppointmentEvent } from './booking-answers.ts';
import { route } from './define.ts';

/**
 * The back office's answer to a visit for the clinic, and the visit's history (docs/decisions/207). The same
 * rules, history and notices as the partner's approve and reject; staff are recorded as the actor.
 */

const tag = 'appointments';
const decisionRoute = {
  access: { permissions: [APPOINTMENT_DECISION_PERMISSION] },
  noStore: true,
  errors: { 404: 'no such booked visit', 409: 'not awaiting this answer any more (status changed meanwhile, or the visit is over)' },
  tag,
} as const;
const appointment = { status: 200, schema: ZAppointmentAnswer, description: 'the visit as it now stands, with its history' } as const;

export const staffApproveAppointment = route({
  ...decisionRoute,
  method: 'POST',
  path: 'appointments/:id/approve',
  answer: appointment,
  operationId: 'staffApproveAppointment',
  summary: 'Approve a booked visit for the clinic; the patient is told',
});

export const staffRejectAppointment = route({
  ...decisionRoute,
  method: 'POST',
  path: 'appointments/:id/reject',
  body: ZStaffRejectRequest,
  answer: appointment,
  operationId: 'staffRejectAppointment',
  summary: 'Reject a booked or approved visit for the clinic, with a reason the patient is told',
});

export const appointmentHistory = route({
  method: 'GET',
  path: 'appointments/:id/history',
  access: { permissions: [APPOINTMENT_READ_PERMISSION] },
  noStore: true,
  answer: { status: 200, schema: dataEnvelope(z.array(ZAppointmentEvent)), description: 'every change of the visit, oldest first' },
  errors: { 404: 'no such visit' },
  operationId: 'appointmentHistory',
  summary: "A visit's history: who changed what and when, with reasons",
  tag,
});
