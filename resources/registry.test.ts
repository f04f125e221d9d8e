import { describe, expect, test } from 'vitest';
import { catalogs } from '../app/i18n/catalogs.ts';
import { parseSort } from '../contracts/list-query.ts';
import { columnsOf, findTable } from '../features/records/tables.ts';
import { permissionName } from './define.ts';
import { findResource, resources } from './registry.ts';

const ua = catalogs.ua as Record<string, string>;
const ru = catalogs.ru as Record<string, string>;

describe('resource registry', () => {
  test('names are unique kebab-case plurals, optionally under a section', () => {
    const names = resources.map((definition) => definition.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(?:-[a-z]+)*(?:\/[a-z]+(?:-[a-z]+)*)?$/);
  });

  test.each(resources.map((definition) => [definition.name, definition] as const))('%s matches its table', (_name, definition) => {
    const table = findTable(definition.table);
    expect(table, `table ${definition.table}`).toBeDefined();
    const columns = Object.keys(columnsOf(table!));
    const translated = definition.translated ?? [];
    const through = definition.filterThrough ?? {};
    const isField = (field: string) => columns.includes(field) || translated.includes(field) || Object.hasOwn(through, field);
    for (const [field, meta] of Object.entries(through)) {
      expect(columns, `${field} through ${meta.table}`).toContain(meta.key);
      expect(Object.keys(columnsOf(findTable(meta.table)!)), `${field} through ${meta.table}`).toEqual(expect.arrayContaining([meta.key, meta.column]));
      expect(definition.sortable, `${field} is a filter only`).not.toContain(field);
    }
    for (const field of translated) expect(columns, `translated ${field}`).toEqual(expect.arrayContaining([`${field}_ua`, `${field}_ru`]));
    for (const field of [...definition.filterable, ...definition.sortable, ...definition.searchable]) expect(isField(field), field).toBe(true);
    for (const field of definition.hidden ?? []) {
      expect(columns).toContain(field);
      expect([...definition.filterable, ...definition.sortable, ...definition.searchable]).not.toContain(field);
    }
    for (const field of Object.keys(definition.scope ?? {})) expect(columns).toContain(field);
    if (definition.trash) expect(columns).toContain('deleted_at');
    if (definition.protectedFromDelete) expect(columns).toContain(definition.protectedFromDelete.field);
    const sort = parseSort(definition.defaultSort);
    expect(sort?.length).toBeGreaterThan(0);
    for (const item of sort ?? []) expect(isField(item.field), `default sort ${item.field}`).toBe(true);
    // Many-to-many fields are join rows and some fields live in other tables (`elsewhere`): neither is a column.
    for (const key of Object.keys(definition.create?.shape ?? {})) {
      if (definition.links && Object.hasOwn(definition.links, key)) expect(definition.populate?.[definition.links[key]]?.through, `link ${key}`).toBeDefined();
      else if (!definition.elsewhere?.includes(key)) expect(columns, `create field ${key}`).toContain(key);
    }
    for (const field of definition.elsewhere ?? []) expect(columns, `${field} is kept elsewhere`).not.toContain(field);
    for (const field of definition.private ?? []) expect(columns, `private ${field}`).toContain(field);
    for (const field of definition.admin.form) for (const name of field.columns ?? []) expect(columns, `${field.name} writes ${name}`).toContain(name);
    for (const [relation, meta] of Object.entries(definition.populate ?? {})) {
      const target = findResource(meta.resource);
      expect(target, `${relation} → ${meta.resource}`).toBeDefined();
      if (meta.through) {
        const join = Object.keys(columnsOf(findTable(meta.through.table)!));
        expect(join).toEqual(expect.arrayContaining([meta.through.sourceKey, meta.through.targetKey]));
      } else if (meta.targetKey) {
        expect(Object.keys(columnsOf(findTable(target!.table)!))).toContain(meta.targetKey);
      } else {
        expect(columns).toContain(meta.foreignKey ?? `${relation}_id`);
      }
    }
  });

  test('every label, column, field and option has a text in both languages', () => {
    const keys = resources.flatMap((definition) => [
      definition.labels.plural,
      definition.labels.singular,
      ...definition.admin.columns.map((column) => column.label),
      ...(definition.actions ?? []).flatMap((action) => [action.label, action.confirm, action.done]),
      ...[...definition.admin.form, ...(definition.admin.filters ?? []), ...(definition.actions ?? []).flatMap((action) => action.input ?? [])].flatMap(
        (field) => [field.label, ...(field.options ?? []).map((option) => option.label)],
      ),
    ]);
    const missing = [...new Set(keys)].filter((key) => !ua[key] || !ru[key]);
    expect(missing).toEqual([]);
  });

  test('permission names are dotted: blog/articles → blog.articles.update', () => {
    expect(permissionName(findResource('blog/articles')!, 'update')).toBe('blog.articles.update');
  });
});
