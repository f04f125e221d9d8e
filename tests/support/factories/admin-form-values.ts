/**
 * What the back office's generic forms are filled with in tests (tests/support/factories/admin-forms.ts holds the
 * input per resource) and what the API holds once it is saved.
 */
import type { z } from 'zod';
import { edrpouCheckDigit } from '../../../contracts/edrpou.ts';
import { documentOfText } from '../../../contracts/rich-text.ts';
import type { Db } from '../../../db/client.ts';
import { formFieldNames, type FieldMeta, type ResourceDefinition } from '../../../resources/define.ts';

/** A record of another resource, found by typing `search` into the picker and chosen by its id. */
export interface PickedRecord {
  search: string;
  id: number;
}

/** Opening hours as the `hours` input sets them: the open weekdays (`mon` … `sun`), each from and to ("08:00"). */
export type OpeningHours = Readonly<Partial<Record<string, { from: string; to: string }>>>;

/**
 * One control's input, read by the field's input kind: text, textarea, number, money (UAH), a position's
 * latitude or longitude, and a date are typed; a select or colour takes its option value; a switch its state;
 * a relation its record(s); an address its parts; opening hours the open days.
 */
export type FormValue = string | number | boolean | PickedRecord | readonly PickedRecord[] | Readonly<Record<string, string>> | OpeningHours;
export type FormValues = Readonly<Record<string, FormValue>>;

export interface AdminFormInput {
  /** Typed into the list's search box; the record's row shows it too, before and after the edit. */
  find: string;
  /** The add form. */
  create: FormValues;
  /** What the edit changes on the saved record. */
  edit: FormValues;
}

/** `mark`: a number unique to the run (six digits), put into names, codes and addresses so they stay unique. */
export type AdminFormBuilder = (db: Db, mark: number) => Promise<AdminFormInput>;

const isPicked = (value: unknown): value is PickedRecord => typeof value === 'object' && value !== null && 'id' in value && 'search' in value;

/** The form field a wire name belongs to (`name_ru` is the translated `name`, `latitude` a position's), if the form has it. */
export function formFieldOf(definition: ResourceDefinition, name: string): FieldMeta | undefined {
  return definition.admin.form.find((field) => !field.readOnly && formFieldNames(field).includes(name));
}

/**
 * The value the API holds once a form input is saved: money in kopecks, a picked record by its id, and
 * anything typed as the resource's own rule parses it (a phone to its digits, an e-mail lower-cased).
 */
export function wireValue(definition: ResourceDefinition, name: string, value: FormValue, schema: z.ZodObject | undefined): unknown {
  const input = formFieldOf(definition, name)?.input;
  if (input === 'money') return Math.round(Number(value) * 100);
  if (input === 'number' || input === 'geo') return Number(value);
  if (input === 'address' || input === 'hours') return value;
  // Typed into the editor: a paragraph per blank-line-separated part.
  if (input === 'richText') return documentOfText(String(value));
  if (isPicked(value)) return value.id;
  if (Array.isArray(value)) return (value as readonly PickedRecord[]).map((record) => record.id).sort((a, b) => a - b);
  const rule = schema?.shape[name] as z.ZodType | undefined;
  const parsed = rule?.safeParse(value);
  return parsed?.success ? parsed.data : value;
}

/** A valid eight-digit ЄДРПОУ code (with its check digit) made from a six-digit mark. */
export const edrpouFor = (mark: number) => {
  const first = `3${String(mark).padStart(6, '0')}`;
  return `${first}${edrpouCheckDigit(first)}`;
};

/** A Ukrainian mobile number unique to the mark, as a person types it. */
export const phoneFor = (operator: string, mark: number) => `+380 ${operator} ${String(mark).padStart(6, '0')}1`;

/** A mark spelled in letters, for names that take letters only (SPEC §5 person names). */
export const lettersFor = (mark: number) => [...String(mark)].map((digit) => 'абвгдежзик'[Number(digit)]).join('');
