import { describe, expect, it } from 'vitest';
import { resources } from '../../resources/registry.ts';
import { columnsOf, tableFor } from './tables.ts';
import { VERSION_FIELD, splitVersion, withVersion } from './versions.ts';

describe('record versions', () => {
  const writable = resources.filter((definition) => definition.create || definition.update);

  it('every table behind a resource the API writes has a not-null version column', () => {
    expect(writable.length).toBeGreaterThan(0);
    for (const definition of writable) {
      const column = columnsOf(tableFor(definition.table))[VERSION_FIELD];
      expect(column, definition.name).toBeDefined();
      expect(column.notNull, definition.name).toBe(true);
    }
  });

  it('every update rule accepts an optional version and still refuses unknown keys', () => {
    for (const definition of writable) {
      const rule = withVersion((definition.update ?? definition.create)!).partial();
      expect(rule.safeParse({ version: 3 }).success, definition.name).toBe(true);
      expect(rule.safeParse({}).success, definition.name).toBe(true);
      expect(rule.safeParse({ version: 0 }).success, definition.name).toBe(false);
      expect(rule.safeParse({ version: '3' }).success, definition.name).toBe(false);
      expect(rule.safeParse({ version: 3, unknown_key: 1 }).success, definition.name).toBe(false);
    }
  });

  it('splits the version a save names from its values', () => {
    expect(splitVersion({ version: 4, code: 'a' })).toEqual({ version: 4, values: { code: 'a' } });
    expect(splitVersion({ code: 'a' })).toEqual({ version: undefined, values: { code: 'a' } });
  });
});
