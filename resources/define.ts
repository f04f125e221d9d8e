import type { z } from 'zod';

/**
 * One back-office resource, described once as data (ARCHITECTURE §4). Resource files write it as one list
 * of fields (resources/resource.ts); this is the shape the engine reads, derived from that list. This module is browser-safe: it
 * names its table by string and holds only zod schemas and plain metadata, so the server derives routes,
 * OpenAPI and access checks from it, and the back office derives its list / edit / add / trash screens.
 */
export type Action = 'read' | 'create' | 'update' | 'delete' | 'restore';

/** Who may read: anyone (`public`), any signed-in staff with the permission, or nobody but staff. */
export type ReadAccess = 'public' | 'staff';

export type InputKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'money' // UAH in the form, integer kopecks on the wire
  | 'boolean'
  | 'select' // fixed options
  | 'color' // one of fixed colour swatches
  | 'image' // URL or upload
  | 'date'
  | 'datetime'
  | 'relation' // id(s) of another resource, picked from its list
  | 'geo' // a position over two columns (`columns`: latitude, longitude); typed or picked on a map
  | 'hours' // opening hours per weekday (`ZWorkingHours` of contracts/working-hours.ts)
  | 'changes' // read-only: an action-log line's before / after, field by field
  | 'address' // SPEC §3 address: one object of parts (country … house), a group of inputs
  | 'richText' // a long text: the editor's document (contracts/rich-text.ts, docs/decisions/284)
  | 'json'; // a JSON object typed as text (an article's micro-marking, docs/decisions/285)

export interface FieldMeta {
  /** Column / wire name, snake_case. For translated fields the base name (`name` → `name_ua` + `name_ru`). */
  name: string;
  input: InputKind;
  /** i18n key of the label. */
  label: string;
  translated?: boolean;
  required?: boolean;
  /** For select / color: value plus i18n key (or literal colour name key). */
  options?: readonly { value: string; label: string }[];
  /** For relation: the resource to pick from and whether many may be picked. */
  relation?: { resource: string; many?: boolean; labelField?: string };
  /** Hidden from forms (still listed if in `columns`). */
  readOnly?: boolean;
  /** The tab of the record's form it sits on; forms without groups have no tabs. */
  group?: string;
  /** The wire fields the input writes when they are not its own name (a map position: latitude and longitude). */
  columns?: readonly string[];
  /** What the add form starts with (a switch that is on for a new record); default: empty, switches off. */
  initial?: string | number | boolean;
}

/** The wire fields one form input reads and writes: both languages of a translated one, a position's pair. */
export function formFieldNames(field: Pick<FieldMeta, 'name' | 'translated' | 'columns'>): string[] {
  if (field.columns) return [...field.columns];
  return field.translated ? [`${field.name}_ua`, `${field.name}_ru`] : [field.name];
}

export interface ColumnMeta {
  name: string;
  label: string;
  sortable?: boolean;
  /** How the cell renders. */
  render?: 'text' | 'boolean' | 'color' | 'image' | 'date' | 'status' | 'money' | 'phone' | 'payment' | 'relation' | 'resource';
  /** Coded values: the cell shows the option's translated label, never the code. */
  options?: FieldMeta['options'];
  /** `render: 'relation'`: the list asks for this `populate` relation and the cell names the record it holds. */
  relation?: { populate: string; labelField?: string };
}

/**
 * A filter on a column of another table (a doctor's workplaces): the rows whose `key` is among that table's
 * `key` values where its `column` matches, i.e. `key in (select key from table where column <op> value)`.
 */
export interface FilterThrough {
  /** Key of the Drizzle table in db/schema (`doctor_workplaces`). */
  table: string;
  /** The column both tables share (`doctor_id`). */
  key: string;
  /** The column of `table` the filter's operator applies to (`institution_id`). */
  column: string;
}

/**
 * How a populated relation is found. Default (no key given): this table's `<relation>_id` column holds the
 * id of one record of `resource` (belongs-to).
 */
export interface PopulateMeta {
  resource: string;
  many?: boolean;
  /** Belongs-to: the column of this table holding the target id, when it is not `<relation>_id`. */
  foreignKey?: string;
  /** Has-many: the column of the target table that holds this record's id. */
  targetKey?: string;
  /** Many-to-many: a join table (db/schema key) with the column for this record and the one for the target. */
  through?: { table: string; sourceKey: string; targetKey: string };
}

