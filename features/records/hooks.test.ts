import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { cities } from '../../db/schema/index.ts';
import type { ResourceDefinition } from '../../resources/define.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { DomainError, ValidationError } from '../errors.ts';
import type { RecordChange, ResourceHooks } from './hooks.ts';
import { createResourceService } from './service.ts';
import type { CallContext } from './types.ts';

const fields = z.strictObject({
  city_slug: z.string(),
  name_ua: z.string(),
  name_ru: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  status: z.enum(['active', 'inactive']).optional(),
});

/** A resource over `cities` whose status may only go from active to inactive, never back. */
const definition: ResourceDefinition = {
  name: 'test-cities',
  table: 'cities',
  section: 'handbooks',
  labels: { plural: 'x', singular: 'x' },
  create: fields,
  transitions: { field: 'status', allowed: { active: ['inactive'], inactive: [] } },
  filterable: ['id'],
  sortable: ['id'],
  searchable: [],
  translated: ['name'],
  defaultSort: 'id:asc',
  trash: true,
  read: 'staff',
  admin: { columns: [], form: [] },
};
const updateOnly: ResourceDefinition = { ...definition, name: 'test-cities-update-only', create: undefined, update: fields };

let database: TestDatabase;
let calls: string[];
let hooks: ResourceHooks;
const context: CallContext = { locale: 'ua', user: null };
const city = (slug: string, extra: Record<string, unknown> = {}) => ({
  city_slug: slug,
  name_ua: `Місто ${slug}`,
  name_ru: `Город ${slug}`,
  latitude: 50,
  longitude: 30,
  ...extra,
});
const describeChange = ({ action, id, before, after }: RecordChange) =>
  `${action} ${id} ${String(before?.status ?? '-')}→${String(after?.status ?? '-')}${after?.deleted_at ? ' (trash)' : ''}`;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.dispose());
beforeEach(async () => {
  await database.db.delete(cities);
  calls = [];
  hooks = {
    async beforeWrite(_executor, write) {
      calls.push(`before ${write.action} ${String(write.merged.city_slug)}`);
      if (write.merged.name_ru === 'refuse') throw new ValidationError({ name_ru: ['validation.invalid'] });
    },
    async afterWrite(_executor, change) {
      calls.push(`write ${describeChange(change)}`);
      if (change.after?.name_ua === 'explode') throw new DomainError(409, 'error.conflict');
    },
    async afterCommit(_executor, change) {
      calls.push(`commit ${describeChange(change)}`);
    },
  };
});

const service = () => createResourceService(database.db, () => undefined, { hooks: (name) => (name.startsWith('test-cities') ? hooks : undefined) });
const slugs = async () => (await database.db.select({ slug: cities.city_slug }).from(cities).orderBy(cities.id)).map((row) => row.slug);

describe('resource hooks', () => {
  test('run around every kind of write with the rows before and after; afterCommit only once committed', async () => {
    const resources = service();
    const created = await resources.create(definition, city('a'), context);
    const id = created.id as number;
    await resources.update(definition, id, { status: 'inactive' }, 'patch', context);
    await resources.remove(definition, id, context);
    await resources.restore(definition, id, context);
    expect(calls).toEqual([
      'before create a',
      `write create ${id} -→active`,
      `commit create ${id} -→active`,
      'before update a',
      `write update ${id} active→inactive`,
      `commit update ${id} active→inactive`,
      `write delete ${id} inactive→inactive (trash)`,
      `commit delete ${id} inactive→inactive (trash)`,
      `write restore ${id} inactive→inactive`,
      `commit restore ${id} inactive→inactive`,
    ]);
  });

  test("the definition's transitions: a value may change only as listed; creates start anywhere; unchanged passes", async () => {
    const resources = service();
    const id = (await resources.create(definition, city('b', { status: 'inactive' }), context)).id as number;
    await expect(resources.update(definition, id, city('b', { status: 'inactive' }), 'replace', context)).resolves.toMatchObject({ status: 'inactive' });
    const refused = await resources.update(definition, id, { status: 'active' }, 'patch', context).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).details.errors).toEqual({ status: ['status.transition.not_allowed'] });
    const [row] = await database.db.select({ status: cities.status }).from(cities).where(eq(cities.id, id));
    expect(row.status).toBe('inactive');
  });

  test('a refusal in beforeWrite or afterWrite rolls the whole batch back, keys prefixed per item, and nothing is committed', async () => {
    const resources = service();
    const batch = (items: Record<string, unknown>[]) => resources.batchCreate(definition, { items }, context).catch((error: unknown) => error);
    const refused = await batch([city('c'), city('d', { name_ru: 'refuse' })]);
    expect((refused as ValidationError).details.errors).toEqual({ 'items.1.name_ru': ['validation.invalid'] });
    const exploded = await batch([city('e'), city('f', { name_ua: 'explode' })]);
    expect((exploded as DomainError).status).toBe(409);
    expect(await slugs()).toEqual([]);
    expect(calls.filter((call) => call.startsWith('commit'))).toEqual([]);
  });

  test('an update of a missing record still answers 404 before any hook', async () => {
    const missing = await service()
      .update(definition, 2_000_000, { status: 'active' }, 'patch', context)
      .catch((error: unknown) => error);
    expect((missing as DomainError).status).toBe(404);
    expect(calls).toEqual([]);
  });

  test('a resource with only an update schema is edited but never created (405)', async () => {
    const resources = service();
    const id = (await resources.create(definition, city('g'), context)).id as number;
    const created = await resources.create(updateOnly, city('h'), context).catch((error: unknown) => error);
    expect((created as DomainError).status).toBe(405);
    await expect(resources.update(updateOnly, id, { name_ua: 'Нова назва' }, 'patch', context)).resolves.toMatchObject({ name_ua: 'Нова назва' });
  });
});
