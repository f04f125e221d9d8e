import { beforeAll, describe, expect, test } from 'vitest';
import { RESOURCE_SCREENS } from '../../app/components/admin/sections.ts';
import type { ResourceDefinition } from '../../resources/define.ts';
import { findResource } from '../../resources/registry.ts';
import { wireValue, type FormValues } from '../../tests/support/factories/admin-form-values.ts';
import { createAccount } from '../../tests/support/factories/accounts.ts';
import { ADMIN_FORM_INPUTS } from '../../tests/support/factories/admin-forms.ts';
import { useResourceApi } from './resources-testing.ts';
import { roles } from './testing.ts';

/**
 * Every writable back-office screen's resource, through the API its screens call: the add form's input saves,
 * the edit's input changes it, the record goes to the trash and comes back. The registry browser test walks the
 * screens themselves (add and edit on each; the trash and the way back on some, the list being one component).
 */
const writable = RESOURCE_SCREENS.map((screen) => findResource(screen.resource)).filter((definition): definition is ResourceDefinition =>
  Boolean(definition?.create),
);

const wire = (definition: ResourceDefinition, values: FormValues, schema = definition.create) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, wireValue(definition, name, value, schema)]));

const api = useResourceApi();
const { get, send } = api;

describe('each writable back-office resource: add, edit, trash and restore through the API', () => {
  // An administrator with an account: what it creates names it (a new employee's set-password link does).
  beforeAll(async () => {
    const { id } = await createAccount(api.context.database, { user_type: 'user' });
    api.context.actAs({ ...roles.administrator, id });
  });

  test.each(writable.map((definition, index) => [definition.name, definition, index] as const))('%s', async (name, definition, index) => {
    const input = await ADMIN_FORM_INPUTS[name](api.context.database.db, 200_000 + index);
    const base = `/api/v1/${name}`;
    const created = await send('POST', base, wire(definition, input.create));
    expect(created.body?.errors ?? {}).toEqual({});
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const edited = await send('PATCH', `${base}/${id}`, wire(definition, input.edit, definition.update ?? definition.create));
    expect(edited.body?.errors ?? {}).toEqual({});
    expect(edited.status).toBe(200);
    if (!definition.trash) return;

    expect((await send('DELETE', `${base}/${id}`)).status).toBe(204);
    expect((await get(`${base}/${id}`)).status).toBe(404);
    expect((await get(`${base}/${id}?trashed=only`)).status).toBe(200);
    const restored = await send('PATCH', `${base}/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ id, deleted_at: null });
    expect((await get(`${base}/${id}`)).status).toBe(200);
  });
});
