import { users } from '../../db/schema/index.ts';
import { CITIES } from '../../db/demo-data/cities.ts';
import { buildBirthday, buildEmail, buildPersonName, buildPhone, type PersonName } from '../builders/people.ts';
import { insertRows } from '../insert.ts';
import type { Random } from '../random.ts';
import { scaled, type SeedContext } from './context.ts';

export type UserRow = (typeof users)['$inferInsert'];

/** A sign-in account without a password (the accounts area sets passwords; demo accounts cannot sign in). */
export function buildUserRow(random: Random, type: 'patient' | 'partner' | 'doctor', name: PersonName, unique: number, today: Date): UserRow {
  const city = random.pick(CITIES.filter((c) => c.weight > 0));
  return {
    user_type: type,
    email: buildEmail(name, `${type[0]}${unique}`),
    phone: buildPhone(random),
    first_name: name.first_name_ua,
    last_name: name.last_name_ua,
    middle_name: name.middle_name_ua,
    gender: name.gender,
    birthday: type === 'patient' ? buildBirthday(random, today) : null,
    address: type === 'patient' ? { country: 'Україна', region: city.region[0], city: city.name[0] } : null,
    locale: random.chance(0.8) ? 'ua' : 'ru',
  };
}

/** Patients who write reviews and questions; about 600 at scale 1. */
export async function seedPatients(context: SeedContext): Promise<number[]> {
  const random = context.random.fork('patients');
  const rows = Array.from({ length: scaled(context, 600) }, (_, i) => buildUserRow(random, 'patient', buildPersonName(random), i + 1, context.today));
  return insertRows(context.db, users, rows);
}
