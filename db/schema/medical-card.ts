import { check, customType, index, integer, jsonb, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id } from './columns.ts';
import { users } from './accounts.ts';
import { family_members } from './family.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The health facts every card holds, the account holder's and a family member's alike (fresh columns per table). */
const cardFacts = () => ({
  blood_type: text(),
  allergies: jsonb().$type<string[]>().notNull().default([]),
  chronic_conditions: jsonb().$type<string[]>().notNull().default([]),
  medications: jsonb().$type<string[]>().notNull().default([]),
  vaccinations: jsonb().$type<{ name: string; date: string }[]>().notNull().default([]),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Blood types a card accepts (contracts/medical-card.ts names the same eight). */
const bloodTypeCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} is null or ${column} in ('O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-')`);

/** The health facts of a patient account's medical card (docs/decisions/226); created by 0019_medical_cards.sql. */
export const medical_cards = pgTable(
  'medical_cards',
  {
    user_id: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...cardFacts(),
  },
  (t) => [bloodTypeCheck('medical_cards_blood_type', t.blood_type)],
);

/** The health facts of a family member's card (docs/decisions/276), kept under the patient; created by 0028. */
export const family_medical_cards = pgTable(
  'family_medical_cards',
  {
    family_member_id: integer()
      .primaryKey()
      .references(() => family_members.id, { onDelete: 'cascade' }),
    ...cardFacts(),
  },
  (t) => [bloodTypeCheck('family_medical_cards_blood_type', t.blood_type)],
);

/** A document of the card (docs/decisions/228): PDF, JPEG or PNG by its bytes; the bytes are read only when asked for. */
export const medical_documents = pgTable(
  'medical_documents',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The family member whose card holds it (docs/decisions/276); null: the account holder's own. 0028. */
    family_member_id: integer().references(() => family_members.id, { onDelete: 'cascade' }),
    file_name: text().notNull(),
    file_type: text().notNull(),
    file_bytes: integer().notNull(),
    file_data: bytea().notNull(),
    uploaded_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('medical_documents_user_idx').on(t.user_id, t.id),
    index('medical_documents_member_idx')
      .on(t.family_member_id, t.id)
      .where(sql`${t.family_member_id} is not null`),
    check('medical_documents_type', sql`${t.file_type} in ('application/pdf', 'image/jpeg', 'image/png')`),
  ],
);
