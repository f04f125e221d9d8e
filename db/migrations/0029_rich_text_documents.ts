import { randomBytes } from 'node:crypto';
import type { LockedConnection } from '../client.ts';
import { htmlToDocument } from '../html/html-to-document.ts';

/**
 * Staff's long texts become the editor's structured document (contracts/rich-text.ts, docs/decisions/284): each
 * stored HTML text is converted once by an HTML parser, and the column holds the document from then on.
 */
const COLUMNS = [
  { table: 'blog_articles', column: 'text', required: true },
  { table: 'diseases', column: 'text', required: false },
  { table: 'promotions', column: 'description', required: false },
  { table: 'content_blocks', column: 'text', required: false },
] as const;

const EMPTY = { type: 'doc', content: [] };

/** A dollar-quoted literal whose tag the text cannot contain. */
function literal(text: string): string {
  let tag: string;
  do tag = `d${randomBytes(6).toString('hex')}`;
  while (text.includes(tag));
  return `$${tag}$${text}$${tag}$`;
}

export async function up({ exec, query }: LockedConnection): Promise<void> {
  for (const { table, column, required } of COLUMNS) {
    const [ua, ru] = [`${column}_ua`, `${column}_ru`];
    const rows = await query<{ id: number; ua: string | null; ru: string | null }>(`select id, ${ua} as ua, ${ru} as ru from ${table}`);
    const convert = (html: string | null) => htmlToDocument(html) ?? (required ? EMPTY : null);
    const documents = rows.map(({ id, ua: html_ua, ru: html_ru }) => ({ id, ua: convert(html_ua), ru: convert(html_ru) }));
    await exec(`alter table ${table} add column ${ua}_doc jsonb, add column ${ru}_doc jsonb`);
    if (documents.length) {
      await exec(`update ${table} t set ${ua}_doc = d.ua, ${ru}_doc = d.ru
        from jsonb_to_recordset(${literal(JSON.stringify(documents))}::jsonb) as d(id integer, ua jsonb, ru jsonb) where t.id = d.id`);
    }
    await exec(`alter table ${table} drop column ${ua}, drop column ${ru}`);
    await exec(`alter table ${table} rename column ${ua}_doc to ${ua}`);
    await exec(`alter table ${table} rename column ${ru}_doc to ${ru}`);
    if (required) await exec(`alter table ${table} alter column ${ua} set not null, alter column ${ru} set not null`);
  }
}
