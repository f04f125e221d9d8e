import { z } from 'zod';
import {
  ZBookRequest,
  ZHoldRequest,
  ZPartnerAppointmentsQuery,
  ZPatientAppointmentsQuery,
  ZRejectRequest,
  ZRescheduleRequest,
  ZSlotsQuery,
} from '../booking.ts';
import { dataEnvelope, ZAppointmentAnswer, ZAppointmentList, ZBookingOptions, ZHold, ZPartnerFilterOptions, ZSlotDays } from './booking-answers.ts';
import { route } from './define.ts';

/** Booking (docs/decisions/140): free slots, holds, bookings, the patient's and the partner's appointments. */

const tag = 'booking';
const notYours = { 404: 'not found or not yours' };
const notOfEntity = { 404: 'not found or not of your legal entity' };
/** What every route of the patient's, and of the partner's, own bookings shares. */
const patientRoute = { access: { accounts: ['patient'] }, noStore: true, errors: notYours, tag } as const;
const partnerRoute = { access: { accounts: ['partner'] }, noStore: true, errors: notOfEntity, tag } as const;
const appointment = { status: 200, schema: ZAppointmentAnswer, description: 'appointment' } as const;

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
  operationId: 'bookingSlots',
  summary: 'Free times per day (Europe/Kyiv) for a service at an institution; every day of the window is listed',
  tag,
});

export const holdSlot = route({
  ...patientRoute,
  method: 'POST',
  path: 'booking/holds',
  idempotent: 'hold',
  body: ZHoldRequest,
  answer: { status: 201, schema: dataEnvelope(ZHold), description: 'the hold' },
  errors: { ...notYours, 409: 'the slot is taken, or another hold of the same patient won a concurrent request' },
  operationId: 'holdSlot',
  summary: "Hold a free slot for the signed-in patient; it replaces the patient's previous live hold (one at a time); the countdown runs to expires_at",
});

export const releaseHold = route({
  ...patientRoute,
  method: 'DELETE',
  path: 'booking/holds/:id',
  answer: { status: 204, description: 'released' },
  operationId: 'releaseHold',
  summary: 'Release a hold',
});

export const bookHold = route({
  ...patientRoute,
  method: 'POST',
  path: 'booking/holds/:id/book',
  idempotent: 'book',
  body: ZBookRequest,
  answer: { status: 201, schema: ZAppointmentAnswer, description: 'the appointment' },
  errors: { ...notYours, 409: 'slot reservation expired, choose again' },
  operationId: 'bookHold',
  summary: 'Book the held slot with the patient data and consent',
});

export const patientAppointments = route({
  ...patientRoute,
  method: 'GET',
  path: 'patients/appointments',
  query: ZPatientAppointmentsQuery,
  invalidQuery: 422,
  answer: { status: 200, schema: ZAppointmentList, description: 'list' },
  operationId: 'patientAppointments',
  summary: "The patient's upcoming or past appointments",
});

export const patientAppointment = route({
  ...patientRoute,
  method: 'GET',
  path: 'patients/appointments/:id',
  answer: appointment,
  operationId: 'patientAppointment',
  summary: 'One appointment with its history',
});

export const paymentDecline = route({
  ...patientRoute,
  method: 'GET',
  path: 'patients/appointments/:id/payment-decline',
  answer: { status: 200, schema: dataEnvelope(z.object({ code: z.string().nullable() })), description: 'code' },
  operationId: 'paymentDecline',
  summary: "The provider's code for why the last payment was declined (null if it was not)",
});

export const cancelAppointment = route({
  ...patientRoute,
  method: 'POST',
  path: 'patients/appointments/:id/cancel',
  answer: appointment,
  errors: { ...notYours, 409: 'too late or not active' },
  operationId: 'cancelAppointment',
  summary: 'Cancel up to the cut-off before the visit; the slot is free at once',
});

export const rescheduleAppointment = route({
  ...patientRoute,
  method: 'POST',
  path: 'patients/appointments/:id/reschedule',
  body: ZRescheduleRequest,
  answer: appointment,
  errors: { ...notYours, 409: 'too late, or the time is taken' },
  operationId: 'rescheduleAppointment',
  summary: 'Move to another free time (same doctor, institution, service); the clinic confirms again',
});

export const appointmentIcs = route({
  ...patientRoute,
  method: 'GET',
  path: 'patients/appointments/:id/ics',
  answer: { status: 200, file: 'text/calendar', description: 'text/calendar' },
  operationId: 'appointmentIcs',
  summary: 'The appointment as an iCalendar file',
});

export const partnerAppointments = route({
  ...partnerRoute,
  method: 'GET',
  path: 'partners/appointments',
  query: ZPartnerAppointmentsQuery,
  invalidQuery: 422,
  answer: { status: 200, schema: ZAppointmentList, description: 'list' },
  operationId: 'partnerAppointments',
  summary: "Appointments at the partner's institutions",
});

export const partnerFilterOptions = route({
  ...partnerRoute,
  method: 'GET',
  path: 'partners/appointments/filters',
  answer: { status: 200, schema: dataEnvelope(ZPartnerFilterOptions), description: 'options' },
  operationId: 'partnerAppointmentFilters',
  summary: "The partner's doctors and institutions, for the list's filters",
});

export const partnerAppointment = route({
  ...partnerRoute,
  method: 'GET',
  path: 'partners/appointments/:id',
  answer: appointment,
  operationId: 'partnerAppointment',
  summary: 'One appointment with its history',
});

export const approveAppointment = route({
  ...partnerRoute,
  method: 'POST',
  path: 'partners/appointments/:id/approve',
  answer: appointment,
  errors: { ...notOfEntity, 409: 'status changed meanwhile' },
  operationId: 'approveAppointment',
  summary: 'Approve a booked appointment',
});

export const rejectAppointment = route({
  ...partnerRoute,
  method: 'POST',
  path: 'partners/appointments/:id/reject',
  body: ZRejectRequest,
  bodyOptional: true,
  answer: appointment,
  errors: { ...notOfEntity, 409: 'status changed meanwhile' },
  operationId: 'rejectAppointment',
  summary: 'Reject a booked or approved appointment, with an optional reason',
});
