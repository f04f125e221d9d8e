import type { LockedConnection } from '../client.ts';
import { htmlToDocument } from '../html/html-to-document.ts';
import { textColumnsToDocuments } from '../text-to-document.ts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The text above a page's footer (filtered pages, patterns, fixed pages' SEO texts) was plain paragraphs separated
 * by an empty line, and once HTML on `/med-centers`; it becomes the editor's document like every long text
 * (docs/decisions/290). HTML is read by the parser; plain text becomes paragraphs, a single line break a break.
 */
export function seoTextToDocument(text: string | null) {
  if (text === null || !text.trim()) return null;
  if (/<\/?[a-z][^>]*>/i.test(text)) return htmlToDocument(text);
  const html = text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escape(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return htmlToDocument(html);
}

export async function up(connection: LockedConnection): Promise<void> {
  await connection.exec(`alter table seo_texts alter column text_ua drop not null, alter column text_ru drop not null`);
  await textColumnsToDocuments(
    connection,
    [
      { table: 'seo_filtered_pages', column: 'text', required: false },
      { table: 'seo_patterns', column: 'text', required: false },
      { table: 'seo_texts', column: 'text', required: false },
    ],
    seoTextToDocument,
  );
}
