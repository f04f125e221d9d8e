import { z } from 'zod';
import type { ColumnMeta, FieldMeta, FilterThrough, InputKind, ResourceDefinition } from './define.ts';

/**
 * One field of a resource, stated once: its write rule, how the back office shows it and what the list API
 * allows on it. Everything else (create / update schemas, form, columns, filters, whitelists, OpenAPI, the
 * admin screens) is derived from the list of these (docs/decisions/186).
 */
export interface FieldSpec {
  /** Write rule (zod). For a translated field, the rule of each language column. Absent: never written over the API. */
  rule?: z.ZodType;
  /** Form input; absent: not on the form (but see `relation`). */
  input?: InputKind;
  /** i18n key; default `field.<name>`. */
  label?: string;
  /** Two columns `<name>_ua`, `<name>_ru`, plus `<name>` in the caller's language on the wire. */
  translated?: boolean;
  /** The form's required marker; default: the rule refuses a missing value. */
  required?: boolean;
  /** For select / color inputs: value plus i18n key. */
  options?: FieldMeta['options'];
  /** A reference picked from another resource's list (the input is then `relation`). */
  relation?: FieldMeta['relation'];
  /** Never sent over the API (hashes, secrets). */
  hidden?: boolean;
  /** Sent only to staff holding the resource's read permission (contacts), never to public readers. */
  private?: boolean;
  /** A form input over other fields' columns (a map position over `latitude` and `longitude`); it has no rule of its own. */
  columns?: readonly string[];
  /**
   * A many-to-many field: the name of the `populate` entry (with `through`) whose join rows hold its ids.
   * Its rule is an array of ids; its input a relation with `many` (docs/decisions/195).
   */
  link?: string;
  /** The tab of the record's form the input sits on (`profile`, `biography`, ...); default the first. */
  group?: string;
  /** What the add form starts with; default empty (a switch off). */
  initial?: FieldMeta['initial'];
  /**
   * Not a column of the resource's table: the resource's server hooks keep it in another table, write it
   * (when it has a rule) and add it to every record read (a representative's account, docs/decisions/201).
   */
  elsewhere?: boolean;
  /** A unique column: a taken value answers 422 `<field>: validation.taken`. */
  unique?: boolean;
  /** Allowed in `filters[...]`; `each-language` also allows `<name>_ua` and `<name>_ru`. */
  filterable?: boolean | 'each-language';
  /** Offered above the back-office list (implies `filterable`). */
  filter?: boolean;
  sortable?: boolean;
  /** Matched by `search=`. */
  searchable?: boolean;
  /**
   * A column of the back-office list: `true`, how its cell renders, or that plus a sortable override.
   * `relation` names the record of the field's belongs-to `populate` entry instead of showing its id.
   */
  column?: true | NonNullable<ColumnMeta['render']> | { render?: ColumnMeta['render']; sortable?: boolean };
  /** Not a column of this table: a filter on another table's column, through a key both share (filter only). */
  through?: FilterThrough;
}

export type FieldList = Readonly<Record<string, FieldSpec>>;

type Inherited = Pick<
  ResourceDefinition,
  | 'name'
  | 'table'
  | 'section'
  | 'defaultSort'
  | 'populate'
  | 'scope'
  | 'permissions'
  | 'transitions'
  | 'protectedFromDelete'
  | 'actions'
  | 'personalData'
  | 'slugFrom'
>;

export interface ResourceSpec extends Inherited {
  /** Default `staff`. */
  read?: ResourceDefinition['read'];
  /** Has `deleted_at` (default true). */
  trash?: boolean;
  /**
   * What the API writes: `create` (full CRUD, PUT validates like POST), `update` (records that arrive from
   * public forms: edited, never created here). Absent: read-only (405), trash and restore still work.
   */
  writes?: 'create' | 'update';
  /** SPEC §2 path of the generic back-office screens; label defaults to `resources.<name>.plural`. */
  screen?: { path: string; label?: string };
  fields: FieldList;
  /** The list's columns when their order differs from the fields' (the form's) order: exactly the column fields. */
  columnOrder?: readonly string[];
}

const languages = ['ua', 'ru'] as const;
const label = (name: string, spec: FieldSpec) => spec.label ?? `field.${name}`;

/** The write schema: every field with a rule, in list order, both language columns for translated ones. */
function writeSchema(fields: FieldList): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, spec] of Object.entries(fields)) {
    if (!spec.rule) continue;
    if (spec.translated) for (const language of languages) shape[`${name}_${language}`] = spec.rule;
    else shape[name] = spec.rule;
  }
  return z.strictObject(shape);
}

