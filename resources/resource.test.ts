import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { resource, type ResourceSpec } from './resource.ts';

const base = { name: 'things', table: 'things', section: 'handbooks', defaultSort: 'id:asc' } satisfies Partial<ResourceSpec>;

describe('a resource from its one list of fields', () => {
  const things = resource({
    ...base,
    writes: 'create',
    screen: { path: 'handbooks/things' },
    fields: {
      id: { filterable: true, sortable: true, column: true },
      name: { rule: z.string().min(1), input: 'text', translated: true, filterable: 'each-language', filter: true, searchable: true, column: true },
      kind: { rule: z.enum(['a', 'b']).optional(), input: 'select', options: [{ value: 'a', label: 'k.a' }], required: true, filter: true },
      owner_id: { rule: z.number().int(), relation: { resource: 'owners' }, label: 'field.owner', sortable: true, column: { sortable: false } },
      secret: { hidden: true },
      code: { unique: true, sortable: true, column: 'status' },
    },
  });

  test('the write schema holds each ruled field once, both languages of a translated one, strictly', () => {
    expect(Object.keys(things.create!.shape)).toEqual(['name_ua', 'name_ru', 'kind', 'owner_id']);
    expect(things.create!.safeParse({ name_ua: 'x', name_ru: 'y', owner_id: 1 }).success).toBe(true);
    expect(things.create!.safeParse({ name_ua: 'x', name_ru: 'y', owner_id: 1, other: 1 }).success).toBe(false);
    expect(things.update).toBeUndefined();
  });

  test('the form: inputs in list order, required from the rule unless stated, relations picked from their resource', () => {
    expect(things.admin.form).toEqual([
      { name: 'name', input: 'text', label: 'field.name', translated: true, required: true },
      { name: 'kind', input: 'select', label: 'field.kind', required: true, options: [{ value: 'a', label: 'k.a' }] },
      { name: 'owner_id', input: 'relation', label: 'field.owner', required: true, relation: { resource: 'owners' } },
    ]);
  });

  test('filters are never required; whitelists, hidden, unique and translated follow the flags', () => {
    expect(things.admin.filters).toEqual([
      { name: 'name', input: 'text', label: 'field.name', translated: true },
      { name: 'kind', input: 'select', label: 'field.kind', options: [{ value: 'a', label: 'k.a' }] },
    ]);
    expect(things.filterable).toEqual(['id', 'name', 'name_ua', 'name_ru', 'kind']);
    expect(things.sortable).toEqual(['id', 'owner_id', 'code']);
    expect(things.searchable).toEqual(['name']);
    expect([things.hidden, things.unique, things.translated]).toEqual([['secret'], ['code'], ['name']]);
  });

  test('columns: sortable when the field is unless overridden, with their render; the screen and labels by name', () => {
    expect(things.admin.columns).toEqual([
      { name: 'id', label: 'field.id', sortable: true },
      { name: 'name', label: 'field.name' },
      { name: 'owner_id', label: 'field.owner' },
      { name: 'code', label: 'field.code', sortable: true, render: 'status' },
    ]);
    expect(things.admin.screen).toEqual({ path: 'handbooks/things', label: 'resources.things.plural' });
    expect(things.labels).toEqual({ plural: 'resources.things.plural', singular: 'resources.things.singular' });
    expect([things.read, things.trash]).toEqual(['staff', true]);
  });

  test('update-only and read-only resources; a column order must name exactly the columns', () => {
    const fields = { id: { column: true as const }, note: { rule: z.string(), input: 'textarea' as const, column: true as const } };
    const updateOnly = resource({ ...base, writes: 'update', fields, columnOrder: ['note', 'id'] });
    expect([updateOnly.create, Object.keys(updateOnly.update!.shape)]).toEqual([undefined, ['note']]);
    expect(updateOnly.admin.columns.map((column) => column.name)).toEqual(['note', 'id']);
    expect(resource({ ...base, fields }).create ?? resource({ ...base, fields }).update).toBeUndefined();
    expect(() => resource({ ...base, fields, columnOrder: ['note'] })).toThrow(/columnOrder/);
  });
});
