import { unzipSync } from 'fflate';
import { readSheet, type SheetData } from 'read-excel-file/node';
import { parseCsv } from './csv.ts';

/** An XLSX is a ZIP: this much unpacked at most, so a small "zip bomb" cannot fill the memory. */
export const MAX_UNPACKED_BYTES = 120 * 1024 * 1024;

export type TableFormat = 'csv' | 'xlsx';

/** Why a file could not be read as a table: an i18n key of the import screen. */
export class UnreadableFileError extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
    this.name = 'UnreadableFileError';
  }
}

/** ZIP files (XLSX) start with `PK\x03\x04`; everything else is read as CSV text. */
export const formatOf = (bytes: Uint8Array): TableFormat => (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04 ? 'xlsx' : 'csv');

/** The cells of the first sheet (or of the CSV) as trimmed text, rows in file order, the header first. */
export async function readTable(bytes: Uint8Array, maxUnpackedBytes = MAX_UNPACKED_BYTES): Promise<{ format: TableFormat; rows: string[][] }> {
  if (bytes.length === 0) throw new UnreadableFileError('admin.import.error.empty');
  const format = formatOf(bytes);
  if (format === 'csv') return { format, rows: parseCsv(decodeText(bytes)).map((row) => row.map((cell) => cell.trim())) };
  checkUnpackedSize(bytes, maxUnpackedBytes);
  let sheet: SheetData;
  try {
    sheet = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw new UnreadableFileError('admin.import.error.unreadable');
  }
  return { format, rows: sheet.map((row) => row.map(cellText)) };
}

/** UTF-8, the encoding every current spreadsheet offers for CSV; a file in another encoding is refused, not garbled. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UnreadableFileError('admin.import.error.encoding');
  }
}

function checkUnpackedSize(bytes: Uint8Array, maxUnpackedBytes: number): void {
  let unpacked = 0;
  try {
    // The filter sees each entry's declared size and unpacks nothing.
    unzipSync(bytes, {
      filter: (file) => {
        unpacked += file.originalSize;
        return false;
      },
    });
  } catch {
    throw new UnreadableFileError('admin.import.error.unreadable');
  }
  if (unpacked > maxUnpackedBytes) throw new UnreadableFileError('admin.import.error.too.large');
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value).trim();
}