function formField(name: string, spec: FieldSpec): FieldMeta | undefined {
  const input = spec.input ?? (spec.relation ? 'relation' : undefined);
  if (!input) return undefined;
  const required = spec.required ?? (spec.rule ? !spec.rule.safeParse(undefined).success : false);
  return {
    name,
    input,
    label: label(name, spec),
    ...(spec.translated && { translated: true }),
    ...(required && { required: true }),
    ...(spec.options && { options: spec.options }),
    ...(spec.relation && { relation: spec.relation }),
    ...(spec.group && { group: spec.group }),
    ...(spec.columns && { columns: spec.columns }),
    ...(spec.initial !== undefined && { initial: spec.initial }),
  };
}

/** The belongs-to relation of `populate` held in the field `name` (`doctor_id` → `doctor`). */
function populatedBy(name: string, populate: ResourceSpec['populate'], resourceName: string): string {
  const found = Object.entries(populate ?? {}).find(
    ([key, meta]) => !meta.many && !meta.through && !meta.targetKey && (meta.foreignKey ?? `${key}_id`) === name,
  );
  if (!found) throw new Error(`${resourceName}: the relation column ${name} needs a belongs-to populate entry holding it`);
  return found[0];
}

function listColumn(name: string, spec: FieldSpec, populate: ResourceSpec['populate'], resourceName: string): ColumnMeta | undefined {
  if (!spec.column) return undefined;
  const options = typeof spec.column === 'object' ? spec.column : { render: spec.column === true ? undefined : spec.column };
  const sortable = 'sortable' in options ? options.sortable : spec.sortable;
  return {
    name,
    label: label(name, spec),
    ...(sortable && { sortable: true }),
    ...(options.render && { render: options.render }),
    ...(spec.options && { options: spec.options }),
    ...(options.render === 'relation' && {
      relation: { populate: populatedBy(name, populate, resourceName), ...(spec.relation?.labelField && { labelField: spec.relation.labelField }) },
    }),
  };
}

function ordered(columns: ColumnMeta[], order: readonly string[], resourceName: string): ColumnMeta[] {
  const byName = new Map(columns.map((column) => [column.name, column]));
  if (order.length !== columns.length || !order.every((name) => byName.has(name))) {
    throw new Error(`${resourceName}: columnOrder must name exactly the column fields (${[...byName.keys()].join(', ')})`);
  }
  return order.map((name) => byName.get(name)!);
}

const names = (fields: FieldList, has: (spec: FieldSpec) => unknown) => Object.keys(fields).filter((name) => has(fields[name]));

/** A resource from its one list of fields: the definition the engine, the API and the back office read. */
export function resource({ fields, read = 'staff', trash = true, writes, screen, columnOrder, ...rest }: ResourceSpec): ResourceDefinition {
  const entries = Object.entries(fields);
  const columns = entries.flatMap(([name, spec]) => (spec.through ? [] : (listColumn(name, spec, rest.populate, rest.name) ?? [])));
  const form = entries.flatMap(([name, spec]) => (spec.through ? [] : (formField(name, spec) ?? [])));
  const through = entries.flatMap(([name, spec]) => (spec.through ? [[name, spec.through] as const] : []));
  const schema = writes && writeSchema(fields);
  const hidden = names(fields, (spec) => spec.hidden);
  const privateFields = names(fields, (spec) => spec.private);
  const unique = names(fields, (spec) => spec.unique);
  const translated = names(fields, (spec) => spec.translated);
  const links = Object.fromEntries(entries.flatMap(([name, spec]) => (spec.link ? [[name, spec.link]] : [])));
  const elsewhere = names(fields, (spec) => spec.elsewhere);
  return {
    ...rest,
    labels: { plural: `resources.${rest.name}.plural`, singular: `resources.${rest.name}.singular` },
    ...(writes === 'create' && { create: schema }),
    ...(writes === 'update' && { update: schema }),
    filterable: entries.flatMap(([name, spec]) =>
      spec.filterable === 'each-language' ? [name, ...languages.map((language) => `${name}_${language}`)] : spec.filterable || spec.filter ? [name] : [],
    ),
    ...(through.length > 0 && { filterThrough: Object.fromEntries(through) }),
    sortable: names(fields, (spec) => spec.sortable),
    searchable: names(fields, (spec) => spec.searchable),
    ...(translated.length > 0 && { translated }),
    ...(hidden.length > 0 && { hidden }),
    ...(privateFields.length > 0 && { private: privateFields }),
    ...(unique.length > 0 && { unique }),
    ...(Object.keys(links).length > 0 && { links }),
    ...(elsewhere.length > 0 && { elsewhere }),
    trash,
    read,
    admin: {
      columns: columnOrder ? ordered(columns, columnOrder, rest.name) : columns,
      form,
      filters: entries.flatMap(([name, spec]) => {
        if (!spec.filter) return [];
        const { required: _required, ...field } = formField(name, spec) ?? { name, input: 'text' as const, label: label(name, spec) };
        return [field];
      }),
      ...(screen && { screen: { path: screen.path, label: screen.label ?? `resources.${rest.name}.plural` } }),
    },
  };
}
