import { z } from 'zod';
import { ZBookRequest, ZHoldRequest, ZPartnerAppointmentsQuery, ZPatientAppointmentsQuery, ZRejectRequest, ZRescheduleRequest, ZSlotsQuery } from '../booking.ts';
import {
  dataEnvelope,
  ZAppointmentAnswer,
  ZAppointmentList,
  ZBookingOptions,
  ZHold,
  ZPartnerFilterOptions,
  ZSlotDays,
} from './booking-answers.ts';
import { route } from './define.ts';

/** Booking (docs/decisions/140): free slots, holds, bookings, the patient's and the partner's appointments. */

const patient = { accounts: ['patient'] } as const;
const partner = { accounts: ['partner'] } as const;
const notYours = { 404: 'not found or not yours' };
const notOfEntity = { 404: 'not found or not of your legal entity' };
const tag = 'booking';

export const bookingOptions = route({
  method: 'GET',
  path: 'booking/doctors/:doctorId/options',
  access: { anyone: true },
  noStore: true,
  answer: { status: 200, schema: dataEnvelope(ZBookingOptions), description: 'options' },
  errors: { 404: 'no such doctor' },
  operationId: 'bookingOptions',
  summary: 'Services (with promotion prices), workplaces with timesheets, hold and cancellation rules',
  tag,
});

export const bookingSlots = route({
  method: 'GET',
  path: 'booking/doctors/:doctorId/slots',
  access: { anyone: true },
  noStore: true,
  query: ZSlotsQuery,
  invalidQuery: 422,
  answer: { status: 200, schema: dataEnvelope(ZSlotDays), description: 'days with slots' },
  errors: { 422: 'bad query' },
  operationId: 'bookingSlots',
  summary: 'Free times per day (Europe/Kyiv) for a service at an institution; every day of the window is listed',
  tag,
});

export const holdSlot = route({
  method: 'POST',
  path: 'booking/holds',
  access: patient,
  noStore: true,
  idempotent: 'hold',
  body: ZHoldRequest,
  answer: { status: 201, schema: dataEnvelope(ZHold), description: 'the hold' },
  errors: { ...notYours, 409: 'the slot is taken, or another hold of the same patient won a concurrent request', 422: 'per-field errors' },
  operationId: 'holdSlot',
  summary: "Hold a free slot for the signed-in patient; it replaces the patient's previous live hold (one at a time); the countdown runs to expires_at",
  tag,
});

export const releaseHold = route({
  method: 'DELETE',
  path: 'booking/holds/:id',
  access: patient,
  noStore: true,
  answer: { status: 204, description: 'released' },
  errors: notYours,
  operationId: 'releaseHold',
  summary: 'Release a hold',
  tag,
});

export const bookHold = route({
  method: 'POST',
  path: 'booking/holds/:id/book',
  access: patient,
  noStore: true,
  idempotent: 'book',
  body: ZBookRequest,
  answer: { status: 201, schema: ZAppointmentAnswer, description: 'the appointment' },
  errors: { ...notYours, 409: 'slot reservation expired, choose again', 422: 'per-field errors' },
  operationId: 'bookHold',
  summary: 'Book the held slot with the patient data and consent',
  tag,
});

export const patientAppointments = route({
  method: 'GET',
  path: 'patients/appointments',
  access: patient,
  noStore: true,
  query: ZPatientAppointmentsQuery,
  invalidQuery: 422,
  answer: { status: 200, schema: ZAppointmentList, description: 'list' },
  errors: notYours,
  operationId: 'patientAppointments',
  summary: "The patient's upcoming or past appointments",
  tag,
});

export const patientAppointment = route({
  method: 'GET',
  path: 'patients/appointments/:id',
  access: patient,
  noStore: true,
  answer: { status: 200, schema: ZAppointmentAnswer, description: 'appointment' },
  errors: notYours,
  operationId: 'patientAppointment',
  summary: 'One appointment with its history',
  tag,
});

