import { IMPORT_LIST_SEPARATOR, IMPORT_NO, IMPORT_YES, type ImportColumn } from '../../contracts/imports.ts';
import type { StoredImportError } from '../../db/schema/imports.ts';

export type RowError = StoredImportError;

/** Header text and names are compared folded: case, extra spaces and the apostrophe's spellings do not matter. */
export const fold = (text: string) => text.normalize('NFC').toLowerCase().replace(/[ʼ’`]/g, "'").replace(/\s+/g, ' ').trim();

/** A data row by column name: the cells of the columns the file has. */
export type Cells = Readonly<Record<string, string>>;

export interface HeaderMap {
  /** Column name → index of its cell in each row. */
  indexes: Map<string, number>;
  errors: RowError[];
}

/**
 * Finds each column of the header row by its technical name or by a label (`aliases`, in both languages).
 * An unknown or repeated header, or a required column missing, is an error of row 1.
 */
export function mapHeader(header: readonly string[], columns: readonly ImportColumn[], aliases: (name: string) => readonly string[]): HeaderMap {
  const byText = new Map<string, string>();
  for (const column of columns) for (const text of [column.name, ...aliases(column.name)]) byText.set(fold(text), column.name);
  const indexes = new Map<string, number>();
  const errors: RowError[] = [];
  header.forEach((text, index) => {
    if (fold(text) === '') return;
    const name = byText.get(fold(text));
    if (!name) errors.push({ row: 1, column: text, key: 'admin.import.error.column.unknown' });
    else if (indexes.has(name)) errors.push({ row: 1, column: text, key: 'admin.import.error.column.repeated' });
    else indexes.set(name, index);
  });
  for (const column of columns) {
    if (column.required && !indexes.has(column.name)) errors.push({ row: 1, column: column.name, key: 'admin.import.error.column.missing' });
  }
  return { indexes, errors };
}

export function cellsOf(row: readonly string[], indexes: ReadonlyMap<string, number>): Cells {
  const cells: Record<string, string> = {};
  for (const [name, index] of indexes) cells[name] = (row[index] ?? '').trim();
  return cells;
}

export const isBlankRow = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/** `1 250,50` and `1250.5` alike; blank is `undefined`, anything else that is not a number is NaN. */
export function parseNumber(text: string | undefined): number | undefined {
  const value = (text ?? '').replace(/[\s\u00a0]/g, '');
  if (value === '') return undefined;
  const normalized = value.includes(',') && !value.includes('.') ? value.replace(',', '.') : value.replaceAll(',', '');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** Yes / no in the words of either language; blank is `undefined`, anything else `null`. */
export function parseYesNo(text: string | undefined): boolean | undefined | null {
  const value = fold(text ?? '');
  if (value === '') return undefined;
  if (IMPORT_YES.includes(value)) return true;
  if (IMPORT_NO.includes(value)) return false;
  return null;
}

export const splitList = (text: string | undefined) =>
  (text ?? '')
    .split(IMPORT_LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

/** A blank cell is an absent value, so an optional field stays unset and a required one reads "required". */
export const optional = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : text.trim());

/** Records of a dictionary found by any of their names: code, slug, Ukrainian or Russian name. */
export class Dictionary {
  private readonly ids = new Map<string, number | 'ambiguous'>();

  constructor(rows: readonly { id: number; names: readonly (string | null | undefined)[] }[]) {
    for (const row of rows) {
      for (const name of new Set(row.names.filter((name): name is string => !!name).map(fold))) {
        const known = this.ids.get(name);
        this.ids.set(name, known === undefined || known === row.id ? row.id : 'ambiguous');
      }
    }
  }

  /** The id, `undefined` when nothing has that name, `null` when several records do. */
  find(text: string): number | undefined | null {
    const id = this.ids.get(fold(text));
    return id === 'ambiguous' ? null : id;
  }
}

/**
 * The ids of a list cell (`cardiology; Терапія`), each looked up; a name that matches nothing or several
 * records is an error on the column.
 */
export function lookupList(dictionary: Dictionary, text: string | undefined, row: number, column: string, errors: RowError[]): number[] {
  const ids: number[] = [];
  for (const item of splitList(text)) {
    const id = dictionary.find(item);
    if (id === undefined) errors.push({ row, column, key: 'admin.import.error.not.found', params: { value: item } });
    else if (id === null) errors.push({ row, column, key: 'admin.import.error.ambiguous', params: { value: item } });
    else if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** One looked-up cell; blank gives `undefined` (the record's rule then says whether it was required). */
export function lookupOne(dictionary: Dictionary, text: string | undefined, row: number, column: string, errors: RowError[]): number | undefined {
  const value = optional(text);
  if (value === undefined) return undefined;
  const id = dictionary.find(value);
  if (id === undefined) errors.push({ row, column, key: 'admin.import.error.not.found', params: { value } });
  else if (id === null) errors.push({ row, column, key: 'admin.import.error.ambiguous', params: { value } });
  return id ?? undefined;
}
