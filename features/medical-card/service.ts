import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { action_log } from '../../db/schema/index.ts';
import { selectRows as rows } from '../../db/sql.ts';
import type { Locale } from '../../contracts/locale.ts';
import { MEDICAL_DOCUMENT_MAX_BYTES, MEDICAL_DOCUMENTS_LIMIT, ZMedicalCardRequest, type TMedicalCard, type TMedicalDocument } from '../../contracts/medical-card.ts';
import { routePath, type RouteDeclaration } from '../../contracts/routes/define.ts';
import * as routes from '../../contracts/routes/medical-card.ts';
import type { SessionUser } from '../accounts/permissions.ts';
import { doctorOfAccount } from '../booking/doctor-reads.ts';
import { DomainError, ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import { FOR_HERSELF, listConclusions } from './conclusions.ts';
import { cleanDocumentName, countDocuments, deleteDocument, listDocuments, readDocument, sniffMedicalDocument, storeDocument } from './documents.ts';
import { readHealth, writeHealth } from './health.ts';

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
const READABLE_VISIT = sql`a.status in ('booked', 'approved')`;
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
    const [row] = await rows<{ id: number; name: string; birthday: string | null }>(
      db,
      sql`select id, concat_ws(' ', last_name, first_name, middle_name) as name, birthday::text as birthday from users
        where id = ${userId} and user_type = 'patient' and deleted_at is null`,
    );
    return row ?? null;
  }

  async function card(userId: number, locale: Locale, url: (id: number) => string): Promise<TMedicalCard> {
    const patient = await patientOf(userId);
    if (!patient) throw new NotFoundError();
    const [health, documents, conclusions] = await Promise.all([readHealth(db, userId), listDocuments(db, userId, url), listConclusions(db, userId, locale)]);
    return { patient, health, documents, conclusions };
  }

  /** Doctors and staff: every read of a card or one of its documents, one line. */
  async function logRead(user: SessionUser, patientId: number, detail: Record<string, number>): Promise<void> {
    await db.insert(action_log).values({ user_id: user.id, action: 'read', resource: MEDICAL_CARD_LOG_RESOURCE, record_id: patientId, changes: detail });
  }

  /** The patient of a visit of this doctor whose card he may read: 404 no such visit (or not for the holder), 403 not his. */
  async function patientOfDoctorVisit(user: SessionUser, appointmentId: number): Promise<number> {
    const doctorId = await doctorOfAccount(db, user);
    const [visit] = await rows<{ doctor_id: number; patient_id: number | null; readable: boolean; herself: boolean }>(
      db,
      sql`select a.doctor_id, a.patient_id, ${READABLE_VISIT} as readable, ${FOR_HERSELF} as herself from appointments a where a.id = ${appointmentId}`,
    );
    if (!visit) throw new NotFoundError();
    if (visit.doctor_id !== doctorId || !visit.readable) throw new ForbiddenError();
    if (visit.patient_id === null || !visit.herself) throw new NotFoundError();
    return visit.patient_id;
  }

  const ownUrl = (id: number) => apiPath(routes.myMedicalDocument, { id });

  return {
    /** The signed-in patient's own card. */
    own: (user: SessionUser, locale: Locale) => card(user.id, locale, ownUrl),

    async save(user: SessionUser, body: unknown) {
      const input = ZMedicalCardRequest.parse(body, { reportInput: true });
      return writeHealth(db, user.id, input);
    },

    /** A document into her card; the form is read (`read`) only after the limit of documents was checked. */
    async upload(user: SessionUser, read: () => Promise<SentDocument>): Promise<TMedicalDocument> {
      if ((await countDocuments(db, user.id)) >= MEDICAL_DOCUMENTS_LIMIT) throw new ValidationError({ file: ['medcard.documents.limit'] });
      const file = await read();
      if (file.data.length > MEDICAL_DOCUMENT_MAX_BYTES) throw new MedicalDocumentTooLargeError();
      const type = sniffMedicalDocument(file.data);
      if (!type) throw new MedicalDocumentTypeError();
      const stored = await storeDocument(db, user.id, { name: cleanDocumentName(file.name, type), type, data: file.data });
      return { ...stored, url: ownUrl(stored.id) };
    },

    async ownDocument(user: SessionUser, id: number) {
      const found = await readDocument(db, user.id, id);
      if (!found) throw new NotFoundError();
      return found;
    },

    async removeDocument(user: SessionUser, id: number): Promise<void> {
      if (!(await deleteDocument(db, user.id, id))) throw new NotFoundError();
    },

    /** The card of the patient of one of the doctor's visits, read only; logged. */
    async forDoctor(user: SessionUser, appointmentId: number, locale: Locale): Promise<TMedicalCard> {
      const patientId = await patientOfDoctorVisit(user, appointmentId);
      const found = await card(patientId, locale, (documentId) => apiPath(routes.doctorPatientMedicalDocument, { id: appointmentId, documentId }));
      await logRead(user, patientId, { appointment: appointmentId });
      return found;
    },

    async documentForDoctor(user: SessionUser, appointmentId: number, documentId: number) {
      const patientId = await patientOfDoctorVisit(user, appointmentId);
      const found = await readDocument(db, patientId, documentId);
      if (!found) throw new NotFoundError();
      await logRead(user, patientId, { appointment: appointmentId, document: documentId });
      return found;
    },

    /** A patient's card for staff holding the patients' read permission; logged. */
    async forStaff(user: SessionUser, patientId: number, locale: Locale): Promise<TMedicalCard> {
      const found = await card(patientId, locale, (documentId) => apiPath(routes.staffPatientMedicalDocument, { id: patientId, documentId }));
      await logRead(user, patientId, {});
      return found;
    },

    async documentForStaff(user: SessionUser, patientId: number, documentId: number) {
      if (!(await patientOf(patientId))) throw new NotFoundError();
      const found = await readDocument(db, patientId, documentId);
      if (!found) throw new NotFoundError();
      await logRead(user, patientId, { document: documentId });
      return found;
    },
  };
}

export type MedicalCardService = ReturnType<typeof createMedicalCardService>;
