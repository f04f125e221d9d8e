import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { medical_documents } from '../../db/schema/index.ts';
import type { RowOf } from '../../db/sql.ts';
import { MEDICAL_DOCUMENT_TYPES, type TMedicalDocument, type TMedicalDocumentType } from '../../contracts/medical-card.ts';
import { cleanFileName, sniffVideoFileType } from '../video/file-types.ts';
import type { CardHolder } from './health.ts';

/** The card's documents (docs/decisions/228). The bytes are read only when one document is asked for. */

/** The column's check constraint holds it to the card's three types. */
const documentType = sql<TMedicalDocumentType>`${medical_documents.file_type}`;

const columns = {
  id: medical_documents.id,
  name: medical_documents.file_name,
  type: documentType,
  bytes: medical_documents.file_bytes,
  uploaded_at: medical_documents.uploaded_at,
};
const toDocument = (row: RowOf<typeof columns>): Omit<TMedicalDocument, 'url'> => ({ ...row, uploaded_at: row.uploaded_at.toISOString() });

/** What a document is by its first bytes (the chat's sniffing), if it is one of the card's types. */
export function sniffMedicalDocument(bytes: Uint8Array): TMedicalDocumentType | null {
  const type = sniffVideoFileType(bytes);
  return type && (MEDICAL_DOCUMENT_TYPES as readonly string[]).includes(type) ? (type as TMedicalDocumentType) : null;
}

export const cleanDocumentName = (name: string | undefined, type: TMedicalDocumentType) => cleanFileName(name, type);

/** The documents of one card: the holder's own (no family member) or one family member's. */
const ofCard = (holder: CardHolder) =>
  and(
    eq(medical_documents.user_id, holder.userId),
    holder.memberId === null ? isNull(medical_documents.family_member_id) : eq(medical_documents.family_member_id, holder.memberId),
  );

/** Rows of one card's documents, newest first, with the address each reader downloads them at. */
export async function listDocuments(db: Db, holder: CardHolder, url: (id: number) => string): Promise<TMedicalDocument[]> {
  const found = await db.select(columns).from(medical_documents).where(ofCard(holder)).orderBy(desc(medical_documents.id));
  return found.map((row) => ({ ...toDocument(row), url: url(row.id) }));
}

/** The limit of documents holds per card: each family member's card has its own. */
export async function countDocuments(db: Db, holder: CardHolder): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(medical_documents).where(ofCard(holder));
  return total;
}

export async function storeDocument(
  db: Db,
  holder: CardHolder,
  file: { name: string; type: TMedicalDocumentType; data: Buffer },
): Promise<Omit<TMedicalDocument, 'url'>> {
  const [row] = await db
    .insert(medical_documents)
    .values({
      user_id: holder.userId,
      family_member_id: holder.memberId,
      file_name: file.name,
      file_type: file.type,
      file_bytes: file.data.length,
      file_data: file.data,
    })
    .returning(columns);
  return toDocument(row);
}

/**
 * One document: null when there is no such one. Of one card (`owner` a holder: a doctor reads the card of his
 * visit's person, nobody else's), or of any card of an account (`{ userId }`: the account holder, staff).
 */
export async function readDocument(
  db: Db,
  owner: CardHolder | { userId: number },
  id: number,
): Promise<{ name: string; type: TMedicalDocumentType; data: Buffer } | null> {
  const [row] = await db
    .select({ name: medical_documents.file_name, type: documentType, data: medical_documents.file_data })
    .from(medical_documents)
    .where(and(eq(medical_documents.id, id), 'memberId' in owner ? ofCard(owner) : eq(medical_documents.user_id, owner.userId)));
  return row ?? null;
}

export async function deleteDocument(db: Db, userId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(medical_documents)
    .where(and(eq(medical_documents.id, id), eq(medical_documents.user_id, userId)))
    .returning({ id: medical_documents.id });
  return removed.length > 0;
}