export interface ResourceDefinition<TCreate extends z.ZodObject = z.ZodObject, TUpdate extends z.ZodObject = z.ZodObject> {
  /** URL name under /api/v1 and /admins, kebab-case plural; may hold a slash (`blog/articles`). */
  name: string;
  /** Key of the Drizzle table in db/schema (`doctor_features`). */
  table: string;
  /** Back-office section this resource belongs to (for navigation), e.g. `handbooks`. */
  section: string;
  /** i18n keys for titles. */
  labels: { plural: string; singular: string };
  /** Strict zod object for POST; unknown keys rejected. Absent: the resource is read-only over the API. */
  create?: TCreate;
  /** For PUT/PATCH; defaults to `create.partial()` semantics for PATCH and `create` for PUT. */
  update?: TUpdate;
  /** Wire names allowed in `filters[...]`. */
  filterable: readonly string[];
  /** Wire names allowed in `sort`. */
  sortable: readonly string[];
  /** Filterable names that are not columns of this table but of another one, reached through a shared key. */
  filterThrough?: Readonly<Record<string, FilterThrough>>;
  /** Columns matched by `search=` (trigram / ILIKE). */
  searchable: readonly string[];
  /** Relations allowed in `populate[]`, by name. */
  populate?: Readonly<Record<string, PopulateMeta>>;
  /**
   * Fixed column values that define this resource inside a shared table (`employees` are the rows of
   * `users` with `user_type = 'user'`): every query is limited to them and every create sets them.
   */
  scope?: Readonly<Record<string, string | number | boolean>>;
  /** Base names of translated columns: `name` → `name_ua`, `name_ru`, plus `name` in the caller's language. */
  translated?: readonly string[];
  /** Columns never sent over the API (hashes, secrets). */
  hidden?: readonly string[];
  /**
   * Columns sent only to callers who hold the resource's read permission (a doctor's e-mail and phone): never
   * to visitors, patients, partners or doctors, and not filterable, sortable or searchable by them either.
   */
  private?: readonly string[];
  /** Columns whose Ukrainian text, joined by spaces, makes the slug of a record created without one; default `name_ua`. */
  slugFrom?: readonly string[];
  /** Fields kept in other tables by the resource's server hooks: written by them, added to records read. */
  elsewhere?: readonly string[];
  /** Unique columns whose violation answers 422 `<field>: validation.taken`. */
  unique?: readonly string[];
  defaultSort: string;
  /** Has `deleted_at`: DELETE moves to trash, PATCH …/restore brings back. */
  trash: boolean;
  read: ReadAccess;
  /**
   * Permission names per action; default `${name}.${action}` with slashes turned into dots.
   * Only staff (user type `user`) ever hold permissions (SPEC §6).
   */
  permissions?: Partial<Record<Action, string>>;
  /**
   * A workflow field (SPEC §4 statuses): which values each value may change into. An update to a value not
   * listed answers 422 `status.transition.not_allowed` on the field; creates may start at any value. The
   * back office can offer only the allowed next values.
   */
  transitions?: { field: string; allowed: Readonly<Record<string, readonly string[]>> };
  /** Rows that may never be deleted, e.g. the administrator; checked by the service (422 with `message`). */
  protectedFromDelete?: { field: string; equals: unknown; message?: string };
  /** Commands on one record beyond edit and delete (a refund's retry), offered where their condition holds. */
  actions?: readonly RecordAction[];
  /**
   * Many-to-many fields: wire name → the `populate` entry (with `through`) whose join rows it holds, as an
   * array of ids (docs/decisions/195). Reads of one record carry them; writes replace the join rows.
   */
  links?: Readonly<Record<string, string>>;
  /** The records are patient data: every staff read of them is written to the action log (issue 12). */
  personalData?: boolean;
  admin: {
    columns: readonly ColumnMeta[];
    form: readonly FieldMeta[];
    /** Filters offered above the list. */
    filters?: readonly FieldMeta[];
    /** The generic list / add / edit / trash screens, when the resource has them yet. */
    screen?: AdminScreen;
  };
}

/**
 * A command on one record that its own route carries out (docs/decisions/178): the list and the record's page
 * show it as a button where `when` holds, to callers with the resource's `permission`, ask `confirm` first
 * and toast `done` after the route answered. With `input`, the question is a small form whose values are the
 * body of the call (a rejection's reason, docs/decisions/207); the route's 422 shows under its fields.
 */
export interface RecordAction {
  name: string;
  /** i18n keys: the button, the question before it runs, the message after. */
  label: string;
  confirm: string;
  done: string;
  /** Offered on records whose field holds one of these values. */
  when: { field: string; in: readonly string[] };
  permission: Action;
  /** POST under the API base; `{id}` is the record's id. */
  path: string;
  /** What the action asks before it runs, as form fields; absent: a yes / no question. */
  input?: readonly FieldMeta[];
  /**
   * The route answers values to show once (a generated secret) as `{data: {…}}`: a dialog titled `title`
   * shows these fields of it, each with its label and a copy button, under the `note`; `close` says it was
   * kept (all i18n keys).
   */
  reveal?: { title: string; note: string; close: string; fields: readonly { name: string; label: string }[] };
}

/** Where a resource's generic screens live under /admins, as SPEC §2 names the path. */
export interface AdminScreen {
  /** `handbooks/specialization`: list there, `…/add`, `…/{id}`, `…/trash`. */
  path: string;
  /** i18n key of the screen's title in navigation and on its pages. */
  label: string;
}

export function defineResource<TCreate extends z.ZodObject, TUpdate extends z.ZodObject>(
  definition: ResourceDefinition<TCreate, TUpdate>,
): ResourceDefinition<TCreate, TUpdate> {
  return definition;
}

export function permissionName(definition: Pick<ResourceDefinition, 'name' | 'permissions'>, action: Action): string {
  return definition.permissions?.[action] ?? `${definition.name.replaceAll('/', '.')}.${action}`;
}
