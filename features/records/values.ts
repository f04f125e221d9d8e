import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FilterScalar } from '../../contracts/list-query.ts';

/**
 * Query-string values are text; each is turned into the column's type here, and anything out of the
 * column's range is refused before it reaches PostgreSQL (a huge number must be a 400, not a 500).
 */
export type ColumnKind = 'integer' | 'number' | 'boolean' | 'timestamp' | 'date' | 'text' | 'uuid' | 'unsupported';

const INTEGER_RANGES: Record<string, [number, number]> = {
  PgSmallInt: [-32_768, 32_767],
  PgInteger: [-2_147_483_648, 2_147_483_647],
  PgSerial: [-2_147_483_648, 2_147_483_647],
  PgBigInt53: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  PgBigSerial53: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

export function columnKind(column: PgColumn): ColumnKind {
  const type = column.columnType;
  if (type in INTEGER_RANGES) return 'integer';
  if (type === 'PgDoublePrecision' || type === 'PgReal' || type === 'PgNumeric' || type === 'PgNumericNumber') return 'number';
  if (type === 'PgBoolean') return 'boolean';
  if (type === 'PgTimestamp' || type === 'PgTimestampString') return 'timestamp';
  if (type === 'PgDate' || type === 'PgDateString') return 'date';
  if (type === 'PgText' || type === 'PgVarchar' || type === 'PgChar' || type === 'PgEnumColumn') return 'text';
  if (type === 'PgUUID') return 'uuid';
  return 'unsupported';
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The value typed for `column`, or `undefined` when it cannot be one. */
export function coerceValue(column: PgColumn, raw: FilterScalar): unknown {
  if (raw === null) return undefined;
  const text = String(raw).trim();
  switch (columnKind(column)) {
    case 'integer': {
      if (!/^-?\d{1,20}$/.test(text)) return undefined;
      const value = Number(text);
      const [min, max] = INTEGER_RANGES[column.columnType];
      return value >= min && value <= max ? value : undefined;
    }
    case 'number': {
      if (!/^-?\d{1,15}(?:\.\d{1,15})?$/.test(text)) return undefined;
      const value = Number(text);
      return Number.isFinite(value) ? value : undefined;
    }
    case 'boolean':
      if (text === 'true' || text === '1') return true;
      if (text === 'false' || text === '0') return false;
      return undefined;
    case 'timestamp':
    case 'date': {
      if (!DATE_TIME.test(text)) return undefined;
      const date = new Date(text.length === 10 ? `${text}T00:00:00Z` : text);
      const year = date.getUTCFullYear();
      if (Number.isNaN(date.getTime()) || year < 1 || year > 9999) return undefined;
      if (column.columnType === 'PgTimestamp' || column.columnType === 'PgDate') return date;
      return column.columnType === 'PgDateString' ? date.toISOString().slice(0, 10) : date.toISOString();
    }
    case 'uuid':
      return UUID.test(text) ? text.toLowerCase() : undefined;
    case 'text': {
      const allowed = (column as PgColumn & { enumValues?: readonly string[] }).enumValues;
      if (allowed?.length && !allowed.includes(String(raw))) return undefined;
      return String(raw);
    }
    default:
      return undefined;
  }
}
