import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { action_log, appointments, family_members, users } from '../../db/schema/index.ts';
import type { Locale } from '../../contracts/locale.ts';
import {
  MEDICAL_DOCUMENT_MAX_BYTES,
  MEDICAL_DOCUMENTS_LIMIT,
  type TMedicalCard,
  type TMedicalCardFields,
  type TMedicalCardMember,
  type TMedicalDocument,
} from '../../contracts/medical-card.ts';
import { routePath, type RouteDeclaration } from '../../contracts/routes/define.ts';
import * as routes from '../../contracts/routes/medical-card.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { doctorOfAccount } from '../booking/doctor-reads.ts';
import { DomainError, ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import { FOR_HERSELF, listConclusions } from './conclusions.ts';
import { cleanDocumentName, countDocuments, deleteDocument, listDocuments, readDocument, sniffMedicalDocument, storeDocument } from './documents.ts';
import { readHealth, writeHealth, type CardHolder } from './health.ts';

/** 413 with the limit said in the caller's language. */
export class MedicalDocumentTooLargeError extends DomainError {
  constructor() {
    super(413, 'medcard.document.too_large', { params: { mb: MEDICAL_DOCUMENT_MAX_BYTES / 1024 / 1024 } });
  }
}
/** 415: not a PDF, JPEG or PNG by its bytes, whatever its name says. */
export class MedicalDocumentTypeError extends DomainError {
  constructor() {
    super(415, 'medcard.document.type');
  }
}

export interface SentDocument {
  name?: string;
  data: Buffer;
}

/** Where the browser downloads a document: the address under `/api/v1`. */
const apiPath = (declaration: RouteDeclaration, params: Record<string, number>) => `/api/v1/${routePath(declaration, params)}`;

/** Statuses of a visit that let its doctor read the patient's card: booked, approved (and then held or not). */
const READABLE_VISIT = inArray(appointments.status, ['booked', 'approved']);
/** "Last First Middle" of an account or a family member. */
const fullName = (person: typeof users | typeof family_members) =>
  sql<string>`concat_ws(' ', ${person.last_name}, ${person.first_name}, ${person.middle_name})`;
/** The action log's name for reads of a card. */
export const MEDICAL_CARD_LOG_RESOURCE = 'medical-cards';

/**
 * The medical card (docs/decisions/226–228). The patient reaches only her own card: no route of hers names a
 * patient. A doctor reaches a card through one of his visits of that patient, staff through the patient's id;
 * each of their reads is a line in the action log, written before the answer leaves.
 */
export function createMedicalCardService(database: Database) {
  const { db } = database;

  async function patientOf(userId: number): Promise<TMedicalCard['patient'] | null> {
    const [row] = await db
      .select({ id: users.id, name: fullName(users), birthday: users.birthday })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.user_type, 'patient'), isNull(users.deleted_at)));
    return row ?? null;
  }

  /** The holder's family members, each with a card (docs/decisions/276), in the order she added them. */
  async function familyOf(userId: number): Promise<TMedicalCardMember[]> {
    return db
      .select({ id: family_members.id, name: fullName(family_members), birthday: family_members.birthday, relation: family_members.relation })
      .from(family_members)
      .where(eq(family_members.user_id, userId))
      .orderBy(asc(family_members.id));
  }

  /**
   * Whose card a reader asked for: the holder's own (no member) or one of her family members'. A member of
   * another account is 404, exactly like a missing one.
   */
  async function holderOf(
    userId: number,
    memberId: number | undefined | null,
    family?: TMedicalCardMember[],
  ): Promise<{ holder: CardHolder; member: TMedicalCardMember | null }> {
    if (memberId === undefined || memberId === null) return { holder: { userId, memberId: null }, member: null };
    const member = (family ?? (await familyOf(userId))).find((one) => one.id === memberId);
    if (!member) throw new NotFoundError();
    return { holder: { userId, memberId }, member };
  }

  /** The card of one person; `withFamily`: the holder's family list too (the holder and staff switch between cards). */
  async function card(
    userId: number,
    memberId: number | null | undefined,
    locale: Locale,
    url: (id: number) => string,
    withFamily: boolean,
  ): Promise<TMedicalCard> {
    const patient = await patientOf(userId);
    if (!patient) throw new NotFoundError();
    const family = await familyOf(userId);
    const { holder, member } = await holderOf(userId, memberId, family);
    const [health, documents, conclusions] = await Promise.all([readHealth(db, holder), listDocuments(db, holder, url), listConclusions(db, holder, locale)]);
    return { patient, member, family: withFamily ? family : [], health, documents, conclusions };
  }

  /** Doctors and staff: every read of a card or one of its documents, one line. */
  async function logRead(user: SessionUser, patientId: number, detail: Record<string, number>): Promise<void> {
    await db.insert(action_log).values({ user_id: user.id, action: 'read', resource: MEDICAL_CARD_LOG_RESOURCE, record_id: patientId, changes: detail });
  }

  /**
   * The person of a visit of this doctor whose card he may read (docs/decisions/276): the holder herself, or the
   * family member the visit is for, never the mother's own card for her child's visit. 404 no such visit (or
   * for "someone else", who has no card), 403 not his.
   */
  async function personOfDoctorVisit(user: SessionUser, appointmentId: number): Promise<CardHolder> {
    const doctorId = await doctorOfAccount(db, user);
    const [visit] = await db
      .select({
        doctor_id: appointments.doctor_id,
        patient_id: appointments.patient_id,
        member_id: family_members.id,
        readable: sql<boolean>`${READABLE_VISIT}`,
        herself: sql<boolean>`${FOR_HERSELF}`,
      })
      .from(appointments)
      .leftJoin(family_members, and(eq(family_members.id, appointments.family_member_id), eq(family_members.user_id, appointments.patient_id)))
      .where(eq(appointments.id, appointmentId));
    if (!visit) throw new NotFoundError();
    if (visit.doctor_id !== doctorId || !visit.readable) throw new ForbiddenError();
    if (visit.patient_id === null) throw new NotFoundError();
    if (visit.herself) return { userId: visit.patient_id, memberId: null };
    if (visit.member_id !== null) return { userId: visit.patient_id, memberId: visit.member_id };
    throw new NotFoundError();
  }

  /** The action log's detail of a read: the visit, the family member whose card, the document. */
  const readDetail = (holder: CardHolder, detail: Record<string, number>) => (holder.memberId === null ? detail : { ...detail, member: holder.memberId });

  const ownUrl = (id: number) => apiPath(routes.myMedicalDocument, { id });

  return {
    /** The signed-in patient's own card, or (`memberId`) the card of one of her family members. */
    own: (user: SessionUser, locale: Locale, memberId?: number) => card(user.id, memberId, locale, ownUrl, true),

    async save(user: SessionUser, input: TMedicalCardFields, memberId?: number) {
      const { holder } = await holderOf(user.id, memberId);
      return writeHealth(db, holder, input);
    },

    /** A document into her card; the form is read (`read`) only after the limit of documents was checked. */
    async upload(user: SessionUser, read: () => Promise<SentDocument>, memberId?: number): Promise<TMedicalDocument> {
      const { holder } = await holderOf(user.id, memberId);
      if ((await countDocuments(db, holder)) >= MEDICAL_DOCUMENTS_LIMIT) throw new ValidationError({ file: ['medcard.documents.limit'] });
      const file = await read();
      if (file.data.length > MEDICAL_DOCUMENT_MAX_BYTES) throw new MedicalDocumentTooLargeError();
      const type = sniffMedicalDocument(file.data);
      if (!type) throw new MedicalDocumentTypeError();
      const stored = await storeDocument(db, holder, { name: cleanDocumentName(file.name, type), type, data: file.data });
      return { ...stored, url: ownUrl(stored.id) };
    },

    async ownDocument(user: SessionUser, id: number) {
      const found = await readDocument(db, { userId: user.id }, id);
      if (!found) throw new NotFoundError();
      return found;
    },

    async removeDocument(user: SessionUser, id: number): Promise<void> {
      if (!(await deleteDocument(db, user.id, id))) throw new NotFoundError();
    },

    /** The card of the person of one of the doctor's visits (the holder or her family member), read only; logged. */
    async forDoctor(user: SessionUser, appointmentId: number, locale: Locale): Promise<TMedicalCard> {
      const holder = await personOfDoctorVisit(user, appointmentId);
      const url = (documentId: number) => apiPath(routes.doctorPatientMedicalDocument, { id: appointmentId, documentId });
      const found = await card(holder.userId, holder.memberId, locale, url, false);
      await logRead(user, holder.userId, readDetail(holder, { appointment: appointmentId }));
      return found;
    },

    async documentForDoctor(user: SessionUser, appointmentId: number, documentId: number) {
      const holder = await personOfDoctorVisit(user, appointmentId);
      const found = await readDocument(db, holder, documentId);
      if (!found) throw new NotFoundError();
      await logRead(user, holder.userId, readDetail(holder, { appointment: appointmentId, document: documentId }));
      return found;
    },

    /** A patient's card, or one of her family members', for staff holding the patients' read permission; logged. */
    async forStaff(user: SessionUser, patientId: number, locale: Locale, memberId?: number): Promise<TMedicalCard> {
      const found = await card(patientId, memberId, locale, (documentId) => apiPath(routes.staffPatientMedicalDocument, { id: patientId, documentId }), true);
      await logRead(user, patientId, readDetail({ userId: patientId, memberId: memberId ?? null }, {}));
      return found;
    },

    async documentForStaff(user: SessionUser, patientId: number, documentId: number) {
      if (!(await patientOf(patientId))) throw new NotFoundError();
      const found = await readDocument(db, { userId: patientId }, documentId);
      if (!found) throw new NotFoundError();
      await logRead(user, patientId, { document: documentId });
      return found;
    },
  };
}

export type MedicalCardService = ReturnType<typeof createMedicalCardService>;
