import { z } from 'zod';
import { FAMILY_RELATIONS } from './family.ts';

/**
 * The patient's medical card (docs/decisions/226–228): what she tells about her health, her documents, and
 * the doctors' conclusions of her past visits. Rules the browser and the server both need live here.
 */

export const BLOOD_TYPES = ['O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-'] as const;
export type TBloodType = (typeof BLOOD_TYPES)[number];

/** Items per list (allergies, conditions, medications, vaccinations): a long history fits, a dump does not. */
export const MEDICAL_CARD_LIST_LIMIT = 50;
export const MEDICAL_CARD_ITEM_MAX_LENGTH = 200;

/** Documents: PDF, JPEG or PNG, told by their first bytes, at most this large, at most this many per card. */
export const MEDICAL_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MEDICAL_DOCUMENT_MAX_MEGABYTES = MEDICAL_DOCUMENT_MAX_BYTES / 1024 / 1024;
export const MEDICAL_DOCUMENTS_LIMIT = 30;
export const MEDICAL_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type TMedicalDocumentType = (typeof MEDICAL_DOCUMENT_TYPES)[number];
const EXTENSIONS: Readonly<Record<string, TMedicalDocumentType>> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };
/** The `accept` of the file input: types and extensions (some pickers filter by one, some by the other). */
export const MEDICAL_DOCUMENT_ACCEPT = [...MEDICAL_DOCUMENT_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',');

export type TMedicalDocumentProblem = 'empty' | 'type' | 'too_large';

/** What is wrong with a picked file before it is sent; the server checks the bytes again (413, 415). */
export function medicalDocumentProblem(file: { name: string; type: string; size: number }): TMedicalDocumentProblem | null {
  if (file.size === 0) return 'empty';
  const type = file.type || EXTENSIONS[file.name.split('.').pop()?.toLowerCase() ?? ''] || '';
  if (!(MEDICAL_DOCUMENT_TYPES as readonly string[]).includes(type)) return 'type';
  if (file.size > MEDICAL_DOCUMENT_MAX_BYTES) return 'too_large';
  return null;
}

const item = z.string().trim().min(1).max(MEDICAL_CARD_ITEM_MAX_LENGTH);
const list = z.array(item).max(MEDICAL_CARD_LIST_LIMIT).default([]);
const isoDay = z.iso.date();

export const ZVaccination = z.strictObject({
  name: item,
  date: isoDay.refine((day) => day <= new Date().toISOString().slice(0, 10), { message: 'medcard.vaccination.future' }),
});
export type TVaccination = z.output<typeof ZVaccination>;

/** The part of the card the patient writes; the whole of it is sent on every save. */
export const ZMedicalCardRequest = z.strictObject({
  blood_type: z
    .enum(BLOOD_TYPES)
    .nullable()
    .default(null)
    .or(z.literal('').transform(() => null)),
  allergies: list,
  chronic_conditions: list,
  medications: list,
  vaccinations: z.array(ZVaccination).max(MEDICAL_CARD_LIST_LIMIT).default([]),
});
export type TMedicalCardRequest = z.input<typeof ZMedicalCardRequest>;
/** The card's fields as the route parsed them: what the service writes. */
export type TMedicalCardFields = z.output<typeof ZMedicalCardRequest>;

const instant = z.string().describe('ISO instant');

export const ZMedicalCardHealth = z.object({
  blood_type: z.enum(BLOOD_TYPES).nullable(),
  allergies: z.array(z.string()),
  chronic_conditions: z.array(z.string()),
  medications: z.array(z.string()),
  vaccinations: z.array(z.object({ name: z.string(), date: z.string().describe('YYYY-MM-DD') })),
  updated_at: instant.nullable().describe('null: the patient has not filled the card in yet'),
});

export const ZMedicalDocument = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(MEDICAL_DOCUMENT_TYPES),
  bytes: z.number().int(),
  uploaded_at: instant,
  url: z.string().describe('where the caller downloads it'),
});
export type TMedicalDocument = z.infer<typeof ZMedicalDocument>;

export const ZVisitConclusionEntry = z.object({
  appointment_id: z.number().int(),
  format: z.enum(['clinic', 'online']),
  visit_at: instant,
  doctor: z.string().describe("the doctor's full name"),
  specialization: z.string().nullable(),
  conclusion: z.string(),
  recommendations: z.string(),
  written_at: instant,
});
export type TVisitConclusionEntry = z.infer<typeof ZVisitConclusionEntry>;

/** A family member whose card this is, or one of the cards the reader may switch to (docs/decisions/276). */
export const ZMedicalCardMember = z.object({
  id: z.number().int(),
  name: z.string(),
  birthday: z.string().nullable(),
  relation: z.enum(FAMILY_RELATIONS),
});
export type TMedicalCardMember = z.infer<typeof ZMedicalCardMember>;

/** Which card of the account: absent for the holder's own, a family member's id for theirs (docs/decisions/276). */
export const ZMedicalCardQuery = z.object({
  member: z.coerce.number().int().positive().optional().describe("a family member's id: that member's card; absent: the account holder's own"),
});

export const ZMedicalCard = z.object({
  /** The account holder the card is kept under. */
  patient: z.object({ id: z.number().int(), name: z.string(), birthday: z.string().nullable() }),
  /** The family member the card is about; null: the account holder herself. */
  member: ZMedicalCardMember.nullable(),
  /** The holder's family members, each with a card (the holder and staff switch between them; a doctor gets none). */
  family: z.array(ZMedicalCardMember),
  health: ZMedicalCardHealth,
  documents: z.array(ZMedicalDocument),
  conclusions: z.array(ZVisitConclusionEntry),
});
export type TMedicalCard = z.infer<typeof ZMedicalCard>;
