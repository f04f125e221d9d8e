import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../resources/define.ts';
import { resources } from '../../resources/registry.ts';
import { QueryNotAllowedError } from './errors.ts';
import { columnsOf, tableFor } from './tables.ts';

/**
 * What a list answer carries of each record (docs/decisions/297): the fields a list shows and acts on, not the
 * whole record, which stays at `GET /{resource}/{id}` (or a list's `fields=*`). A page of fifty doctors with
 * their biographies in both languages was 145 KB of JSON; its list fields are a tenth of that.
 *
 * The list fields of a resource: its id and version (a batch sends the versions it saw), its status, slug and
 * dates, the columns of its back-office list, the fields a record is named by (in confirmations, pickers and the
 * trash), the fields its commands are offered by, and the key of every relation the list populates.
 */
const ALWAYS = ['id', 'version', 'status', 'slug', 'created_at', 'updated_at', 'deleted_at'];
/**
 * What app/components/admin/use-resource-screen.ts `recordTitle` names a record by: the first of these a resource
 * has (a doctor by `full_name`, not also by the parts it is made of), a person's surname and name where it has none
 * of them, and its code or number beside.
 */
const TITLES = ['name', 'public_name', 'full_name', 'title'];
const PERSON = ['last_name', 'first_name'];
const CODES = ['code', 'application_number'];

/** `fields` of a list query: absent for the list fields, `*` for whole records, or names to add to the list fields. */
export type ListFields = '*' | readonly string[] | undefined;

function belongsToKey(definition: ResourceDefinition, relation: string): string | null {
  const meta = definition.populate?.[relation];
  if (!meta || meta.many || meta.targetKey || meta.through) return null;
  return meta.foreignKey ?? `${relation}_id`;
}

/** The column names behind wire names: a translated field is its two language columns. */
function columnNames(definition: ResourceDefinition, names: Iterable<string>): Set<string> {
  const columns = new Set<string>();
  for (const name of names) {
    if (definition.translated?.includes(name)) columns.add(`${name}_ua`).add(`${name}_ru`);
    else columns.add(name);
  }
  return columns;
}

const listFieldsOf = new WeakMap<ResourceDefinition, Set<string>>();

/**
 * The fields other resources' relations name a record of each resource by (`relation.labelField`): their pickers
 * find records, and show the chosen one, through this list (app/components/admin/relation-input.tsx).
 */
const LABELLED_BY = new Map<string, string[]>();
for (const field of resources.flatMap((definition) => definition.admin.form)) {
  const { resource, labelField } = field.relation ?? {};
  if (resource && labelField) LABELLED_BY.set(resource, [...(LABELLED_BY.get(resource) ?? []), labelField]);
}

/** Read from the resource's table, not from what one caller may see: the list fields are worked out once a resource. */
function titleFields(definition: ResourceDefinition): string[] {
  const columns = columnsOf(tableFor(definition.table));
  const title = TITLES.find((name) => [...columnNames(definition, [name])].every((column) => Object.hasOwn(columns, column)));
  return [...(title ? [title] : PERSON), ...CODES];
}

function defaultListColumns(definition: ResourceDefinition): Set<string> {
  let names = listFieldsOf.get(definition);
  if (!names) {
    names = columnNames(definition, [
      ...ALWAYS,
      ...titleFields(definition),
      ...(LABELLED_BY.get(definition.name) ?? []),
      ...definition.admin.columns.map((column) => column.name),
      ...(definition.actions ?? []).map((action) => action.when.field),
      ...(definition.protectedFromDelete ? [definition.protectedFromDelete.field] : []),
    ]);
    listFieldsOf.set(definition, names);
  }
  return names;
}

/**
 * The columns a list query selects from those this caller may see (`visible`). A name in `fields` that is no
 * field of the record answers 400, as an unknown filter does.
 */
export function listColumns(
  definition: ResourceDefinition,
  visible: Record<string, PgColumn>,
  fields: ListFields,
  populate: readonly string[],
): Record<string, PgColumn> {
  if (fields === '*') return visible;
  const asked = columnNames(definition, fields ?? []);
  const known = (name: string) => Object.hasOwn(visible, name) || definition.elsewhere?.includes(name);
  if (![...asked].every(known)) throw new QueryNotAllowedError({ fields: ['query.fields.unknown'] });
  const wanted = new Set([...defaultListColumns(definition), ...asked]);
  for (const relation of populate) {
    const key = belongsToKey(definition, relation);
    if (key) wanted.add(key);
  }
  return Object.fromEntries(Object.entries(visible).filter(([name]) => wanted.has(name)));
}
