import type { TListMeta } from '../../contracts/envelope.ts';
import type { ListQuery } from '../../contracts/list-query.ts';
import type { ColumnMeta, FieldMeta, ResourceDefinition } from '../../resources/define.ts';
import type { ResourceRecord } from './types.ts';
import { CLINIC_TIME_ZONE } from '../../contracts/zoned-time.ts';

/** Rows fetched per query while a CSV streams: the whole list goes out, page after page, in bounded memory. */
export const EXPORT_PAGE_SIZE = 1000;

type Translate = (key: string) => string;
type ListPage = (query: ListQuery) => Promise<{ data: ResourceRecord[]; meta: TListMeta }>;

interface ExportColumn {
  name: string;
  label: string;
  format(value: unknown): string;
}

const KYIV_TIME = new Intl.DateTimeFormat('sv-SE', { timeZone: CLINIC_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' });
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as text a spreadsheet reads the same way in both languages. */
function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return KYIV_TIME.format(value);
  if (typeof value === 'string' && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value))) return KYIV_TIME.format(new Date(value));
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function formatter(meta: Pick<FieldMeta, 'input' | 'options'> & { render?: ColumnMeta['render'] }, t: Translate): (value: unknown) => string {
  if (meta.options?.length) {
    const labels = new Map(meta.options.map((option) => [option.value, t(option.label)]));
    return (value) => (value === null || value === undefined ? '' : (labels.get(String(value)) ?? String(value)));
  }
  if (meta.input === 'money' || meta.render === 'money') return (value) => (typeof value === 'number' ? (value / 100).toFixed(2) : plain(value));
  if (meta.input === 'boolean' || meta.render === 'boolean')
    return (value) => (value === null || value === undefined ? '' : t(value ? 'admin.list.yes' : 'admin.list.no'));
  return plain;
}

/**
 * The columns of a resource's export: its id, every form field (both languages of a translated one), then
 * the list columns the form does not hold; many-to-many fields are left out (they are not list data).
 */
export function exportColumns(definition: ResourceDefinition, t: Translate): ExportColumn[] {
  const columns: ExportColumn[] = [{ name: 'id', label: 'ID', format: plain }];
  const seen = new Set(['id']);
  const hidden = new Set(definition.hidden ?? []);
  for (const field of definition.admin.form) {
    if (seen.has(field.name) || hidden.has(field.name) || field.relation?.many) continue;
    seen.add(field.name);
    const format = formatter(field, t);
    if (field.translated) {
      for (const language of ['ua', 'ru'] as const)
        columns.push({ name: `${field.name}_${language}`, label: `${t(field.label)} (${language.toUpperCase()})`, format });
    } else {
      columns.push({ name: field.name, label: t(field.label), format });
    }
  }
  for (const column of definition.admin.columns) {
    if (seen.has(column.name) || hidden.has(column.name)) continue;
    seen.add(column.name);
    columns.push({ name: column.name, label: t(column.label), format: formatter({ input: 'text', options: column.options, render: column.render }, t) });
  }
  return columns;
}

/** One CSV cell (RFC 4180): quoted when it must be; a leading =, +, -, @ cannot start a formula in a spreadsheet. */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const line = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The filtered, sorted list as CSV, page after page (the caller streams it): a byte-order mark so spreadsheets
 * read the Cyrillic right, the header in the caller's language, then one line per record.
 */
export async function* csvExport(definition: ResourceDefinition, query: ListQuery, listPage: ListPage, t: Translate): AsyncGenerator<string> {
  const columns = exportColumns(definition, t);
  yield `\uFEFF${line(columns.map((column) => column.label))}`;
  // Page after page by the cursor (docs/decisions/315): each page starts where the last ended, so a long export
  // does not count past every row before it again, and a record added meanwhile neither repeats nor skips a row.
  let cursor: string | undefined;
  for (;;) {
    const { data, meta } = await listPage({ ...query, page: 1, cursor, limit: EXPORT_PAGE_SIZE, skipPagination: false, populate: [] });
    if (data.length) yield data.map((record) => line(columns.map((column) => column.format(record[column.name])))).join('');
    if (!meta.next_cursor) return;
    cursor = meta.next_cursor;
  }
}
