import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../tests/support/test-db.ts';
import { newEmployee, useStaffApi } from './staff-testing.ts';

/**
 * Two people saving one employee's rights, or one editing the profile while another saves the rights, both read
 * at the same version (docs/decisions/202): exactly one wins. Races need real PostgreSQL.
 */
describe.runIf(!!TEST_DATABASE_URL)('access saves at the same version under concurrency (PostgreSQL)', () => {
  const api = useStaffApi();

  it('parallel rights and profile saves at one version: one 200, the rest 409; the version rose once', async () => {
    const { cookie } = await api.admin();
    const ids = await Promise.all(['reviews.read', 'specializations.read', 'languages.read'].map((name) => api.permissionId(name)));
    for (let round = 0; round < 10; round += 1) {
      const { body } = await api.call('POST', '/employees', { body: newEmployee(), cookie });
      const id = body.data.id;
      const answers = await Promise.all([
        ...ids.map((permission) => api.call('PUT', `/employees/${id}/access`, { body: { role_ids: [], permission_ids: [permission], version: 1 }, cookie })),
        api.call('PATCH', `/employees/${id}`, { body: { first_name: 'Софія', version: 1 }, cookie }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
      const stored = await api.call('GET', `/employees/${id}/access`, { cookie });
      expect(stored.body.data.version).toBe(2);
      expect(stored.body.data.permission_ids.length).toBeLessThanOrEqual(1);
    }
  });
});
