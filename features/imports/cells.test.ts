import { describe, expect, test } from 'vitest';
import { IMPORT_COLUMNS } from '../../contracts/imports.ts';
import { DOCTOR_CATEGORIES, DOCTOR_GENDERS, DOCTOR_MODES } from '../../db/schema/doctors.ts';
import { SERVICE_FORMATS } from '../../resources/doctor-services.ts';
import { Dictionary, lookupList, mapHeader, parseNumber, parseYesNo, type RowError } from './cells.ts';
import { kopecksOf } from './kinds/services.ts';
import { formatOf } from './read-table.ts';

describe('cells', () => {
  test('numbers as people write them; anything else is NaN, blank is undefined', () => {
    expect([parseNumber('650'), parseNumber('650,50'), parseNumber('1 250.5'), parseNumber('1\u00a0250,5'), parseNumber('')]).toEqual([
      650,
      650.5,
      1250.5,
      1250.5,
      undefined,
    ]);
    expect(parseNumber('багато')).toBeNaN();
    expect(parseNumber('1.2.3')).toBeNaN();
  });

  test('UAH become kopecks; a third decimal is left for the rule to refuse', () => {
    expect([kopecksOf('650,50'), kopecksOf('0.1'), kopecksOf('19.99'), kopecksOf('')]).toEqual([65050, 10, 1999, undefined]);
    expect(kopecksOf('1.005')).toBe(1.005);
  });

  test('yes and no in both languages', () => {
    expect(['так', 'Да', 'yes', '1', 'ні', 'нет', 'no', '0', '', 'maybe'].map(parseYesNo)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      undefined,
      null,
    ]);
  });

  test('a dictionary finds by code or name in either language, any case; a name of two records is ambiguous', () => {
    const dictionary = new Dictionary([
      { id: 1, names: ['cardiology', 'Кардіологія', 'Кардиология'] },
      { id: 2, names: ['therapy', 'Терапія', 'Терапия'] },
      { id: 3, names: ['pediatrics', 'Терапія'] },
    ]);
    const errors: RowError[] = [];
    expect(lookupList(dictionary, 'КАРДИОЛОГИЯ; therapy; cardiology', 4, 'specializations', errors)).toEqual([1, 2]);
    expect(lookupList(dictionary, 'Терапія; хірургія', 5, 'specializations', errors)).toEqual([]);
    expect(errors).toEqual([
      { row: 5, column: 'specializations', key: 'admin.import.error.ambiguous', params: { value: 'Терапія' } },
      { row: 5, column: 'specializations', key: 'admin.import.error.not.found', params: { value: 'хірургія' } },
    ]);
  });

  test('the header: technical names or labels, unknown, repeated and missing columns are errors of row 1', () => {
    const labels: Record<string, string[]> = { doctor: ['Лікар', 'Врач'] };
    const header = mapHeader(['ВРАЧ', ' name_ua ', 'name_ua', 'colour', ''], IMPORT_COLUMNS['doctor-services'], (name) => labels[name] ?? []);
    expect(header.indexes).toEqual(
      new Map([
        ['doctor', 0],
        ['name_ua', 1],
      ]),
    );
    expect(header.errors.map((error) => [error.column, error.key])).toEqual([
      ['name_ua', 'admin.import.error.column.repeated'],
      ['colour', 'admin.import.error.column.unknown'],
      ['specialization', 'admin.import.error.column.missing'],
      ['name_ru', 'admin.import.error.column.missing'],
      ['cost', 'admin.import.error.column.missing'],
      ['duration', 'admin.import.error.column.missing'],
    ]);
  });

  test('the documented values of the columns are the values the database takes', () => {
    const values = (kind: keyof typeof IMPORT_COLUMNS, name: string) => IMPORT_COLUMNS[kind].find((column) => column.name === name)?.values;
    expect(values('doctors', 'gender')).toEqual(DOCTOR_GENDERS);
    expect(values('doctors', 'category')).toEqual(DOCTOR_CATEGORIES);
    expect(values('doctors', 'mode')).toEqual(DOCTOR_MODES);
    expect(values('doctor-services', 'format')).toEqual(SERVICE_FORMATS);
  });

  test('an XLSX is told from a CSV by its ZIP signature', () => {
    expect(formatOf(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]))).toBe('xlsx');
    expect(formatOf(new TextEncoder().encode('name_ua,name_ru'))).toBe('csv');
  });
});
