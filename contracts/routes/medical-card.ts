import { z } from 'zod';
import {
  MEDICAL_DOCUMENT_MAX_MEGABYTES,
  MEDICAL_DOCUMENT_TYPES,
  MEDICAL_DOCUMENTS_LIMIT,
  ZMedicalCard,
  ZMedicalCardHealth,
  ZMedicalCardQuery,
  ZMedicalCardRequest,
  ZMedicalDocument,
} from '../medical-card.ts';
import { dataEnvelope } from './booking-answers.ts';
import { route } from './define.ts';

/**
 * The medical card (docs/decisions/226–228): the patient reads and writes her own; the doctor of one of her
 * visits and staff holding `patients.read` read it, and each of their reads is written to the action log.
 */

const tag = 'medical-card';
/** Staff who may read patients' data in the back office. */
export const MEDICAL_CARD_STAFF_PERMISSION = 'patients.read';
const patient = { accounts: ['patient'] } as const;
const file = { status: 200, file: 'application/octet-stream', description: 'the document as uploaded (Content-Disposition: attachment)' } as const;

export const myMedicalCard = route({
  method: 'GET',
  path: 'account/medical-card',
  access: patient,
  noStore: true,
  query: ZMedicalCardQuery,
  answer: { status: 200, schema: dataEnvelope(ZMedicalCard), description: 'the card: health facts, documents, conclusions of past visits' },
  errors: { 404: 'no such family member of this patient' },
  operationId: 'myMedicalCard',
  summary: "The signed-in patient's own medical card",
  tag,
});

export const saveMyMedicalCard = route({
  method: 'PUT',
  path: 'account/medical-card',
  access: patient,
  noStore: true,
  query: ZMedicalCardQuery,
  body: ZMedicalCardRequest,
  answer: { status: 200, schema: dataEnvelope(ZMedicalCardHealth), description: 'the health facts as stored' },
  errors: { 404: 'no such family member of this patient', 422: 'per-field errors' },
  operationId: 'saveMyMedicalCard',
  summary: 'Blood type, allergies, chronic conditions, medications and vaccinations (the whole set, each save)',
  tag,
});

export const uploadMedicalDocument = route({
  method: 'POST',
  path: 'account/medical-card/documents',
  access: patient,
  noStore: true,
  query: ZMedicalCardQuery,
  body: z
    .object({ file: z.string().describe(`the file (${MEDICAL_DOCUMENT_TYPES.join(', ')}; at most ${MEDICAL_DOCUMENT_MAX_MEGABYTES} MB)`) })
    .describe('multipart/form-data'),
  bodyUnchecked: true,
  requestContentType: 'multipart/form-data',
  answer: { status: 201, schema: dataEnvelope(ZMedicalDocument), description: 'the stored document' },
  errors: {
    413: `larger than ${MEDICAL_DOCUMENT_MAX_MEGABYTES} MB (medcard.document.too_large)`,
    404: 'no such family member of this patient',
    415: 'not a PDF, JPEG or PNG by its content (medcard.document.type)',
    422: `no file field, or ${MEDICAL_DOCUMENTS_LIMIT} documents kept already`,
  },
  operationId: 'uploadMedicalDocument',
  summary: 'Add a document (an analysis, a discharge summary, a scan) to the own medical card',
  tag,
});

export const myMedicalDocument = route({
  method: 'GET',
  path: 'account/medical-card/documents/:id',
  access: patient,
  noStore: true,
  answer: file,
  errors: { 404: 'no such document of this patient' },
  operationId: 'myMedicalDocument',
  summary: 'Download one of the own documents',
  tag,
});

export const removeMedicalDocument = route({
  method: 'DELETE',
  path: 'account/medical-card/documents/:id',
  access: patient,
  noStore: true,
  answer: { status: 204, description: 'removed' },
  errors: { 404: 'no such document of this patient' },
  operationId: 'removeMedicalDocument',
  summary: 'Remove one of the own documents',
  tag,
});

const doctorAccess = { accounts: ['doctor'] } as const;
const doctorErrors = { 403: 'not the doctor of this visit', 404: 'no such visit, or it is not for the account holder herself' };

export const doctorPatientMedicalCard = route({
  method: 'GET',
  path: 'doctors/me/appointments/:id/medical-card',
  access: doctorAccess,
  noStore: true,
  answer: { status: 200, schema: dataEnvelope(ZMedicalCard), description: 'the patient’s card, read only' },
  errors: doctorErrors,
  operationId: 'doctorPatientMedicalCard',
  summary: 'The medical card of the patient of one of the doctor’s visits (booked or approved); the read is written to the action log',
  tag,
});

export const doctorPatientMedicalDocument = route({
  method: 'GET',
  path: 'doctors/me/appointments/:id/medical-card/documents/:documentId',
  access: doctorAccess,
  noStore: true,
  answer: file,
  errors: doctorErrors,
  operationId: 'doctorPatientMedicalDocument',
  summary: 'A document of that card; the read is written to the action log',
  tag,
});

const staffAccess = { permissions: [MEDICAL_CARD_STAFF_PERMISSION] } as const;

export const staffPatientMedicalCard = route({
  method: 'GET',
  path: 'admin/patients/:id/medical-card',
  access: staffAccess,
  noStore: true,
  query: ZMedicalCardQuery,
  answer: { status: 200, schema: dataEnvelope(ZMedicalCard), description: 'the patient’s card, read only' },
  errors: { 404: 'no such patient, or no such family member of this patient' },
  operationId: 'staffPatientMedicalCard',
  summary: "A patient's medical card for staff; every read is written to the action log",
  tag,
});

export const staffPatientMedicalDocument = route({
  method: 'GET',
  path: 'admin/patients/:id/medical-card/documents/:documentId',
  access: staffAccess,
  noStore: true,
  answer: file,
  errors: { 404: 'no such patient or document' },
  operationId: 'staffPatientMedicalDocument',
  summary: 'A document of a patient’s card for staff; the read is written to the action log',
  tag,
});
