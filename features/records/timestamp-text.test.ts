import { is } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { doctors } from '../../db/schema/index.ts';
import { isoTimestamp, timestampsAsText } from './timestamp-text.ts';

/** What the driver's column made of the same text, printed as JSON prints it. */
const asDate = (text: string, withTimezone: boolean) => JSON.parse(JSON.stringify(new Date(withTimezone ? text : `${text}+0000`))) as string | null;

describe('a timestamp answered as text (docs/decisions/319)', () => {
  it('prints what JSON prints for the Date the driver would have made', () => {
    const texts = [
      '2026-12-07 09:19:13+00',
      '2026-12-07 09:19:13.4+00',
      '2026-12-07 09:19:13.41+00',
      '2026-12-07 09:19:13.411+00',
      '2026-12-07 09:19:13.4119+00',
      '2026-12-07 09:19:13.999999+00',
      '2026-12-07 09:19:13.411+02',
      '2026-12-07 09:19:13.411-03:30',
      '2024-02-29 23:59:59.000001+00',
    ];
    for (const text of texts) expect(isoTimestamp(text, true), text).toBe(asDate(text, true));
    for (const text of ['2026-12-07 09:19:13', '2026-12-07 09:19:13.123456', '2026-01-01 00:00:00.5'])
      expect(isoTimestamp(text, false), text).toBe(asDate(text, false));
  });

  it('answers null where JSON would print a Date that is not one', () => {
    expect(isoTimestamp('infinity', true)).toBeNull();
    expect(isoTimestamp('-infinity', true)).toBeNull();
  });

  it('keeps the field a column of its table, decoded as text', () => {
    const fields = timestampsAsText({ id: doctors.id, created_at: doctors.created_at });
    expect(fields.id).toBe(doctors.id);
    expect(is(fields.created_at, PgColumn)).toBe(true);
    expect(fields.created_at.name).toBe('created_at');
    expect(fields.created_at.table).toBe(doctors);
    expect(fields.created_at.mapFromDriverValue('2026-12-07 09:19:13.411+00')).toBe('2026-12-07T09:19:13.411Z');
    expect(timestampsAsText({ created_at: doctors.created_at }).created_at).toBe(fields.created_at);
  });
});
