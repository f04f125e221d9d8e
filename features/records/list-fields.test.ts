import { describe, expect, test } from 'vitest';
import { resources } from '../../resources/registry.ts';
import { listColumns } from './list-fields.ts';
import { columnsOf, tableFor } from './tables.ts';

/** A relation's picker and its chosen record read the target's list (app/components/admin/relation-input.tsx). */
describe('the list fields of a relation’s target', () => {
  const relations = resources.flatMap((definition) =>
    definition.admin.form.flatMap(({ relation }) =>
      relation?.labelField ? [{ owner: definition.name, target: relation.resource, labelField: relation.labelField }] : [],
    ),
  );

  test.each(relations)('$owner names its $target by $labelField, which the list answers', ({ target, labelField }) => {
    const definition = resources.find((candidate) => candidate.name === target);
    expect(definition, target).toBeDefined();
    const columns = listColumns(definition!, columnsOf(tableFor(definition!.table)), undefined, []);
    const names = definition!.translated?.includes(labelField) ? [`${labelField}_ua`, `${labelField}_ru`] : [labelField];
    for (const name of names) expect(Object.keys(columns)).toContain(name);
  });

  test('a doctor is named once, a person by surname and name', () => {
    const named = (name: string) => {
      const definition = resources.find((candidate) => candidate.name === name)!;
      return Object.keys(listColumns(definition, columnsOf(tableFor(definition.table)), undefined, []));
    };
    expect(named('doctors')).toEqual(expect.arrayContaining(['full_name_ua', 'full_name_ru']));
    expect(named('doctors')).not.toContain('first_name_ua');
    expect(named('employees')).toEqual(expect.arrayContaining(['last_name', 'first_name']));
  });
});
