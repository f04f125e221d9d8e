import { describe, expect, test } from 'vitest';
import type { TClinicStatus } from '../../../contracts/clinic-status.ts';
import { clinicStatuses } from '../../../features/clinic-status/read.ts';
import { TEST_DATABASE_URL } from '../../../tests/support/test-db.ts';
import { call, tokenOf, usePartnerApi } from './testing.ts';

/** `PUT` and `DELETE /clinics/{id}/status` of the partner API (docs/decisions/306): the cabinet's one tap, for a clinic's own systems. */
const api = usePartnerApi();

describe(`partner API: a clinic's status now (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  test('a write token sets and clears the status of its own clinic; a read token and another partner cannot', async () => {
    const { suite } = api;
    const clinic = suite.a.world.institution.id;
    const write = await tokenOf(suite, suite.a, 'write');
    const set = await call<{ data: TClinicStatus }>(suite, write, 'PUT', `/clinics/${clinic}/status`, { status: 'generator', note: 'Світло є, працюємо' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ status: 'generator', note: 'Світло є, працюємо', until: null });
    expect((await clinicStatuses(suite.database.db, [clinic])).get(clinic)?.status).toBe('generator');

    expect((await call(suite, await tokenOf(suite, suite.a, 'read'), 'PUT', `/clinics/${clinic}/status`, { status: 'closed' })).status).toBe(403);
    expect((await call(suite, await tokenOf(suite, suite.b, 'write'), 'PUT', `/clinics/${clinic}/status`, { status: 'closed' })).status).toBe(404);
    expect((await call(suite, write, 'PUT', `/clinics/${clinic}/status`, { status: 'sleeping' })).status).toBe(422);

    expect((await call(suite, write, 'DELETE', `/clinics/${clinic}/status`)).status).toBe(204);
    expect((await clinicStatuses(suite.database.db, [clinic])).has(clinic)).toBe(false);
  });
});
