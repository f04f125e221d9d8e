import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionName } from '../../resources/define.ts';
import { resources } from '../../resources/registry.ts';
import { createApiTestContext, roles, type ApiTestContext } from './testing.ts';

/**
 * The back office offers a resource's record actions (docs/decisions/178) by what the definition says: the
 * route it names must exist and must ask for exactly the permission the button is shown for.
 */
describe('record actions of the resources', () => {
  let context: ApiTestContext;
  const actions = resources.flatMap((definition) => (definition.actions ?? []).map((action) => ({ definition, action })));

  beforeAll(async () => {
    context = await createApiTestContext();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('are declared (the refund retry, approve and reject of appointments)', () => {
    expect(actions.map(({ definition, action }) => `${definition.name}:${action.name}`)).toEqual(
      expect.arrayContaining(['appointments:retry-refund', 'appointments:approve', 'appointments:reject']),
    );
  });

  it.each(actions.map(({ definition, action }) => [`${definition.name}:${action.name}`, definition, action] as const))(
    '%s: a POST route that refuses staff without the permission and lets staff with it through',
    async (_name, definition, action) => {
      const url = `/api/v1/${action.path.replace('{id}', '999999999')}`;
      expect(context.app.hasRoute({ method: 'POST', url: `/api/v1/${action.path.replace('{id}', ':id')}` })).toBe(true);
      context.actAs(roles.staffWithout);
      expect((await context.app.inject({ method: 'POST', url })).statusCode).toBe(403);
      context.actAs(roles.staffWith([permissionName(definition, action.permission)]));
      const allowed = await context.app.inject({ method: 'POST', url });
      // An action that asks for input refuses the empty body before it looks for the record.
      expect(action.input ? [404, 409, 422] : [404, 409]).toContain(allowed.statusCode);
    },
  );
});
