import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseSort, type ListQuery } from '../../contracts/list-query.ts';
import { resources } from '../../resources/registry.ts';
import { createDoctor, createInstitution } from '../../tests/support/factories.ts';
import { createDisease } from '../../tests/support/factories/content.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { FOLDED_SEARCH_TABLES } from './folded-search.ts';
import { ResourceColumns } from './query.ts';
import { createResourceService } from './service.ts';
import { tableFor } from './tables.ts';

/**
 * `search=` on a table with a folded `search_text` (features/records/folded-search.ts) still finds a record by a
 * piece of each field its resource marks searchable, in either language, and by a spelling only folding matches.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.dispose());

const staff = { locale: 'ua' as const, user: { id: 1, user_type: 'user' as const, is_administrator: true, permissions: [], roles: [] } };
const query = (search: string): ListQuery => ({
  page: 1,
  limit: 50,
  skipPagination: false,
  sort: [],
  filters: undefined,
  fields: undefined,
  populate: [],
  search,
  trashed: 'without',
});

const creators: Record<string, (database: TestDatabase) => Promise<{ id: number }>> = {
  doctors: ({ db }) =>
    createDoctor(db, { last_name_ua: 'Мар’яненко', first_name_ua: 'Ївга', last_name_ru: 'Марьяненко', first_name_ru: 'Евга', slug: 'maryanenko-yivha' }),
  medical_institutions: ({ db }) => createInstitution(db, { name_ua: 'Клініка «Здоров’я»', name_ru: 'Клиника «Здоровье»', slug: 'klinika-zdorovia' }),
  diseases: ({ db }) => createDisease(db, { name_ua: 'Гострий бронхіт', name_ru: 'Острый бронхит', slug: 'hostryi-bronkhit' }),
};

describe('folded search of the generic lists', () => {
  const folded = resources.filter((definition) => FOLDED_SEARCH_TABLES.has(definition.table));

  test('every table with a folded search has a resource and a test row', () => {
    expect(folded.map((definition) => definition.table).sort()).toEqual([...FOLDED_SEARCH_TABLES].sort());
    expect(Object.keys(creators).sort()).toEqual([...FOLDED_SEARCH_TABLES].sort());
  });

  test.each(folded.map((definition) => [definition.name, definition] as const))(
    '%s: a piece of each searchable field finds the record',
    async (_name, definition) => {
      const { id } = await creators[definition.table](database);
      const service = createResourceService(database.db, (name) => resources.find((item) => item.name === name));
      const columns = new ResourceColumns(definition, tableFor(definition.table), 'ua');
      const found = async (text: string) =>
        (await service.list(definition, { ...query(text), sort: parseSort(definition.defaultSort) ?? [] }, staff)).data.map((row) => row.id);
      const [row] = await database.rows<Record<string, string>>(sql`select * from ${sql.identifier(definition.table)} where id = ${id}`);
      for (const field of definition.searchable) {
        for (const column of columns.resolveAll(field)) {
          const value = row[column.name];
          const piece = value.slice(1, 7).toUpperCase();
          expect(await found(piece), `${definition.name}: "${piece}" of ${column.name} (${value})`).toContain(id);
        }
      }
    },
  );

  test('folding: і/и, ї/и, є/е and the apostrophe in any form meet, in either direction', async () => {
    const doctors = folded.find((definition) => definition.table === 'doctors')!;
    const service = createResourceService(database.db, (name) => resources.find((item) => item.name === name));
    const found = async (text: string) => (await service.list(doctors, query(text), staff)).meta.total;
    for (const text of ["мар'янен", 'марьяненко', 'МАРЯНЕНКО ИВГА', 'маръяненко', 'yivha']) expect(await found(text), text).toBeGreaterThan(0);
    for (const text of ['%', '_', 'ненко ївгаx']) expect(await found(text), text).toBe(0);
  });
});
