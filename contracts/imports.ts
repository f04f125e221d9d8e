import { z } from 'zod';

/**
 * Imports of the back office (SPEC §2 "medical-institutions … import", docs/decisions/204 and 205): what can be
 * imported, into what, from which columns, and how a running import looks. The browser documents the columns
 * and draws the progress from this; the server reads files and answers with it.
 */

export const IMPORT_KINDS = ['medical-institutions', 'doctors', 'doctor-services'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const ZImportKind = z.enum(IMPORT_KINDS);

/** What an import writes into: institutions into a legal entity, doctors and their services into a clinic. */
export const IMPORT_TARGETS: Readonly<Record<ImportKind, 'legal-entities' | 'medical-institutions'>> = {
  'medical-institutions': 'legal-entities',
  doctors: 'medical-institutions',
  'doctor-services': 'medical-institutions',
};

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** SPEC §5 "uploads have a maximum size": 10 MB holds 20,000 doctors with long descriptions. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** Data rows in one file (the header row not counted). */
export const MAX_IMPORT_ROWS = 20_000;
/** Errors kept and shown per import; the count says how many there were in all. */
export const MAX_IMPORT_ERRORS_SHOWN = 500;
/** Several values in one cell (specializations, languages, features) are separated by these. */
export const IMPORT_LIST_SEPARATOR = /[;|]/;

/**
 * One column of an import file. The header is the technical `name` or its label in Ukrainian or Russian
 * (`admin.import.column.<name>`), in any case. `values`: the codes a cell may hold; `list`: several values
 * separated by `;`; `lookup`: a code or a name of a dictionary record.
 */
export interface ImportColumn {
  name: string;
  required?: boolean;
  values?: readonly string[];
  list?: boolean;
  lookup?: 'specializations' | 'languages' | 'doctor-features' | 'medical-institution-features' | 'medical-institution-types' | 'cities' | 'doctors';
  /** Shown in the column table of the import page; kept language-neutral where it can be. */
  example: string;
}

const text = (name: string, example: string, required = false): ImportColumn => ({ name, example, required });

export const IMPORT_COLUMNS: Readonly<Record<ImportKind, readonly ImportColumn[]>> = {
  'medical-institutions': [
    text('name_ua', 'Клініка «Здоровʼя»', true),
    text('name_ru', 'Клиника «Здоровье»', true),
    { name: 'type', required: true, lookup: 'medical-institution-types', example: 'clinic' },
    { name: 'city', required: true, lookup: 'cities', example: 'kyiv' },
    text('address_ua', 'вул. Хрещатик, 1', true),
    text('address_ru', 'ул. Крещатик, 1', true),
    text('latitude', '50.4501'),
    text('longitude', '30.5234'),
    text('phone', '+380 44 123 45 67'),
    text('email', 'info@example.com'),
    text('website', 'https://example.com'),
    { name: 'features', list: true, lookup: 'medical-institution-features', example: 'parking; card_payment' },
    { name: 'is_work_without_slots', values: ['yes', 'no'], example: 'no' },
    text('short_description_ua', ''),
    text('short_description_ru', ''),
    text('description_ua', ''),
    text('description_ru', ''),
  ],
  doctors: [
    text('last_name_ua', 'Шевченко', true),
    text('first_name_ua', 'Олена', true),
    text('middle_name_ua', 'Петрівна'),
    text('last_name_ru', 'Шевченко', true),
    text('first_name_ru', 'Елена', true),
    text('middle_name_ru', 'Петровна'),
    { name: 'gender', required: true, values: ['male', 'female'], example: 'female' },
    { name: 'specializations', required: true, list: true, lookup: 'specializations', example: 'cardiology; therapy' },
    { name: 'category', values: ['higher', 'first', 'second', 'none'], example: 'first' },
    text('experience', '12'),
    text('started_work_year', '2012'),
    { name: 'mode', values: ['clinic', 'online', 'clinic_and_online'], example: 'clinic' },
    { name: 'languages', list: true, lookup: 'languages', example: 'en' },
    { name: 'features', list: true, lookup: 'doctor-features', example: 'online_consultation' },
    text('email', 'olena@example.com'),
    text('phone', '+380 67 123 45 67'),
    text('short_description_ua', ''),
    text('short_description_ru', ''),
    text('description_ua', ''),
    text('description_ru', ''),
  ],
  'doctor-services': [
    { name: 'doctor', required: true, lookup: 'doctors', example: 'Шевченко Олена Петрівна' },
    { name: 'specialization', required: true, lookup: 'specializations', example: 'cardiology' },
    text('name_ua', 'Консультація кардіолога', true),
    text('name_ru', 'Консультация кардиолога', true),
    text('cost', '650.00', true),
    text('duration', '30', true),
    { name: 'format', values: ['offline', 'online'], example: 'offline' },
    { name: 'is_default', values: ['yes', 'no'], example: 'yes' },
  ],
};

/** Where an import is: reading the file, checking every row, writing all of it in one transaction, or done. */
export const IMPORT_STATUSES = ['reading', 'checking', 'writing', 'succeeded', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const FINISHED_IMPORT_STATUSES: readonly ImportStatus[] = ['succeeded', 'failed', 'cancelled'];

/** One refused cell or row: the file's row number (the header is row 1) and the column, when there is one. */
export const ZImportRowError = z.object({
  row: z.number().int().describe('row of the file, the header being row 1; 0 for the file as a whole'),
  column: z.string().nullable(),
  message: z.string(),
});
export type TImportRowError = z.infer<typeof ZImportRowError>;

export const ZImportJob = z.object({
  id: z.number().int(),
  kind: ZImportKind,
  target_id: z.number().int(),
  target_name: z.string().nullable(),
  file_name: z.string().nullable(),
  status: z.enum(IMPORT_STATUSES),
  /** Data rows in the file (0 until it is read). */
  total: z.number().int(),
  /** Rows checked so far. */
  done: z.number().int(),
  percent: z.number().int().min(0).max(100),
  /** Records written per kind (`doctors`, `workplaces`, `specializations`, …) once it succeeded. */
  created: z.record(z.string(), z.number().int()),
  /** Why the whole import was refused (SPEC §8: no doctors, doctors already have services, …), translated. */
  message: z.string().nullable(),
  errors: z.array(ZImportRowError),
  error_count: z.number().int(),
  cancel_requested: z.boolean(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TImportJob = z.infer<typeof ZImportJob>;

/**
 * The share of the work done, for the progress bar: reading is the first 5 %, checking rows up to 90 %,
 * the one writing transaction the rest.
 */
export function importPercent(status: ImportStatus, done: number, total: number): number {
  if (status === 'succeeded') return 100;
  if (status === 'reading') return 2;
  if (status === 'writing') return 92;
  if (total <= 0) return 5;
  return Math.min(90, 5 + Math.floor((85 * Math.min(done, total)) / total));
}

export const isFinishedImport = (status: ImportStatus) => FINISHED_IMPORT_STATUSES.includes(status);

/** `yes`/`no` cells: the codes plus the words people type in either language. */
export const IMPORT_YES = ['yes', 'true', '1', 'так', 'да', '+', 'y'];
export const IMPORT_NO = ['no', 'false', '0', 'ні', 'нет', '-', 'n', ''];
