import { institution_feature_links, legal_entities, medical_institutions, representatives, reviews, users } from '../../db/schema/index.ts';
import { INSTITUTION_TYPES } from '../../db/demo-data/dictionaries.ts';
import { INSTITUTION_BRANDS } from '../../db/demo-data/texts.ts';
import { buildInstitutionRow, type InstitutionRow } from '../builders/catalog.ts';
import { buildReviewRow, onePerPatient, ratingOf, type ReviewRow } from '../builders/feedback.ts';
import { buildLegalEntityRow, buildRepresentativeRow } from '../builders/partners.ts';
import { buildPersonName } from '../builders/people.ts';
import { SlugSet } from '../builders/slugs.ts';
import { insertRows } from '../insert.ts';
import type { Reference } from './dictionaries.ts';
import { scaled, type SeedContext } from './context.ts';
import { buildUserRow } from './people.ts';

/** How often each institution type appears among demo institutions. */
const TYPE_WEIGHTS: Record<string, number> = {
  clinic: 30,
  dentistry: 18,
  private_office: 12,
  diagnostic_center: 10,
  laboratory: 8,
  beauty_salon: 8,
  optics: 5,
  veterinary_clinic: 5,
  insurance_company: 2,
  grooming_salon: 2,
};

export interface SeededInstitution {
  id: number;
  city_id: number;
  type_code: string;
  /** Open on Sundays: its doctors may work then too. */
  open_sunday: boolean;
}

interface Planned {
  row: InstitutionRow;
  legalEntity: number;
  parent?: number;
  features: number[];
  reviews: ReviewRow[];
}

/** Legal entities with representatives, then about 1,500 institutions, some of them branches. */
export async function seedInstitutions(context: SeedContext, reference: Reference, patientIds: number[]): Promise<SeededInstitution[]> {
  const random = context.random.fork('institutions');
  const slugs = new SlugSet();
  const activeCities = reference.cities.filter((c) => c.weight > 0);
  const typeByCode = new Map(reference.types.map((t) => [t.code, t]));
  const planned: Planned[] = [];
  let legalEntityCount = 0;
  const lastChainInCity = new Map<number, number>();

  for (let i = 0; i < scaled(context, 1500); i++) {
    const city = random.weighted(activeCities.map((c) => [c, c.weight] as const));
    const chainHead = lastChainInCity.get(city.id);
    const joinsChain = chainHead !== undefined && random.chance(0.25);
    const head = joinsChain ? planned[chainHead] : undefined;
    const typeCode = head && random.chance(0.6) ? headType(head, reference) : random.weighted(Object.entries(TYPE_WEIGHTS));
    const isBranch = head !== undefined && headType(head, reference) === typeCode && head.parent === undefined;
    const brand = random.pick(INSTITUTION_BRANDS);
    const type = typeByCode.get(typeCode)!;
    const prefix = INSTITUTION_TYPES.find((t) => t.code === typeCode)!.prefix[0];
    const slug = isBranch ? slugs.next(`${head!.row.slug} filiia`) : slugs.next(`${prefix} ${brand[0]} ${city.city_slug}`);
    const row = buildInstitutionRow(random, {
      city,
      type,
      brand,
      slug,
      parent: isBranch ? { id: 0, name_ua: head!.row.name_ua, name_ru: head!.row.name_ru } : undefined,
    });
    const legalEntity = head ? head.legalEntity : legalEntityCount++;
    const reviewCount = random.weighted([
      [0, 30],
      [1, 25],
      [2, 20],
      [4, 15],
      [8, 10],
    ] as const);
    const institutionReviews = Array.from({ length: reviewCount }, () =>
      buildReviewRow(random, { patient_id: random.chance(0.3) ? random.pick(patientIds) : null, today: context.today }),
    );
    onePerPatient(institutionReviews);
    Object.assign(row, ratingOf(institutionReviews));
    planned.push({
      row,
      legalEntity,
      parent: isBranch ? chainHead : undefined,
      features: random.sample(reference.institutionFeatures, random.int(1, 5)),
      reviews: institutionReviews,
    });
    if (!joinsChain) lastChainInCity.set(city.id, planned.length - 1);
  }

  const legalIds = await seedLegalEntities(context, legalEntityCount, planned);
  const ids = new Array<number>(planned.length);
  const mainIndexes = planned.map((_, i) => i).filter((i) => planned[i].parent === undefined);
  const branchIndexes = planned.map((_, i) => i).filter((i) => planned[i].parent !== undefined);
  for (const group of [mainIndexes, branchIndexes]) {
    const rows = group.map((i) => ({
      ...planned[i].row,
      parent_id: planned[i].parent === undefined ? null : ids[planned[i].parent!],
      legal_entity_id: legalIds.entities[planned[i].legalEntity],
      representative_id: legalIds.representatives[planned[i].legalEntity],
    }));
    const inserted = await insertRows(context.db, medical_institutions, rows);
    group.forEach((planIndex, k) => (ids[planIndex] = inserted[k]));
  }

  await insertRows(
    context.db,
    institution_feature_links,
    planned.flatMap((p, i) => p.features.map((feature_id) => ({ institution_id: ids[i], feature_id }))),
  );
  await insertRows(
    context.db,
    reviews,
    planned.flatMap((p, i) => p.reviews.map((r) => ({ ...r, institution_id: ids[i] }))),
  );
  return planned.map((p, i) => ({
    id: ids[i],
    city_id: p.row.city_id,
    type_code: headType(p, reference),
    open_sunday: p.row.working_hours?.sun !== undefined,
  }));
}

function headType(plan: Planned, reference: Reference): string {
  return reference.types.find((t) => t.id === plan.row.type_id)!.code;
}

/** One legal entity per chain, each with one representative (a partner account). */
async function seedLegalEntities(context: SeedContext, count: number, planned: Planned[]) {
  const random = context.random.fork('legal-entities');
  const heads = new Map<number, Planned>();
  for (const plan of planned) if (!heads.has(plan.legalEntity)) heads.set(plan.legalEntity, plan);
  const names = Array.from({ length: count }, () => buildPersonName(random));
  const userIds = await insertRows(
    context.db,
    users,
    names.map((name, i) => buildUserRow(random, 'partner', name, i + 1, context.today)),
  );
  const entities = await insertRows(
    context.db,
    legal_entities,
    names.map((name, i) => buildLegalEntityRow(random, { index: i, head: name, institution: heads.get(i)!.row })),
  );
  const representativeIds = await insertRows(
    context.db,
    representatives,
    names.map((name, i) => buildRepresentativeRow(random, { user_id: userIds[i], legal_entity_id: entities[i], name })),
  );
  return { entities, representatives: representativeIds };
}
