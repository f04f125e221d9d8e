import { describe, expect, test } from 'vitest';
import { createBookingWorld } from '../../tests/support/factories/booking.ts';
import { TEST_DATABASE_URL } from '../../tests/support/test-db.ts';
import { roles, useApiTestContext } from './testing.ts';

const server = useApiTestContext();

async function api<T = Record<string, unknown>>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) {
  const response = await server.context.app.inject({ method, url: `/api/v1/${url}`, payload: body });
  return { status: response.statusCode, body: (response.body ? response.json() : undefined) as T, headers: response.headers };
}

describe(`the partner cabinet's integration section (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  test('a partner makes credentials and a new secret, adds and removes webhook URLs, only its own', async () => {
    const world = await createBookingWorld(server.context.database.db);
    server.context.actAs(world.partner);
    const empty = await api<{ data: { client_id: string | null; endpoints: unknown[] } }>('GET', 'account/integration');
    expect(empty.status).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.body.data).toMatchObject({ client_id: null, endpoints: [], deliveries: [] });

    const made = await api<{ data: { client_id: string; client_secret: string } }>('POST', 'account/integration/credentials');
    expect(made.status).toBe(200);
    const renewed = await api<{ data: { client_id: string; client_secret: string } }>('POST', 'account/integration/credentials');
    expect(renewed.body.data.client_id).toBe(made.body.data.client_id);
    expect(await server.context.services.partners.verifyClientCredentials(made.body.data.client_id, made.body.data.client_secret)).toBeNull();
    expect(await server.context.services.partners.verifyClientCredentials(made.body.data.client_id, renewed.body.data.client_secret)).not.toBeNull();

    expect((await api('POST', 'account/integration/webhooks', { url: 'http://clinic.example/hook' })).status).toBe(422);
    const hook = await api<{ data: { id: number; signing_secret: string } }>('POST', 'account/integration/webhooks', { url: 'https://clinic.example/hook' });
    expect(hook.status).toBe(201);
    expect(hook.body.data.signing_secret).toMatch(/^whsec_/);
    const listed = await api<{ data: { endpoints: object[] } }>('GET', 'account/integration');
    expect(listed.body.data.endpoints).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(hook.body.data.signing_secret);

    server.context.actAs(world.otherPartner);
    expect((await api('DELETE', `account/integration/webhooks/${hook.body.data.id}`)).status).toBe(404);
    server.context.actAs(roles.patient);
    expect((await api('GET', 'account/integration')).status).toBe(403);
    server.context.actAs(world.partner);
    expect((await api('DELETE', `account/integration/webhooks/${hook.body.data.id}`)).status).toBe(204);
  });
});
