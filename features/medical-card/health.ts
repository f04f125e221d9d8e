import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { family_medical_cards, medical_cards } from '../../db/schema/index.ts';
import type { RowOf } from '../../db/sql.ts';
import type { TBloodType, TMedicalCard } from '../../contracts/medical-card.ts';

type Health = TMedicalCard['health'];
type HealthInput = Omit<Health, 'updated_at'>;

/** The health facts of either card table: the account holder's own and a family member's have the same columns. */
const columnsOf = (table: typeof medical_cards | typeof family_medical_cards) => ({
  // The column's check constraint holds it to the eight blood types.
  blood_type: sql<TBloodType | null>`${table.blood_type}`,
  allergies: table.allergies,
  chronic_conditions: table.chronic_conditions,
  medications: table.medications,
  vaccinations: table.vaccinations,
  updated_at: table.updated_at,
});

const toHealth = (row: RowOf<ReturnType<typeof columnsOf>>): Health => ({ ...row, updated_at: row.updated_at.toISOString() });

/** A card nobody filled in yet reads as empty, not as missing: every patient has one. */
export const EMPTY_HEALTH: Health = { blood_type: null, allergies: [], chronic_conditions: [], medications: [], vaccinations: [], updated_at: null };

/** Whose card: the account holder's own (`memberId` null) or one of her family members' (docs/decisions/276). */
export interface CardHolder {
  userId: number;
  memberId: number | null;
}

export async function readHealth(db: Db, holder: CardHolder): Promise<Health> {
  const [row] =
    holder.memberId === null
      ? await db.select(columnsOf(medical_cards)).from(medical_cards).where(eq(medical_cards.user_id, holder.userId))
      : await db.select(columnsOf(family_medical_cards)).from(family_medical_cards).where(eq(family_medical_cards.family_member_id, holder.memberId));
  return row ? toHealth(row) : EMPTY_HEALTH;
}

/** Writes the whole set of health facts (the first save creates the row). */
export async function writeHealth(db: Db, holder: CardHolder, input: HealthInput): Promise<Health> {
  const facts = {
    blood_type: input.blood_type,
    allergies: input.allergies,
    chronic_conditions: input.chronic_conditions,
    medications: input.medications,
    vaccinations: input.vaccinations,
  };
  const [row] =
    holder.memberId === null
      ? await db
          .insert(medical_cards)
          .values({ user_id: holder.userId, ...facts })
          .onConflictDoUpdate({ target: medical_cards.user_id, set: { ...facts, updated_at: sql`now()` } })
          .returning(columnsOf(medical_cards))
      : await db
          .insert(family_medical_cards)
          .values({ family_member_id: holder.memberId, ...facts })
          .onConflictDoUpdate({ target: family_medical_cards.family_member_id, set: { ...facts, updated_at: sql`now()` } })
          .returning(columnsOf(family_medical_cards));
  return toHealth(row);
}
