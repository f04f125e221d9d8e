import { describe, expect, it } from 'vitest';
import { permissionName } from '../../resources/define.ts';
import { resources } from '../../resources/registry.ts';
import { roles, useApiTestContext } from './testing.ts';

/**
 * "Without a right, nothing shows" (SPEC §6, docs/decisions/202), walked over every resource of the registry:
 * staff holding no permission get 403 on the list, a record and a create; staff holding only `X.read` list X
 * (200) and still get 403 on a create. Public resources are read by anyone, so for them the list the
 * permission guards is the trash (a public resource without one has nothing staff-only to list).
 */
const api = useApiTestContext();

const request = async (method: 'GET' | 'POST', url: string) =>
  (await api.context.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode;

describe('staff rights over every resource', () => {
  it.each(resources.map((definition) => [definition.name, definition] as const))('%s', async (_name, definition) => {
    const base = `/api/v1/${definition.name}`;
    // A public resource without a trash has no list only staff may read (its participants are on public pages).
    const guarded = definition.read !== 'public' || definition.trash;
    const list = definition.read === 'public' && definition.trash ? `${base}?trashed=only` : base;
    const one = definition.read === 'public' && definition.trash ? `${base}/1?trashed=only` : `${base}/1`;

    api.context.actAs(roles.staffWithout);
    expect(await request('GET', list), 'list without rights').toBe(guarded ? 403 : 200);
    if (guarded) expect(await request('GET', one), 'record without rights').toBe(403);
    expect(await request('POST', base), 'create without rights').toBe(403);

    api.context.actAs(roles.staffWith([permissionName(definition, 'read')]));
    expect(await request('GET', list), 'list with the read right').toBe(200);
    expect(await request('POST', base), 'create with the read right only').toBe(403);
  });
});
