import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RESOURCE_SCREENS } from '../../../app/components/admin/sections.ts';
import type { ResourceDefinition } from '../../../resources/define.ts';
import { findResource } from '../../../resources/registry.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';
import { formFieldOf, wireValue, type FormValues } from './admin-form-values.ts';
import { ADMIN_FORM_INPUTS } from './admin-forms.ts';
import { controlKind, plannedWalks } from './admin-walks.ts';

/** The writable resources with back-office screens: the ones the registry browser test adds, edits and trashes. */
const writable = RESOURCE_SCREENS.map((screen) => findResource(screen.resource)).filter((definition): definition is ResourceDefinition =>
  Boolean(definition?.create),
);

const wire = (definition: ResourceDefinition, values: FormValues, schema = definition.create) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, wireValue(definition, name, value, schema)]));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

// The browser test fails for a writable screen without valid input; this says so in seconds, and checks the input first.
describe('valid back-office form input per writable resource', () => {
  test('every writable resource with a screen has an entry, and every entry is such a resource', () => {
    expect(writable.map((definition) => definition.name).filter((name) => !ADMIN_FORM_INPUTS[name])).toEqual([]);
    expect(Object.keys(ADMIN_FORM_INPUTS).filter((name) => !writable.some((definition) => definition.name === name))).toEqual([]);
  });

  test.each(writable.filter((definition) => ADMIN_FORM_INPUTS[definition.name]).map((definition, index) => [definition.name, definition, index] as const))(
    '%s: the add and edit input names its form fields and passes the resource’s rules',
    async (_name, definition, index) => {
      const input = await ADMIN_FORM_INPUTS[definition.name](database.db, 100_000 + index);
      const names = [...Object.keys(input.create), ...Object.keys(input.edit)];
      expect(names.filter((name) => !formFieldOf(definition, name))).toEqual([]);
      const created = definition.create!.safeParse(wire(definition, input.create));
      expect(created.error?.issues ?? []).toEqual([]);
      const update = definition.update ?? definition.create!;
      const edited = update.partial().safeParse(wire(definition, input.edit, update));
      expect(edited.error?.issues ?? []).toEqual([]);
    },
  );
});

describe('the registry browser test walks every kind of control a form is filled through', () => {
  test("the walked screens fill each kind of control that any writable screen's input fills", async () => {
    const filledKinds = async (definition: ResourceDefinition, mark: number) => {
      const input = await ADMIN_FORM_INPUTS[definition.name](database.db, mark);
      const fields = [...Object.keys(input.create), ...Object.keys(input.edit)].flatMap((name) => formFieldOf(definition, name) ?? []);
      const tabs = new Set(fields.map((field) => field.group ?? '')).size > 1 ? ['tabs'] : [];
      return [...fields.map(controlKind), ...tabs];
    };
    const walked = new Set<string>();
    for (const [index, walk] of plannedWalks().entries()) (await filledKinds(walk.definition, 300_000 + index)).forEach((kind) => walked.add(kind));
    const missing: string[] = [];
    for (const [index, definition] of writable.entries())
      for (const kind of await filledKinds(definition, 400_000 + index)) if (!walked.has(kind)) missing.push(`${definition.name}: ${kind}`);
    expect(missing).toEqual([]);
    expect(
      plannedWalks()
        .filter((walk) => walk.trash)
        .map((walk) => walk.locale)
        .sort(),
    ).toEqual(['ru', 'ua']);
  });
});
