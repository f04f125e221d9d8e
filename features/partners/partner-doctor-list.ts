import { and, asc, eq, getTableName, isNull, sql } from 'drizzle-orm';
import type { Locale } from '../../contracts/locale.ts';
import type { TPartnerDoctorListItem } from '../../contracts/partner-doctors.ts';
import type { Db } from '../../db/client.ts';
import { doctors, users } from '../../db/schema/index.ts';
import { doctorInScope } from '../timesheets/access.ts';
import { inLocale } from '../../db/sql.ts';
import type { PartnerScope } from './partner-doctor-scope.ts';

/**
 * The partner's live doctors (those working at its clinics, docs/decisions/234) in the page's language, by
 * name: each with its photo, whether patients see it, and where its cabinet stands — off, invited (no password
 * yet: the invitation can be sent again) or active.
 */
export async function listPartnerDoctors(db: Db, scope: PartnerScope, locale: Locale): Promise<TPartnerDoctorListItem[]> {
  const lastName = inLocale(locale, doctors.last_name_ua, doctors.last_name_ru);
  const firstName = inLocale(locale, doctors.first_name_ua, doctors.first_name_ru);
  const rows = await db
    .select({
      id: doctors.id,
      last_name: lastName,
      first_name: firstName,
      middle_name: inLocale(locale, doctors.middle_name_ua, doctors.middle_name_ru),
      photo: doctors.photo,
      status: doctors.status,
      is_cabinet: doctors.is_cabinet,
      user_id: doctors.user_id,
      has_password: sql<boolean | null>`${users.password_hash} is not null`,
    })
    .from(doctors)
    .leftJoin(users, and(eq(users.id, doctors.user_id), isNull(users.deleted_at)))
    .where(and(isNull(doctors.deleted_at), doctorInScope({ kind: 'partner', legalEntityId: scope.legalEntityId }, getTableName(doctors))))
    .orderBy(asc(lastName), asc(firstName), asc(doctors.id));
  return rows.map((row) => ({
    id: row.id,
    name: [row.last_name, row.first_name, row.middle_name].filter(Boolean).join(' '),
    photo: row.photo,
    status: row.status === 'active' ? 'active' : 'inactive',
    cabinet: !row.is_cabinet || row.user_id === null ? 'off' : row.has_password ? 'active' : 'invited',
  }));
}
