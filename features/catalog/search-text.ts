/**
 * The JavaScript twin of `catalog_fold` (db/migrations/0003_catalog.sql): Ukrainian and Russian spellings
 * of one word fold to one string, so "кардіолог" and "кардиолог" compare equal and "кардеолог" is one
 * letter away; the apostrophe, ъ and ь are dropped, so «Мар'яна» meets «Марьяна». Keep the two in step;
 * search.test.ts compares them on the database.
 */
export function foldSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[іїы]/g, 'и')
    .replace(/[єэё]/g, 'е')
    .replace(/ґ/g, 'г')
    .replace(/['ʼ’`ъь]/g, '');
}

/** Longer queries are cut: nobody types a paragraph into a search box, and trigram work grows with length. */
export const SEARCH_QUERY_MAX = 100;

/**
 * A visitor's query made safe and comparable: folded, everything but letters, digits and inner hyphens
 * turned into single spaces, cut to 100 characters. Empty when nothing searchable is left.
 */
export function normalizeSearchQuery(input: string): string {
  return foldSearchText(input.normalize('NFC').slice(0, SEARCH_QUERY_MAX * 2))
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .replace(/(^|\s)-+|-+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_QUERY_MAX)
    .trim();
}
