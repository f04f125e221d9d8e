import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { epochMs, isoFromMs, selectRows as rows } from '../../db/sql.ts';
import { MEDICAL_DOCUMENT_TYPES, type TMedicalDocument, type TMedicalDocumentType } from '../../contracts/medical-card.ts';
import { cleanFileName, sniffVideoFileType } from '../video/file-types.ts';
import type { CardHolder } from './health.ts';

/** The card's documents (docs/decisions/228). The bytes are read only when one document is asked for. */

interface DocumentRow {
  id: number;
  name: string;
  type: TMedicalDocumentType;
  bytes: number;
  uploaded_ms: number;
}

const columns = sql`id, file_name as name, file_type as type, file_bytes as bytes, ${epochMs(sql`uploaded_at`)} as uploaded_ms`;

/** What a document is by its first bytes (the chat's sniffing), if it is one of the card's types. */
export function sniffMedicalDocument(bytes: Uint8Array): TMedicalDocumentType | null {
  const type = sniffVideoFileType(bytes);
  return type && (MEDICAL_DOCUMENT_TYPES as readonly string[]).includes(type) ? (type as TMedicalDocumentType) : null;
}

export const cleanDocumentName = (name: string | undefined, type: TMedicalDocumentType) => cleanFileName(name, type);

/** The documents of one card: the holder's own (no family member) or one family member's. */
const ofCard = (holder: CardHolder) =>
  holder.memberId === null
    ? sql`user_id = ${holder.userId} and family_member_id is null`
    : sql`user_id = ${holder.userId} and family_member_id = ${holder.memberId}`;

/** Rows of one card's documents, newest first, with the address each reader downloads them at. */
export async function listDocuments(db: Db, holder: CardHolder, url: (id: number) => string): Promise<TMedicalDocument[]> {
  const found = await rows<DocumentRow>(db, sql`select ${columns} from medical_documents where ${ofCard(holder)} order by id desc`);
  return found.map((row) => ({ id: row.id, name: row.name, type: row.type, bytes: row.bytes, uploaded_at: isoFromMs(row.uploaded_ms)!, url: url(row.id) }));
}

/** The limit of documents holds per card: each family member's card has its own. */
export async function countDocuments(db: Db, holder: CardHolder): Promise<number> {
  const [{ total }] = await rows<{ total: number }>(db, sql`select count(*)::int as total from medical_documents where ${ofCard(holder)}`);
  return total;
}

export async function storeDocument(
  db: Db,
  holder: CardHolder,
  file: { name: string; type: TMedicalDocumentType; data: Buffer },
): Promise<Omit<TMedicalDocument, 'url'>> {
  const [row] = await rows<DocumentRow>(
    db,
    sql`insert into medical_documents (user_id, family_member_id, file_name, file_type, file_bytes, file_data)
      values (${holder.userId}, ${holder.memberId}, ${file.name}, ${file.type}, ${file.data.length}, ${file.data}) returning ${columns}`,
  );
  return { id: row.id, name: row.name, type: row.type, bytes: row.bytes, uploaded_at: isoFromMs(row.uploaded_ms)! };
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
  const [row] = await rows<{ name: string; type: TMedicalDocumentType; data: Buffer | Uint8Array }>(
    db,
    sql`select file_name as name, file_type as type, file_data as data from medical_documents where id = ${id} and ${'memberId' in owner ? ofCard(owner) : sql`user_id = ${owner.userId}`}`,
  );
  return row ? { name: row.name, type: row.type, data: Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data) } : null;
}

export async function deleteDocument(db: Db, userId: number, id: number): Promise<boolean> {
  const removed = await rows<{ id: number }>(db, sql`delete from medical_documents where id = ${id} and user_id = ${userId} returning id`);
  return removed.length > 0;
}
