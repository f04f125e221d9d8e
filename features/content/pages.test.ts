import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { insertContentPage } from '../../tests/support/factories/content.ts';
import { createContentService } from './content.ts';
import { documentOfText } from '../../contracts/rich-text.ts';

let database: TestDatabase;
let content: ReturnType<typeof createContentService>;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  content = createContentService(db);
  await insertContentPage(db, {
    slug: 'for-partners',
    title_ua: 'Партнерам',
    title_ru: 'Партнерам',
    intro_ua: 'Вступ',
    intro_ru: null,
    blocks: [
      { section: 'dashboard_features', title_ua: 'Звіти', title_ru: 'Отчеты', order: 2 },
      {
        section: 'opportunities',
        title_ua: 'Нові пацієнти',
        title_ru: 'Новые пациенты',
        text_ua: documentOfText('Тисячі людей.'),
        text_ru: documentOfText('Тысячи людей.'),
        icon: 'users',
        order: 1,
      },
      { section: 'opportunities', title_ua: 'API', title_ru: 'API', order: 0 },
      { section: 'advantages', title_ua: 'Вимкнений', title_ru: 'Выключенный', status: 'inactive' },
      { section: 'advantages', title_ua: 'Видалений', title_ru: 'Удаленный', deleted_at: new Date() },
    ],
  });
  await insertContentPage(db, { slug: 'hidden-page', status: 'inactive' });
});

afterAll(() => database?.dispose());

describe('content pages', () => {
  it('gives the page with its live blocks by section, in staff order', async () => {
    const page = await content.contentPage({ slug: 'for-partners', locale: 'ru' });
    expect(page).toMatchObject({ slug: 'for-partners', title: 'Партнерам', intro: 'Вступ' });
    expect(page?.sections.map((group) => [group.section, group.blocks.map((block) => block.title)])).toEqual([
      ['opportunities', ['API', 'Новые пациенты']],
      ['dashboard_features', ['Отчеты']],
    ]);
    expect(page?.sections[0].blocks[1]).toMatchObject({ icon: 'users', text: documentOfText('Тысячи людей.') });
  });

  it('has no page for unknown or switched-off slugs', async () => {
    expect(await content.contentPage({ slug: 'hidden-page', locale: 'ua' })).toBeNull();
    expect(await content.contentPage({ slug: 'nope', locale: 'ua' })).toBeNull();
  });
});
