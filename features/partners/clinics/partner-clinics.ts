import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../contracts/locale.ts';
import type { TPartnerClinic, TPartnerClinicListItem } from '../../../contracts/partner-clinics.ts';
import type { Db } from '../../../db/client.ts';
import { cities, institution_feature_links, institution_features, institution_types, medical_institutions as mi } from '../../../db/schema/index.ts';
import { inLocale } from '../../../db/sql.ts';
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
/** The main clinic of a branch (a live one), beside the branch in the same query. */
const parent = alias(mi, 'p');

export function createPartnerClinics(db: Db, resources: ResourceService) {
  /** The clinic's id when it is live and the entity's; 404 otherwise (another partner's id confirms nothing). */
  async function ownClinic(entityId: number, id: number): Promise<void> {
    const [row] = await db
      .select({ id: mi.id })
      .from(mi)
      .where(and(eq(mi.id, id), eq(mi.legal_entity_id, entityId), isNull(mi.deleted_at)));
    if (!row) throw new NotFoundError();
  }

  async function list(user: SessionUser | null, locale: Locale): Promise<TPartnerClinicListItem[]> {
    const entityId = await partnerLegalEntity(db, user);
    const name = inLocale(locale, mi.name_ua, mi.name_ru);
    const rows = await db
      .select({
        id: mi.id,
        name,
        address: inLocale(locale, mi.address_ua, mi.address_ru),
        city: inLocale(locale, cities.name_ua, cities.name_ru),
        status: mi.status,
        slug: mi.slug,
        parent_id: parent.id,
        parent_name: inLocale(locale, parent.name_ua, parent.name_ru),
      })
      .from(mi)
      .leftJoin(cities, eq(cities.id, mi.city_id))
      .leftJoin(parent, and(eq(parent.id, mi.parent_id), isNull(parent.deleted_at)))
      .where(and(eq(mi.legal_entity_id, entityId), isNull(mi.deleted_at)))
      .orderBy(sql`coalesce(${mi.parent_id}, ${mi.id})`, sql`${mi.parent_id} nulls first`, asc(name), asc(mi.id));
    return rows.map(({ parent_id, parent_name, ...row }) => ({ ...row, branch_of: parent_id === null ? null : { id: parent_id, name: parent_name ?? '' } }));
  }

  async function read(entityId: number, id: number, locale: Locale): Promise<TPartnerClinic> {
    const [row] = await db
      .select({
        id: mi.id,
        version: mi.version,
        slug: mi.slug,
        status: mi.status,
        type: inLocale(locale, institution_types.name_ua, institution_types.name_ru),
        city: inLocale(locale, cities.name_ua, cities.name_ru),
        parent_id: parent.id,
        parent_name: inLocale(locale, parent.name_ua, parent.name_ru),
        name_ua: mi.name_ua,
        name_ru: mi.name_ru,
        short_description_ua: mi.short_description_ua,
        short_description_ru: mi.short_description_ru,
        description_ua: mi.description_ua,
        description_ru: mi.description_ru,
        address_ua: mi.address_ua,
        address_ru: mi.address_ru,
        phone: mi.phone,
        email: mi.email,
        website: mi.website,
        logo: mi.logo,
        image: mi.image,
        working_hours: mi.working_hours,
        latitude: mi.latitude,
        longitude: mi.longitude,
        features: sql<number[]>`coalesce((select array_agg(${institution_feature_links.feature_id} order by ${institution_feature_links.feature_id})
          from ${institution_feature_links} where ${institution_feature_links.institution_id} = ${mi.id}), '{}')::int[]`,
      })
      .from(mi)
      .leftJoin(institution_types, eq(institution_types.id, mi.type_id))
      .leftJoin(cities, eq(cities.id, mi.city_id))
      .leftJoin(parent, and(eq(parent.id, mi.parent_id), isNull(parent.deleted_at)))
      .where(and(eq(mi.id, id), eq(mi.legal_entity_id, entityId), isNull(mi.deleted_at)));
    if (!row) throw new NotFoundError();
    const featureName = inLocale(locale, institution_features.name_ua, institution_features.name_ru);
    const featureOptions = await db
      .select({ id: institution_features.id, name: featureName })
      .from(institution_features)
      .where(isNull(institution_features.deleted_at))
      .orderBy(asc(featureName), asc(institution_features.id));
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
