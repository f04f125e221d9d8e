import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A list's timestamps answered as the text JSON gives a `Date` (docs/decisions/319), without making one: the
 * driver hands PostgreSQL's text over (`2026-12-07 09:19:13.411+00`), and a list of fifty records made and then
 * printed a hundred `Date`s, a tenth of the list's Node time. The answer is the same text, character for character.
 */

/** `YYYY-MM-DD HH:MM:SS`, the part of PostgreSQL's ISO output before the fraction and the zone. */
const SECONDS_LENGTH = 19;

/** PostgreSQL's text of a timestamp as `Date#toISOString` prints it, or `null` where JSON would print a bad `Date`. */
export function isoTimestamp(text: string, withTimezone: boolean): string | null {
  // UTC's text without its zone; anything else fails the shape check below.
  const body = !withTimezone ? text : text.endsWith('+00') ? text.slice(0, -3) : '';
  const plain = body.length >= SECONDS_LENGTH && body.length <= SECONDS_LENGTH + 7 && body[10] === ' ' && body[4] === '-' && body[13] === ':';
  if (plain && (body.length === SECONDS_LENGTH || body[SECONDS_LENGTH] === '.')) {
    const millis = body.length === SECONDS_LENGTH ? '000' : body.slice(SECONDS_LENGTH + 1, SECONDS_LENGTH + 4).padEnd(3, '0');
    return `${body.slice(0, 10)}T${body.slice(11, SECONDS_LENGTH)}.${millis}Z`;
  }
  // Another zone than UTC's, another era, infinity: as the driver's column would read it.
  const date = new Date(withTimezone ? text : `${text}+0000`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * `selected` with each of its `Date` timestamps read as {@link isoTimestamp}'s text. Such a field stays its column,
 * only decoded differently: the query is written as before, and the driver's rows are mapped as cheaply.
 */
export function timestampsAsText(selected: Record<string, PgColumn>): Record<string, PgColumn> {
  const fields: Record<string, PgColumn> = {};
  for (const [name, column] of Object.entries(selected)) fields[name] = column.columnType === 'PgTimestamp' ? readAsText(column) : column;
  return fields;
}

const asText = new WeakMap<PgColumn, PgColumn>();

function readAsText(column: PgColumn): PgColumn {
  let text = asText.get(column);
  if (!text) {
    const withTimezone = (column as PgColumn & { withTimezone?: boolean }).withTimezone === true;
    const mapFromDriverValue = (value: unknown) => (typeof value === 'string' ? isoTimestamp(value, withTimezone) : value);
    text = Object.create(column, { mapFromDriverValue: { value: mapFromDriverValue } }) as PgColumn;
    asText.set(column, text);
  }
  return text;
}
