import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { migratedBefore } from '../tests/support/migrated-before.ts';
import { EXTRA_PAGES } from './demo-data/pages.ts';
import { documentText as plain, type RichDocument } from '../contracts/rich-text.ts';

const STEP = '0017_conference_page_steps.sql';

describe('0017: the /conference page stops promising what did not exist', () => {
  let database: Database;
  let migrateRest: () => Promise<string[]>;
  beforeAll(async () => {
    ({ database, migrateRest } = await migratedBefore(STEP));
  });
  afterAll(async () => database?.close());

  it('rewrites the seeded blocks as the seed now has them, and leaves a block staff edited alone', async () => {
    await database.exec(`
      insert into content_pages (slug, title_ua, title_ru) values ('conference', 'Відеоконсультації', 'Видеоконсультации');
      insert into content_blocks (page_id, section, title_ua, title_ru, text_ua, text_ru, "order")
      select p.id, 'steps', b.title, b.title, b.ua, b.ru, b.n from content_pages p, (values
        (0, 'Крок', 'У каталозі позначено лікарів, які консультують онлайн.', 'В каталоге отмечены врачи, которые консультируют онлайн.'),
        (1, 'Увійдіть у кабінет', 'За кілька хвилин до початку кнопка «Почати консультацію» стане активною.', 'За несколько минут до начала кнопка «Начать консультацию» станет активной.'),
        (2, 'Крок', 'Висновки лікаря зберігаються у вашому кабінеті.', 'Свой текст редактора.')
      ) as b(n, title, ua, ru) where p.slug = 'conference';`);
    expect(await migrateRest()).toContain(STEP);
    const blocks = await database.rows<{ title_ua: string; text_ua: RichDocument; text_ru: RichDocument }>(sql`
      select title_ua, text_ua, text_ru from content_blocks order by "order"`);
    const seeded = EXTRA_PAGES.find((candidate) => candidate.slug === 'conference')!.blocks;
    expect(plain(blocks[0].text_ua)).toBe(seeded[0].text[0]);
    expect({ title_ua: blocks[1].title_ua, text_ua: plain(blocks[1].text_ua), text_ru: plain(blocks[1].text_ru) }).toEqual({
      title_ua: seeded[2].title[0],
      text_ua: seeded[2].text[0],
      text_ru: seeded[2].text[1],
    });
    expect({ title_ua: blocks[2].title_ua, text_ua: plain(blocks[2].text_ua), text_ru: plain(blocks[2].text_ru) }).toEqual({
      title_ua: 'Крок',
      text_ua: 'Висновки лікаря зберігаються у вашому кабінеті.',
      text_ru: 'Свой текст редактора.',
    });
  });
});
