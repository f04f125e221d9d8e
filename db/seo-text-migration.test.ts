import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZRichDocument } from '../contracts/rich-text.ts';
import { migratedBefore } from '../tests/support/migrated-before.ts';
import type { Database } from './client.ts';
import { migrate } from './migrate.ts';

const STEP = '0035_seo_text_documents.ts';

describe("0035: the text above a page's footer becomes the editor document", () => {
  let database: Database;
  let migrateRest: () => Promise<string[]>;
  beforeAll(async () => {
    ({ database, migrateRest } = await migratedBefore(STEP));
  });
  afterAll(async () => database?.close());

  it('makes paragraphs of plain text, reads old HTML with the parser, keeps variables, and runs once', async () => {
    await database.exec(`
      insert into seo_patterns (name, type, url, text_ua, text_ru) values
        ('p', 'doctors', '/doctors/{city}', E'Лікарі {city_locative}.\\n\\nДругий <рядок>\\nпродовження', null);
      insert into seo_filtered_pages (name, type, url, text_ua, text_ru) values
        ('f', 'medical_institutions', '/med-centers/kyiv', '<p>Клініки <b>Києва</b></p><script>alert(1)</script>', '   ');
      insert into seo_texts (page, text_ua, text_ru) values ('blogs', 'Блог', '');`);

    expect(await migrateRest()).toContain(STEP);

    const [pattern] = await database.rows<{ text_ua: unknown; text_ru: unknown }>(sql`select text_ua, text_ru from seo_patterns`);
    expect(pattern.text_ua).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Лікарі {city_locative}.' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Другий <рядок>' }, { type: 'hardBreak' }, { type: 'text', text: 'продовження' }] },
      ],
    });
    expect(ZRichDocument.safeParse(pattern.text_ua).success).toBe(true);
    expect(pattern.text_ru).toBeNull();
    const [page] = await database.rows<{ text_ua: unknown; text_ru: unknown }>(sql`select text_ua, text_ru from seo_filtered_pages`);
    expect(page).toEqual({
      text_ua: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Клініки ' },
              { type: 'text', text: 'Києва', marks: [{ type: 'bold' }] },
            ],
          },
        ],
      },
      text_ru: null,
    });
    const [text] = await database.rows<{ text_ua: unknown; text_ru: unknown }>(sql`select text_ua, text_ru from seo_texts`);
    expect(text).toEqual({ text_ua: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Блог' }] }] }, text_ru: null });
    expect(await migrate(database)).toEqual([]);
  });
});
