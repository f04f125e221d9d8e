import { z } from 'zod';
import { ZAccountDetails } from './account-answers.ts';
import { ZPartnerDoctor, ZPartnerDoctorListItem, ZPartnerDoctorService } from '../partner-doctors.ts';
import { dataEnvelope } from './booking-answers.ts';
import { route } from './define.ts';

/**
 * The partner cabinet's own doctors and its representative's profile (SPEC §2, §6; docs/decisions/234, 235).
 * The bodies are judged by the back office's resource rules (resources/partner-doctor-fields.ts), which these
 * declarations only describe. A doctor who does not work at the partner's clinics, or a service of another
 * doctor, answers 404; a workplace that is not the partner's clinic answers 403 and nothing is saved.
 */

const tag = 'partners';
const partner = { access: { accounts: ['partner'] }, noStore: true, bodyUnchecked: true, tag } as const;
const notOwn = { 404: "not found, or not a doctor of the partner's clinics" };
const doctorBody = z
  .record(z.string(), z.unknown())
  .describe(
    'photo, last_name_ua, last_name_ru, first_name_ua, first_name_ru, middle_name_ua?, middle_name_ru?, gender, specializations (ids), ' +
      "workplaces (ids of the partner's clinics, at least one), email, phone, is_cabinet, locale, is_waitlist?, version?: the rules of the `doctors` resource",
  );
const serviceBody = z
  .record(z.string(), z.unknown())
  .describe('specialization_id, name_ua, name_ru, cost (kopecks), duration (minutes), format, is_default, status, version?: the rules of `doctor-services`');
const doctor = { status: 200, schema: dataEnvelope(ZPartnerDoctor), description: '{data: doctor}' } as const;
const service = { status: 200, schema: dataEnvelope(ZPartnerDoctorService), description: '{data: service}' } as const;

export const partnerDoctorList = route({
  ...partner,
  method: 'GET',
  path: 'partners/doctors',
  answer: { status: 200, schema: dataEnvelope(z.array(ZPartnerDoctorListItem)), description: '{data: doctors}' },
  errors: { 403: 'not a partner with a live legal entity' },
  operationId: 'partnerDoctorList',
  summary: "The partner's doctors with their photo, status and cabinet (off, invited, active), by name",
});

export const resendPartnerDoctorInvitation = route({
  ...partner,
  method: 'POST',
  path: 'partners/doctors/:id/cabinet-invitation',
  answer: {
    status: 202,
    schema: dataEnvelope(z.object({ doctor_id: z.number().int(), sent: z.literal(true) })),
    description: '{data: {doctor_id, sent: true}}: the e-mail is in the outbox; the earlier link stops working',
  },
  errors: { ...notOwn, 409: 'the cabinet is off, or its password is already set' },
  operationId: 'resendPartnerDoctorInvitation',
  summary: "Send one of the partner's doctors the cabinet's set-password link again (docs/decisions/274)",
});

export const partnerDoctor = route({
  ...partner,
  method: 'GET',
  path: 'partners/doctors/:id',
  answer: doctor,
  errors: notOwn,
  operationId: 'partnerDoctor',
  summary: "One of the partner's doctors, with its workplaces at the partner's clinics",
});

export const createPartnerDoctor = route({
  ...partner,
  method: 'POST',
  path: 'partners/doctors',
  body: doctorBody,
  answer: { ...doctor, status: 201 },
  errors: { 403: "a workplace is not one of the partner's clinics", 422: 'per-field errors' },
  operationId: 'createPartnerDoctor',
  summary: 'Add a doctor to the partner’s clinics; with `is_cabinet` the doctor gets a set-password link by e-mail',
});

export const updatePartnerDoctor = route({
  ...partner,
  method: 'PUT',
  path: 'partners/doctors/:id',
  body: doctorBody,
  answer: doctor,
  errors: { ...notOwn, 403: "a workplace is not one of the partner's clinics", 409: 'changed since it was read', 422: 'per-field errors' },
  operationId: 'updatePartnerDoctor',
  summary: "Save one of the partner's doctors; workplaces at other legal entities are kept",
});

export const partnerDoctorServices = route({
  ...partner,
  method: 'GET',
  path: 'partners/doctors/:id/services',
  answer: { status: 200, schema: dataEnvelope(z.array(ZPartnerDoctorService)), description: '{data: services}' },
  errors: notOwn,
  operationId: 'partnerDoctorServices',
  summary: "The services of one of the partner's doctors, the default first",
});

export const createPartnerDoctorService = route({
  ...partner,
  method: 'POST',
  path: 'partners/doctors/:id/services',
  body: serviceBody,
  answer: { ...service, status: 201 },
  errors: { ...notOwn, 422: 'per-field errors (SPEC §5 doctor services)' },
  operationId: 'createPartnerDoctorService',
  summary: "Add a service to one of the partner's doctors",
});

export const updatePartnerDoctorService = route({
  ...partner,
  method: 'PATCH',
  path: 'partners/doctors/:id/services/:serviceId',
  body: serviceBody,
  answer: service,
  errors: { ...notOwn, 409: 'changed since it was read', 422: 'per-field errors; a promotion freezes the price' },
  operationId: 'updatePartnerDoctorService',
  summary: "Change a service of one of the partner's doctors",
});

export const deletePartnerDoctorService = route({
  ...partner,
  method: 'DELETE',
  path: 'partners/doctors/:id/services/:serviceId',
  answer: { status: 204, description: 'moved to trash' },
  errors: { ...notOwn, 422: 'the default while others remain, or a service of a running promotion' },
  operationId: 'deletePartnerDoctorService',
  summary: "Remove a service of one of the partner's doctors",
});

export const updatePartnerProfile = route({
  ...partner,
  method: 'PUT',
  path: 'account/partner-profile',
  body: z.record(z.string(), z.unknown()).describe('last_name, first_name, middle_name?, email, phone: the rules of the representative form'),
  answer: { status: 200, schema: dataEnvelope(ZAccountDetails), description: 'the profile as `GET account/profile` answers it' },
  errors: { 422: 'per-field errors; an e-mail or phone another partner signs in with is `validation.taken`' },
  operationId: 'updatePartnerProfile',
  summary: 'The representative edits their own name, e-mail and phone',
});
