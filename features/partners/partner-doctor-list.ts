import { sql } from 'drizzle-orm';
import type { Locale } from '../../contracts/locale.ts';
import type { TPartnerDoctorListItem } from '../../contracts/partner-doctors.ts';
import type { Db } from '../../db/client.ts';
import { localized, selectRows } from '../../db/sql.ts';
import { doctorInScope } from '../timesheets/access.ts';
import type { PartnerScope } from './partner-doctor-scope.ts';

interface Row {
  id: number;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  photo: string | null;
  status: string;
  is_cabinet: boolean;
  user_id: number | null;
  has_password: boolean | null;
}

/**
 * The partner's live doctors (those working at its clinics, docs/decisions/234) in the page's language, by
 * name: each with its photo, whether patients see it, and where its cabinet stands — off, invited (no password
 * yet: the invitation can be sent again) or active.
 */
export async function listPartnerDoctors(db: Db, scope: PartnerScope, locale: Locale): Promise<TPartnerDoctorListItem[]> {
  const rows = await selectRows<Row>(
    db,
    sql`select d.id, ${localized('d', 'last_name', locale)} as last_name, ${localized('d', 'first_name', locale)} as first_name,
        ${localized('d', 'middle_name', locale)} as middle_name, d.photo, d.status, d.is_cabinet, d.user_id,
        u.password_hash is not null as has_password
      from doctors d left join users u on u.id = d.user_id and u.deleted_at is null
      where d.deleted_at is null and ${doctorInScope({ kind: 'partner', legalEntityId: scope.legalEntityId }, 'd')}
      order by 2, 3, d.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: [row.last_name, row.first_name, row.middle_name].filter(Boolean).join(' '),
    photo: row.photo,
    status: row.status === 'active' ? 'active' : 'inactive',
    cabinet: !row.is_cabinet || row.user_id === null ? 'off' : row.has_password ? 'active' : 'invited',
  }));
}
