import { randomBytes } from 'node:crypto';
import type { RichDocument } from '../contracts/rich-text.ts';
import type { LockedConnection } from './client.ts';

/** A translated text column (`{column}_ua`, `{column}_ru`) of a table that becomes the editor's document. */
export interface TextColumn {
  table: string;
  column: string;
  /** Never null: an empty text becomes the empty document. */
  required: boolean;
}

const EMPTY: RichDocument = { type: 'doc', content: [] };

/** A dollar-quoted literal whose tag the text cannot contain. */
function literal(text: string): string {
  let tag: string;
  do tag = `d${randomBytes(6).toString('hex')}`;
  while (text.includes(tag));
  return `$${tag}$${text}$${tag}$`;
}

/**
 * A migration step (docs/decisions/284, 290): each stored text of the columns is converted once by `convert`, and the
 * columns hold the document (jsonb) from then on, under the same names. (0029 holds its own copy of this: an
 * applied migration is frozen by its checksum.)
 */
export async function textColumnsToDocuments(
  { exec, query }: LockedConnection,
  columns: readonly TextColumn[],
  convert: (text: string | null) => RichDocument | null,
): Promise<void> {
  for (const { table, column, required } of columns) {
    const [ua, ru] = [`${column}_ua`, `${column}_ru`];
    const rows = await query<{ id: number; ua: string | null; ru: string | null }>(`select id, ${ua} as ua, ${ru} as ru from ${table}`);
    const document = (text: string | null) => convert(text) ?? (required ? EMPTY : null);
    const documents = rows.map(({ id, ua: text_ua, ru: text_ru }) => ({ id, ua: document(text_ua), ru: document(text_ru) }));
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
