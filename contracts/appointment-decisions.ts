import { z } from 'zod';
import { REJECT_REASON_MAX_LENGTH } from './booking.ts';

/**
 * Staff answering a visit for the clinic (docs/decisions/207): approve, or reject with a reason picked from a
 * short list (told to the patient in their language) and an optional note; the note is required for `other`.
 * The partner's own reject (`ZRejectRequest`) keeps its optional free text.
 */
export const STAFF_REJECT_REASONS = ['doctor_unavailable', 'clinic_closed', 'service_unavailable', 'duplicate', 'patient_request', 'other'] as const;
export type TStaffRejectReason = (typeof STAFF_REJECT_REASONS)[number];

/** The right that lets staff approve and reject visits (the one that edits them). */
export const APPOINTMENT_DECISION_PERMISSION = 'appointments.update';
export const APPOINTMENT_READ_PERMISSION = 'appointments.read';

export const ZStaffRejectRequest = z
  .strictObject({
    reason_code: z.enum(STAFF_REJECT_REASONS, { error: 'validation.required' }).describe('why, from the list; the patient reads it in their language'),
    reason: z.string().trim().max(REJECT_REASON_MAX_LENGTH).optional().describe('a note for the patient; required when reason_code is other'),
  })
  .superRefine((value, context) => {
    if (value.reason_code === 'other' && !value.reason) context.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' });
  });
export type TStaffRejectRequest = z.input<typeof ZStaffRejectRequest>;
