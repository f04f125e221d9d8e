import { zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, test } from 'vitest';
import { MAX_UNPACKED_BYTES, readTable, UnreadableFileError } from './read-table.ts';

describe('readTable', () => {
  test('the first sheet of an XLSX as trimmed text: numbers, booleans and dates too', async () => {
    const file = await writeXlsxFile([
      ['name_ua', 'cost', 'is_default', 'date'],
      [' Консультація ', 650.5, true, { value: new Date('2030-01-02T00:00:00Z'), format: 'yyyy-mm-dd' }],
    ]).toBuffer();
    expect((await readTable(file)).rows).toEqual([
      ['name_ua', 'cost', 'is_default', 'date'],
      ['Консультація', '650.5', 'yes', '2030-01-02'],
    ]);
  });

  test('a CSV must be UTF-8; an empty file, a broken XLSX and a ZIP that unpacks too large are refused with their message', async () => {
    const key = (promise: Promise<unknown>) =>
      promise.then(
        () => 'read',
        (error: unknown) => (error instanceof UnreadableFileError ? error.messageKey : String(error)),
      );
    expect(await key(readTable(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])))).toBe('admin.import.error.unreadable');
    expect(await key(readTable(new Uint8Array([0x41, 0xff, 0xfe, 0x0a])))).toBe('admin.import.error.encoding');
    expect(await key(readTable(new Uint8Array()))).toBe('admin.import.error.empty');
    // The same check as at MAX_UNPACKED_BYTES, at a size a test can make quickly.
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': [new Uint8Array(1024 * 1024 + 1), { level: 9 }] });
    expect(bomb.length).toBeLessThan(10 * 1024);
    expect(await key(readTable(bomb, 1024 * 1024))).toBe('admin.import.error.too.large');
    expect(MAX_UNPACKED_BYTES).toBeGreaterThan(10 * 1024 * 1024);
  });
});
