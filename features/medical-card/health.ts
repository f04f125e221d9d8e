import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { epochMs, isoFromMs, selectRows as rows } from '../../db/sql.ts';
import type { TBloodType, TMedicalCard } from '../../contracts/medical-card.ts';

type Health = TMedicalCard['health'];
type HealthInput = Omit<Health, 'updated_at'>;

interface HealthRow {
  blood_type: TBloodType | null;
  allergies: string[];
  chronic_conditions: string[];
  medications: string[];
  vaccinations: { name: string; date: string }[];
  updated_ms: number;
}

const columns = sql`blood_type, allergies, chronic_conditions, medications, vaccinations, ${epochMs(sql`updated_at`)} as updated_ms`;

const toHealth = (row: HealthRow): Health => ({
  blood_type: row.blood_type,
  allergies: row.allergies,
  chronic_conditions: row.chronic_conditions,
  medications: row.medications,
  vaccinations: row.vaccinations,
  updated_at: isoFromMs(row.updated_ms),
});

/** A card nobody filled in yet reads as empty, not as missing: every patient has one. */
export const EMPTY_HEALTH: Health = { blood_type: null, allergies: [], chronic_conditions: [], medications: [], vaccinations: [], updated_at: null };

/** Whose card: the account holder's own (`memberId` null) or one of her family members' (docs/decisions/276). */
export interface CardHolder {
  userId: number;
  memberId: number | null;
}

export async function readHealth(db: Db, holder: CardHolder): Promise<Health> {
  const [row] = await rows<HealthRow>(
    db,
    holder.memberId === null
      ? sql`select ${columns} from medical_cards where user_id = ${holder.userId}`
      : sql`select ${columns} from family_medical_cards where family_member_id = ${holder.memberId}`,
  );
  return row ? toHealth(row) : EMPTY_HEALTH;
}

/** Writes the whole set of health facts (the first save creates the row). */
export async function writeHealth(db: Db, holder: CardHolder, input: HealthInput): Promise<Health> {
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  const [table, key, id] =
    holder.memberId === null ? [sql`medical_cards`, sql`user_id`, holder.userId] : [sql`family_medical_cards`, sql`family_member_id`, holder.memberId];
  const [row] = await rows<HealthRow>(
    db,
    sql`insert into ${table} (${key}, blood_type, allergies, chronic_conditions, medications, vaccinations)
      values (${id}, ${input.blood_type}, ${json(input.allergies)}, ${json(input.chronic_conditions)}, ${json(input.medications)}, ${json(input.vaccinations)})
      on conflict (${key}) do update set blood_type = excluded.blood_type, allergies = excluded.allergies, chronic_conditions = excluded.chronic_conditions,
        medications = excluded.medications, vaccinations = excluded.vaccinations, updated_at = now()
      returning ${columns}`,
  );
  return toHealth(row);
}
