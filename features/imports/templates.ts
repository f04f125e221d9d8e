import writeXlsxFile from 'write-excel-file/node';
import { IMPORT_COLUMNS, type ImportColumn, type ImportFormat, type ImportKind } from '../../contracts/imports.ts';
import { csvLine } from './csv.ts';

/** Texts of the help sheet, in the language asked for. */
export interface TemplateTexts {
  label(column: ImportColumn): string;
  hint(column: ImportColumn): string;
  headings: { column: string; label: string; required: string; values: string; example: string };
  yes: string;
  helpSheet: string;
}

const UTF8_BOM = '\ufeff';

/**
 * An empty file to fill in (docs/decisions/204): the header row of technical names, which read the same in
 * both languages. The CSV uses `;` and a byte-order mark, as Excel in Ukrainian or Russian expects; the XLSX
 * has a second sheet describing each column.
 */
export async function importTemplate(kind: ImportKind, format: ImportFormat, texts: TemplateTexts): Promise<Buffer> {
  const columns = IMPORT_COLUMNS[kind];
  const names = columns.map((column) => column.name);
  if (format === 'csv') return Buffer.from(`${UTF8_BOM}${csvLine(names, ';')}\r\n`, 'utf8');
  const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
  const help = [
    [texts.headings.column, texts.headings.label, texts.headings.required, texts.headings.values, texts.headings.example].map(bold),
    ...columns.map((column) => [column.name, texts.label(column), column.required ? texts.yes : '', texts.hint(column), column.example]),
  ];
  return writeXlsxFile([
    { data: [names.map(bold)], sheet: kind, stickyRowsCount: 1, columns: names.map(() => ({ width: 22 })) },
    { data: help, sheet: texts.helpSheet, columns: [{ width: 24 }, { width: 32 }, { width: 12 }, { width: 60 }, { width: 30 }] },
  ]).toBuffer();
}