export const paymentDecline = route({
  method: 'GET',
  path: 'patients/appointments/:id/payment-decline',
  access: patient,
  noStore: true,
  answer: { status: 200, schema: dataEnvelope(z.object({ code: z.string().nullable() })), description: 'code' },
  errors: notYours,
  operationId: 'paymentDecline',
  summary: "The provider's code for why the last payment was declined (null if it was not)",
  tag,
});

export const cancelAppointment = route({
  method: 'POST',
  path: 'patients/appointments/:id/cancel',
  access: patient,
  noStore: true,
  answer: { status: 200, schema: ZAppointmentAnswer, description: 'appointment' },
  errors: { ...notYours, 409: 'too late or not active' },
  operationId: 'cancelAppointment',
  summary: 'Cancel up to the cut-off before the visit; the slot is free at once',
  tag,
});

export const rescheduleAppointment = route({
  method: 'POST',
  path: 'patients/appointments/:id/reschedule',
  access: patient,
  noStore: true,
  body: ZRescheduleRequest,
  answer: { status: 200, schema: ZAppointmentAnswer, description: 'appointment' },
  errors: { ...notYours, 409: 'too late, or the time is taken', 422: 'per-field errors' },
  operationId: 'rescheduleAppointment',
  summary: 'Move to another free time (same doctor, institution, service); the clinic confirms again',
  tag,
});

export const appointmentIcs = route({
  method: 'GET',
  path: 'patients/appointments/:id/ics',
  access: patient,
  noStore: true,
  answer: { status: 200, file: 'text/calendar', description: 'text/calendar' },
  errors: notYours,
  operationId: 'appointmentIcs',
  summary: 'The appointment as an iCalendar file',
  tag,
});

export const partnerAppointments = route({
  method: 'GET',
  path: 'partners/appointments',
  access: partner,
  noStore: true,
  query: ZPartnerAppointmentsQuery,
  invalidQuery: 422,
  answer: { status: 200, schema: ZAppointmentList, description: 'list' },
  errors: notOfEntity,
  operationId: 'partnerAppointments',
  summary: "Appointments at the partner's institutions",
  tag,
});

export const partnerFilterOptions = route({
  method: 'GET',
  path: 'partners/appointments/filters',
  access: partner,
  noStore: true,
  answer: { status: 200, schema: dataEnvelope(ZPartnerFilterOptions), description: 'options' },
  errors: notOfEntity,
  operationId: 'partnerAppointmentFilters',
  summary: "The partner's doctors and institutions, for the list's filters",
  tag,
});

export const partnerAppointment = route({
  method: 'GET',
  path: 'partners/appointments/:id',
  access: partner,
  noStore: true,
  answer: { status: 200, schema: ZAppointmentAnswer, description: 'appointment' },
  errors: notOfEntity,
  operationId: 'partnerAppointment',
  summary: 'One appointment with its history',
  tag,
});

export const approveAppointment = route({
  method: 'POST',
  path: 'partners/appointments/:id/approve',
  access: partner,
  noStore: true,
  answer: { status: 200, schema: ZAppointmentAnswer, description: 'appointment' },
  errors: { ...notOfEntity, 409: 'status changed meanwhile' },
  operationId: 'approveAppointment',
  summary: 'Approve a booked appointment',
  tag,
});

export const rejectAppointment = route({
  method: 'POST',
  path: 'partners/appointments/:id/reject',
  access: partner,
  noStore: true,
  body: ZRejectRequest,
  bodyOptional: true,
  answer: { status: 200, schema: ZAppointmentAnswer, description: 'appointment' },
  errors: { ...notOfEntity, 409: 'status changed meanwhile', 422: 'per-field errors' },
  operationId: 'rejectAppointment',
  summary: 'Reject a booked or approved appointment, with an optional reason',
  tag,
});
