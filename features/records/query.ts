import { and, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FilterNode, FilterScalar, SortItem } from '../../contracts/list-query.ts';
import type { ResourceDefinition } from '../../resources/define.ts';
import type { FieldErrors } from '../errors.ts';
import { QueryNotAllowedError } from './errors.ts';
import { foldedSearchCondition } from './folded-search.ts';
import type { OrderKey } from './list-cursor.ts';
import { OPERATORS, searchCondition } from './operators.ts';
import { columnsOf, tableFor } from './tables.ts';
import { coerceValue, columnKind } from './values.ts';
import type { Locale } from './types.ts';

/** Turns whitelisted wire names into columns of one resource's table, in the caller's language. */
export class ResourceColumns {
  readonly all: Record<string, PgColumn>;
  constructor(
    readonly definition: ResourceDefinition,
    readonly table: PgTable,
    readonly locale: Locale,
    /** The caller may see the definition's private fields (features/records/serialize.ts `seesPrivate`). */
    readonly privateFields = false,
  ) {
    this.all = columnsOf(table);
  }

  /** `name` (translated) → `name_ua` or `name_ru`; hidden columns never resolve, private ones only for staff. */
  resolve(field: string): PgColumn | undefined {
    if (this.definition.hidden?.includes(field)) return undefined;
    if (!this.privateFields && this.definition.private?.includes(field)) return undefined;
    const name = this.definition.translated?.includes(field) ? `${field}_${this.locale}` : field;
    return Object.hasOwn(this.all, name) ? this.all[name] : undefined;
  }

  /**
   * The column a filter of `field` compares, and how its condition becomes one on this table: the field's own
   * column, or another table's column reached through a shared key (`filterThrough`, a doctor's workplaces).
   */
  resolveFilter(field: string): { column: PgColumn; wrap: (condition: SQL) => SQL } | undefined {
    if (!this.definition.filterable.includes(field)) return undefined;
    const through = this.definition.filterThrough?.[field];
    if (!through) {
      const column = this.resolve(field);
      return column && { column, wrap: (condition) => condition };
    }
    const other = tableFor(through.table);
    const columns = columnsOf(other);
    const local = this.all[through.key];
    if (!local || !columns[through.key] || !columns[through.column]) return undefined;
    return { column: columns[through.column], wrap: (condition) => sql`${local} in (select ${columns[through.key]} from ${other} where ${condition})` };
  }

  /** Every column of a field: both languages for a translated one. */
  resolveAll(field: string): PgColumn[] {
    if (this.definition.translated?.includes(field)) {
      return [`${field}_ua`, `${field}_ru`].filter((name) => Object.hasOwn(this.all, name)).map((name) => this.all[name]);
    }
    const column = this.resolve(field);
    return column ? [column] : [];
  }

  /** Conditions every query of the resource carries: its scope and its trash state. */
  baseConditions(trashed: 'without' | 'with' | 'only'): SQL[] {
    const conditions: SQL[] = [];
    for (const [field, value] of Object.entries(this.definition.scope ?? {})) conditions.push(eq(this.all[field], value));
    if (this.definition.trash) {
      if (trashed === 'without') conditions.push(isNull(this.all.deleted_at));
      if (trashed === 'only') conditions.push(isNotNull(this.all.deleted_at));
    }
    return conditions;
  }
}

const MAX_LIST_VALUES = 1000;

function splitList(value: FilterScalar | FilterScalar[]): FilterScalar[] {
  if (Array.isArray(value)) return value;
  return typeof value === 'string'
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : [value];
}

/** The WHERE condition of a filter tree; collects every problem instead of stopping at the first. */
export function filterCondition(columns: ResourceColumns, node: FilterNode, errors: FieldErrors, path = 'filters'): SQL | undefined {
  if (node.kind !== 'condition') {
    const parts = node.children.map((child, index) => filterCondition(columns, child, errors, `${path}.$${node.kind}.${index}`));
    const defined = parts.filter((part): part is SQL => part !== undefined);
    return node.kind === 'and' ? and(...defined) : or(...defined);
  }
  const fieldPath = `${path}.${node.field}`;
  const target = columns.resolveFilter(node.field);
  if (!target) {
    (errors[fieldPath] ??= []).push('query.filter.not_allowed');
    return undefined;
  }
  const { column, wrap } = target;
  const rule = OPERATORS[node.operator];
  const kind = columnKind(column);
  if (kind === 'unsupported' || (rule.kinds && !rule.kinds.includes(kind))) {
    (errors[`${fieldPath}.${node.operator}`] ??= []).push('query.operator.not_applicable');
    return undefined;
  }
  const invalid = () => {
    (errors[`${fieldPath}.${node.operator}`] ??= []).push('query.value.invalid');
    return undefined;
  };
  if (rule.arity === 'flag') {
    const flag = String(node.value);
    if (!['true', 'false', '1', '0'].includes(flag)) return invalid();
    return wrap(rule.toSql(column, flag === 'true' || flag === '1'));
  }
  if (rule.arity === 'one') {
    if (Array.isArray(node.value)) return invalid();
    const value = coerceValue(column, node.value);
    return value === undefined ? invalid() : wrap(rule.toSql(column, value));
  }
  const raw = splitList(node.value);
  if (raw.length === 0 || raw.length > MAX_LIST_VALUES || (rule.arity === 'pair' && raw.length !== 2)) return invalid();
  const values = raw.map((item) => coerceValue(column, item));
  if (values.some((value) => value === undefined)) return invalid();
  return wrap(rule.toSql(column, values));
}

export function searchFor(columns: ResourceColumns, text: string): SQL | undefined {
  const folded = foldedSearchCondition(columns.definition.table, text);
  if (folded) return folded;
  const targets = columns.definition.searchable.flatMap((field) => columns.resolveAll(field)).filter((column) => columnKind(column) === 'text');
  if (!targets.length) throw new QueryNotAllowedError({ search: ['query.search.not_allowed'] });
  return searchCondition(targets, text);
}

/** The order of a list from whitelisted fields, with `id` last so pages never overlap (and a cursor names one row). */
export function orderKeys(columns: ResourceColumns, requested: SortItem[], fallback: SortItem[]): OrderKey[] {
  const errors: FieldErrors = {};
  const items = requested.length ? requested : fallback;
  const keys: OrderKey[] = [];
  for (const item of items) {
    const column = columns.definition.sortable.includes(item.field) || !requested.length ? columns.resolve(item.field) : undefined;
    if (!column) {
      (errors[`sort.${item.field}`] ??= []).push('query.sort.not_allowed');
      continue;
    }
    keys.push({ column, name: column.name, direction: item.direction });
  }
  if (Object.keys(errors).length) throw new QueryNotAllowedError(errors);
  if (columns.all.id && !items.some((item) => item.field === 'id')) keys.push({ column: columns.all.id, name: 'id', direction: 'asc' });
  return keys;
}
