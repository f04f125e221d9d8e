import { sql } from 'drizzle-orm';
import type { Locale } from '../../../contracts/locale.ts';
import type { TPartnerClinic, TPartnerClinicListItem } from '../../../contracts/partner-clinics.ts';
import type { Db } from '../../../db/client.ts';
import { localized, selectRows } from '../../../db/sql.ts';
import { medicalInstitutions } from '../../../resources/medical-institutions.ts';
import { ZPartnerClinicUpdate } from '../../../resources/medical-institutions-partner.ts';
import type { SessionUser } from '../../accounts/permissions.ts';
import { NotFoundError } from '../../errors.ts';
import { parseBody } from '../../records/body-rules.ts';
import type { ResourceService } from '../../records/service.ts';
import { partnerLegalEntity } from './partner-entity.ts';

/**
 * A partner's clinics and branches (SPEC §2, §6; docs/decisions/237): the list, one clinic, and a save of its
 * public data through the back office's resource service, so the rules, versions and links are the same.
 * Every call starts from the session's legal entity: a clinic of another entity is 404, as if it were not there.
 */
export function createPartnerClinics(db: Db, resources: ResourceService) {
  /** The clinic's id when it is live and the entity's; 404 otherwise (another partner's id confirms nothing). */
  async function ownClinic(entityId: number, id: number): Promise<void> {
    const [row] = await selectRows<{ id: number }>(
      db,
      sql`select id from medical_institutions where id = ${id} and legal_entity_id = ${entityId} and deleted_at is null`,
    );
    if (!row) throw new NotFoundError();
  }

  async function list(user: SessionUser | null, locale: Locale): Promise<TPartnerClinicListItem[]> {
    const entityId = await partnerLegalEntity(db, user);
    const rows = await selectRows<Omit<TPartnerClinicListItem, 'branch_of'> & { parent_id: number | null; parent_name: string | null }>(
      db,
      sql`select mi.id, ${localized('mi', 'name', locale)} as name, ${localized('mi', 'address', locale)} as address,
            ${localized('c', 'name', locale)} as city, mi.status, mi.slug, p.id as parent_id, ${localized('p', 'name', locale)} as parent_name
          from medical_institutions mi
          left join cities c on c.id = mi.city_id
          left join medical_institutions p on p.id = mi.parent_id and p.deleted_at is null
          where mi.legal_entity_id = ${entityId} and mi.deleted_at is null
          order by coalesce(mi.parent_id, mi.id), mi.parent_id nulls first, 2, mi.id`,
    );
    return rows.map(({ parent_id, parent_name, ...row }) => ({ ...row, branch_of: parent_id === null ? null : { id: parent_id, name: parent_name ?? '' } }));
  }

  async function read(entityId: number, id: number, locale: Locale): Promise<TPartnerClinic> {
    const [row] = await selectRows<Omit<TPartnerClinic, 'branch_of' | 'feature_options'> & { parent_id: number | null; parent_name: string | null }>(
      db,
      sql`select mi.id, mi.version, mi.slug, mi.status, ${localized('t', 'name', locale)} as type, ${localized('c', 'name', locale)} as city,
            p.id as parent_id, ${localized('p', 'name', locale)} as parent_name,
            mi.name_ua, mi.name_ru, mi.short_description_ua, mi.short_description_ru, mi.description_ua, mi.description_ru,
            mi.address_ua, mi.address_ru, mi.phone, mi.email, mi.website, mi.logo, mi.image, mi.working_hours,
            mi.latitude::float8 as latitude, mi.longitude::float8 as longitude,
            coalesce((select array_agg(l.feature_id order by l.feature_id) from institution_feature_links l where l.institution_id = mi.id), '{}')::int[] as features
          from medical_institutions mi
          left join institution_types t on t.id = mi.type_id
          left join cities c on c.id = mi.city_id
          left join medical_institutions p on p.id = mi.parent_id and p.deleted_at is null
          where mi.id = ${id} and mi.legal_entity_id = ${entityId} and mi.deleted_at is null`,
    );
    if (!row) throw new NotFoundError();
    const featureOptions = await selectRows<{ id: number; name: string }>(
      db,
      sql`select f.id, ${localized('f', 'name', locale)} as name from institution_features f where f.deleted_at is null order by 2, 1`,
    );
    const { parent_id, parent_name, ...clinic } = row;
    return { ...clinic, branch_of: parent_id === null ? null : { id: parent_id, name: parent_name ?? '' }, feature_options: featureOptions };
  }

  return {
    list,
    get: async (user: SessionUser | null, id: number, locale: Locale) => read(await partnerLegalEntity(db, user), id, locale),

    /**
     * A save of the public data: the partner's own rule (a pick of the resource's), then the resource's update
     * (PATCH), so the back office's checks and the record version apply. The ownership check comes first, so
     * nothing about another partner's clinic (not even its rules' answer) is told.
     */
    async update(user: SessionUser | null, id: number, body: unknown, locale: Locale): Promise<TPartnerClinic> {
      const entityId = await partnerLegalEntity(db, user);
      await ownClinic(entityId, id);
      const values = parseBody(ZPartnerClinicUpdate, body);
      await resources.update(medicalInstitutions, id, values, 'patch', { locale, user });
      return read(entityId, id, locale);
    },
  };
}

export type PartnerClinics = ReturnType<typeof createPartnerClinics>;
