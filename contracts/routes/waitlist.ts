import { ZWaitlistCreate, ZWaitlistUpdate } from '../waitlist.ts';
import { dataEnvelope, ZAppointmentAnswer } from './booking-answers.ts';
import { ZWaitlistOffer, ZWaitlistRequest, ZWaitlistRequestList } from './waitlist-answers.ts';
import { route } from './define.ts';

/** The patient's waitlist (docs/decisions/303): her requests for an earlier time, and the offers they bring. */

const tag = 'waitlist';
const notYours = { 404: 'not found or not yours' };
const patientRoute = { access: { accounts: ['patient'] }, noStore: true, errors: notYours, tag } as const;
const request = { status: 200, schema: dataEnvelope(ZWaitlistRequest), description: 'the request' } as const;
const offer = { status: 200, schema: dataEnvelope(ZWaitlistOffer), description: 'the offer' } as const;

export const waitlistRequests = route({
  ...patientRoute,
  method: 'GET',
  path: 'patients/waitlist',
  answer: { status: 200, schema: ZWaitlistRequestList, description: 'her requests, waiting ones first' },
  operationId: 'waitlistRequests',
  summary: "The patient's requests for an earlier time, each with its open offer",
});

export const createWaitlistRequest = route({
  ...patientRoute,
  method: 'POST',
  path: 'patients/waitlist',
  body: ZWaitlistCreate,
  answer: { ...request, status: 201 },
  errors: { ...notYours, 409: 'the doctor takes no waitlist, or she waits for this already, or has too many requests' },
  operationId: 'createWaitlistRequest',
  summary: 'Ask to be offered an earlier time of a doctor (or of any doctor of the specialization in a clinic or city)',
});

export const waitlistRequest = route({
  ...patientRoute,
  method: 'GET',
  path: 'patients/waitlist/:id',
  answer: request,
  operationId: 'waitlistRequest',
  summary: 'One request with its open offer',
});

export const updateWaitlistRequest = route({
  ...patientRoute,
  method: 'PUT',
  path: 'patients/waitlist/:id',
  body: ZWaitlistUpdate,
  answer: request,
  errors: { ...notYours, 409: 'the request is no longer waiting' },
  operationId: 'updateWaitlistRequest',
  summary: 'Change the days, hours and reach of a waiting request; her place in line stays',
});

export const leaveWaitlist = route({
  ...patientRoute,
  method: 'POST',
  path: 'patients/waitlist/:id/leave',
  answer: request,
  operationId: 'leaveWaitlist',
  summary: 'Leave the list: the request ends, and an open offer of it is let go to the next patient',
});

export const waitlistOffer = route({
  ...patientRoute,
  method: 'GET',
  path: 'patients/waitlist-offers/:id',
  answer: offer,
  operationId: 'waitlistOffer',
  summary: 'An offered time, with how long it is still held',
});

export const acceptWaitlistOffer = route({
  ...patientRoute,
  method: 'POST',
  path: 'patients/waitlist-offers/:id/accept',
  answer: { status: 200, schema: ZAppointmentAnswer, description: 'the visit' },
  errors: { ...notYours, 409: 'the offer expired or was answered' },
  operationId: 'acceptWaitlistOffer',
  summary: 'Take the offered time: a new visit, or her visit moved to it (never both)',
});

export const declineWaitlistOffer = route({
  ...patientRoute,
  method: 'POST',
  path: 'patients/waitlist-offers/:id/decline',
  answer: offer,
  errors: { ...notYours, 409: 'the offer expired or was answered' },
  operationId: 'declineWaitlistOffer',
  summary: 'Let the offered time go to the next waiting patient; the request keeps waiting',
});
