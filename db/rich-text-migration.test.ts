import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZRichDocument } from '../contracts/rich-text.ts';
import { migratedBefore } from '../tests/support/migrated-before.ts';
import type { Database } from './client.ts';
import { migrate } from './migrate.ts';

const STEP = '0029_rich_text_documents.ts';

describe('0029: stored HTML becomes the editor document, converted once by the parser', () => {
  let database: Database;
  let migrateRest: () => Promise<string[]>;
  beforeAll(async () => {
    ({ database, migrateRest } = await migratedBefore(STEP));
  });
  afterAll(async () => database?.close());

  it('converts each text, drops what a page must not run, keeps an empty one empty, and runs once', async () => {
    await database.exec(`
      insert into diseases (slug, name_ua, name_ru, text_ua, text_ru) values
        ('angina', 'Ангіна', 'Ангина',
         '<h1>Симптоми</h1><p>Біль <b>у горлі</b> і <a href="javascript:alert(1)">посилання</a>.</p><ul><li>один<li>два</ul><script>alert(1)</script><img src=x onerror=alert(1)>',
         null),
        ('empty', 'Порожня', 'Пустая', '  ', '<p></p>');
      insert into blog_articles (slug, name_ua, name_ru, text_ua, text_ru) values ('note', 'Нотатка', 'Заметка', '', '<p>Текст <a href="/doctors">лікарі</a></p>');`);

    expect(await migrateRest()).toContain(STEP);

    const [angina, empty] = await database.rows<{ text_ua: unknown; text_ru: unknown }>(sql`select text_ua, text_ru from diseases order by slug`);
    expect(angina.text_ua).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Симптоми' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Біль ' },
            { type: 'text', text: 'у горлі', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' і посилання.' },
          ],
        },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'один' }] }] },
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'два' }] }] },
          ],
        },
      ],
    });
    expect(ZRichDocument.safeParse(angina.text_ua).success).toBe(true);
    expect(angina.text_ru).toBeNull();
    expect(empty).toEqual({ text_ua: null, text_ru: null });

    const [note] = await database.rows<{ text_ua: unknown; text_ru: unknown }>(sql`select text_ua, text_ru from blog_articles where slug = 'note'`);
    expect(note.text_ua).toEqual({ type: 'doc', content: [] });
    expect(note.text_ru).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Текст ' },
            { type: 'text', text: 'лікарі', marks: [{ type: 'link', attrs: { href: '/doctors' } }] },
          ],
        },
      ],
    });

    const types = await database.rows<{ table_name: string; data_type: string; is_nullable: string }>(sql`
      select table_name, data_type, is_nullable from information_schema.columns
      where column_name = 'text_ua' and table_name in ('diseases', 'blog_articles') order by table_name`);
    expect(types).toEqual([
      { table_name: 'blog_articles', data_type: 'jsonb', is_nullable: 'NO' },
      { table_name: 'diseases', data_type: 'jsonb', is_nullable: 'YES' },
    ]);
    expect(await migrate(database)).toEqual([]);
  });
});
