import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import { insertContentPage } from '../tests/support/factories/content.ts';
import { EXTRA_PAGES } from './seed/data/pages.ts';

describe('0017: the /conference page stops promising what did not exist', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.dispose());

  it("rewrites the seeded blocks as the seed now has them, and leaves a block staff edited alone", async () => {
    const old = (ua: string, ru: string, title = 'Крок') => ({ section: 'steps' as const, title_ua: title, title_ru: title, text_ua: ua, text_ru: ru });
    const page = await insertContentPage(database.db, {
      slug: 'conference',
      blocks: [
        old('У каталозі позначено лікарів, які консультують онлайн.', 'В каталоге отмечены врачи, которые консультируют онлайн.'),
        old('За кілька хвилин до початку кнопка «Почати консультацію» стане активною.', 'За несколько минут до начала кнопка «Начать консультацию» станет активной.', 'Увійдіть у кабінет'),
        old('Висновки лікаря зберігаються у вашому кабінеті.', 'Свой текст редактора.'),
      ],
    });
    await database.exec(await readFile(new URL('./migrations/0017_conference_page_steps.sql', import.meta.url), 'utf8'));
    const blocks = await database.rows<{ title_ua: string; text_ua: string; text_ru: string }>(sql`
      select title_ua, text_ua, text_ru from content_blocks where page_id = ${page.id} order by "order"`);
    const seeded = EXTRA_PAGES.find((candidate) => candidate.slug === 'conference')!.blocks;
    expect(blocks[0].text_ua).toBe(seeded[0].text[0]);
    expect(blocks[1]).toEqual({ title_ua: seeded[2].title[0], text_ua: seeded[2].text[0], text_ru: seeded[2].text[1] });
    expect(blocks[2]).toEqual({ title_ua: 'Крок', text_ua: 'Висновки лікаря зберігаються у вашому кабінеті.', text_ru: 'Свой текст редактора.' });
  });
});
