import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../tests/support/factories/accounts.ts';
import { createServices } from '../../features/services.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { signIn } from '../api/auth-testing.ts';
import { buildServer } from '../app.ts';
import { readConfig } from '../config.ts';
import { requirePermissions, requireUser } from './session.ts';

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildServer({ config: readConfig({}), services: createServices(database) });
  app.get('/open', async () => ({ ok: true }));
  app.get('/guarded/any', { preHandler: requireUser() }, async (request) => ({ id: request.sessionUser?.id }));
  app.get('/guarded/patients', { preHandler: requireUser('patient') }, async () => ({ ok: true }));
  app.get('/guarded/doctors-write', { preHandler: requirePermissions(['doctors.read', 'doctors.update']) }, async () => ({ ok: true }));
  const accounts = {
    editor: await createAccount(database, { permissions: ['doctors.read'], roles: [{ name: 'editors', permissions: ['doctors.update'] }] }),
    reader: await createAccount(database, { permissions: ['doctors.read'] }),
    patient: await createAccount(database, { user_type: 'patient', permissions: ['doctors.read', 'doctors.update'] }),
  };
  for (const [name, account] of Object.entries(accounts)) {
    const area = name === 'patient' ? 'patients' : 'admins';
    cookies[name] = (await signIn(app, { area, login: account.email, password: account.password })).cookie;
  }
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const get = (url: string, who?: string) => app.inject({ method: 'GET', url, headers: who ? { cookie: cookies[who] } : {} });

describe('session guards', () => {
  it('sets request.sessionUser app-wide and answers 401 without a session', async () => {
    expect((await get('/guarded/any')).statusCode).toBe(401);
    expect((await get('/guarded/any', 'reader')).statusCode).toBe(200);
  });

  it('admits only the named user types', async () => {
    expect((await get('/guarded/patients', 'patient')).statusCode).toBe(200);
    expect((await get('/guarded/patients', 'reader')).statusCode).toBe(403);
  });

  it('needs every permission of a list, from direct grants and roles together', async () => {
    expect((await get('/guarded/doctors-write', 'editor')).statusCode).toBe(200);
    expect((await get('/guarded/doctors-write', 'reader')).statusCode).toBe(403);
    expect((await get('/guarded/doctors-write')).statusCode).toBe(401);
  });

  it('never lets a non-staff type pass a permission check', async () => {
    expect((await get('/guarded/doctors-write', 'patient')).statusCode).toBe(403);
  });

  it('marks answers to a signed-in request no-store and leaves anonymous ones alone', async () => {
    expect((await get('/guarded/any', 'reader')).headers['cache-control']).toBe('no-store');
    expect((await get('/open', 'reader')).headers['cache-control']).toBe('no-store');
    expect((await get('/open')).headers['cache-control']).toBeUndefined();
  });
});
