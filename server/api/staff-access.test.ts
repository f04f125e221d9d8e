import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newEmployee, useStaffApi } from './staff-testing.ts';

/**
 * Access rights (SPEC §6, docs/decisions/202): an employee's roles and direct permissions saved whole through
 * one route, the effective set as their union by name, a version, the action log, and rights that hold from
 * the employee's very next request.
 */
const api = useStaffApi();
let admin: { cookie: string; id: number };

beforeAll(async () => {
  admin = await api.admin();
});

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) => api.call(method, url, { body, cookie: admin.cookie });

/** An employee who has set a password, and their session. */
async function employeeWithSession(): Promise<{ id: number; email: string; cookie: string }> {
  const { body } = await asAdmin('POST', '/employees', newEmployee());
  const token = await api.linkTokenFor(body.data.email);
  await api.call('POST', '/auth/password/set', { body: { token, password: 'kvitka2024', password_confirmation: 'kvitka2024' } });
  return { id: body.data.id, email: body.data.email, cookie: await api.signIn(body.data.email, 'kvitka2024') };
}

async function createRole(name: string, permissionNames: string[]): Promise<number> {
  const { body } = await asAdmin('POST', '/roles', { name, title_ua: `Роль ${name}`, title_ru: `Роль ${name}` });
  const ids = await Promise.all(permissionNames.map((permission) => api.permissionId(permission)));
  const saved = await asAdmin('PUT', `/roles/${body.data.id}/permissions`, { permission_ids: ids, version: body.data.version });
  expect(saved.status).toBe(200);
  return body.data.id;
}

describe('saving an employee’s access', () => {
  it('replaces roles and direct permissions, answers the effective union by name, raises the version and logs before and after', async () => {
    const employee = await employeeWithSession();
    const roleId = await createRole(`content-${Date.now()}`, ['blog.articles.read', 'blog.articles.update', 'specializations.read']);
    const read = await asAdmin('GET', `/employees/${employee.id}/access`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ employee_id: employee.id, version: 1, role_ids: [], permission_ids: [], effective: [] });
    expect(read.body.data.permissions.length).toBeGreaterThan(100);

    const direct = [await api.permissionId('specializations.read'), await api.permissionId('reviews.read')];
    const saved = await asAdmin('PUT', `/employees/${employee.id}/access`, { role_ids: [roleId], permission_ids: direct, version: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(2);
    const effective = saved.body.data.effective as { name: string; direct: boolean; roles: string[] }[];
    expect(effective.map((entry) => entry.name)).toEqual(['blog.articles.read', 'blog.articles.update', 'reviews.read', 'specializations.read']);
    expect(effective.find((entry) => entry.name === 'specializations.read')).toMatchObject({ direct: true, roles: [expect.stringMatching(/^content-/)] });
    expect((await asAdmin('GET', `/employees/${employee.id}`)).body.data.version).toBe(2);

    const [line] = await api.context.database.rows<{ user_id: number; changes: Record<string, { before: string[]; after: string[] }> }>(
      sql`select user_id, changes from action_log where action = 'update-access' and record_id = ${employee.id}`,
    );
    expect(line.user_id).toBe(admin.id);
    expect(line.changes.permissions).toEqual({ before: [], after: ['reviews.read', 'specializations.read'] });
    expect(line.changes.roles.before).toEqual([]);
    expect(line.changes.roles.after).toEqual([expect.stringMatching(/^content-/)]);

    const stale = await asAdmin('PUT', `/employees/${employee.id}/access`, { role_ids: [], permission_ids: [], version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.errors.version).toBeDefined();
    const unknown = await asAdmin('PUT', `/employees/${employee.id}/access`, { role_ids: [2_000_000_000], permission_ids: [], version: 2 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.role_ids).toBeDefined();
    expect((await asAdmin('PUT', `/employees/${employee.id}/access`, { role_ids: [], permission_ids: [], version: 2, extra: 1 })).status).toBe(422);
  });

  it('takes effect on the employee’s next request, through the same session', async () => {
    const employee = await employeeWithSession();
    const list = () => api.call('GET', '/employees', { cookie: employee.cookie });
    expect((await list()).status).toBe(403);
    await asAdmin('PUT', `/employees/${employee.id}/access`, { role_ids: [], permission_ids: [await api.permissionId('employees.read')] });
    expect((await list()).status).toBe(200);
    const me = await api.call('GET', '/auth/me', { cookie: employee.cookie });
    expect(me.body.data.permissions).toEqual(['employees.read']);
    await asAdmin('PUT', `/employees/${employee.id}/access`, { role_ids: [], permission_ids: [] });
    expect((await list()).status).toBe(403);
  });

  it('a role’s new permissions, and its move to trash, hold for its holders from their next request', async () => {
    const employee = await employeeWithSession();
    const roleId = await createRole(`reviews-${Date.now()}`, ['reviews.read']);
    await asAdmin('PUT', `/employees/${employee.id}/access`, { role_ids: [roleId], permission_ids: [] });
    const questions = () => api.call('GET', '/questions-answers', { cookie: employee.cookie });
    expect((await questions()).status).toBe(403);
    const role = (await asAdmin('GET', `/roles/${roleId}/permissions`)).body.data;
    const ids = [...role.permission_ids, await api.permissionId('questions-answers.read')];
    const saved = await asAdmin('PUT', `/roles/${roleId}/permissions`, { permission_ids: ids, version: role.version });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(role.version + 1);
    expect((await questions()).status).toBe(200);
    expect((await asAdmin('PUT', `/roles/${roleId}/permissions`, { permission_ids: [], version: role.version })).status).toBe(409);
    expect((await asAdmin('DELETE', `/roles/${roleId}`)).status).toBe(204);
    expect((await questions()).status).toBe(403);
  });

  it('deactivating an employee ends their session at once', async () => {
    const employee = await employeeWithSession();
    expect((await api.call('GET', '/auth/me', { cookie: employee.cookie })).status).toBe(200);
    expect((await asAdmin('PATCH', `/employees/${employee.id}`, { status: 'inactive' })).status).toBe(200);
    expect((await api.call('GET', '/auth/me', { cookie: employee.cookie })).status).toBe(401);
  });
});

describe('who may change rights', () => {
  it('staff other than the administrator give or take away only what they hold, and never their own', async () => {
    const manager = await employeeWithSession();
    const held = ['employees.read', 'employees.update', 'reviews.read'];
    await asAdmin('PUT', `/employees/${manager.id}/access`, { role_ids: [], permission_ids: await Promise.all(held.map((name) => api.permissionId(name))) });
    const other = await employeeWithSession();
    const asManager = (url: string, body: unknown) => api.call('PUT', url, { body, cookie: manager.cookie });

    const beyond = await asManager(`/employees/${other.id}/access`, { role_ids: [], permission_ids: [await api.permissionId('specializations.update')] });
    expect(beyond.status).toBe(422);
    expect(beyond.body.errors.permission_ids).toBeDefined();
    const within = await asManager(`/employees/${other.id}/access`, { role_ids: [], permission_ids: [await api.permissionId('reviews.read')] });
    expect(within.status).toBe(200);
    const own = await asManager(`/employees/${manager.id}/access`, { role_ids: [], permission_ids: [] });
    expect(own.status).toBe(422);
    const adminProfile = await api.call('PATCH', `/employees/${admin.id}`, { body: { first_name: 'Хтось' }, cookie: manager.cookie });
    expect(adminProfile.status).toBe(422);
  });

  it('the admin role keeps every permission and its name; built-in role names stay', async () => {
    const [adminRole] = await api.context.database.rows<{ id: number }>(sql`select id from roles where name = 'admin'`);
    const [manager] = await api.context.database.rows<{ id: number }>(sql`select id from roles where name = 'manager'`);
    const locked = await asAdmin('PUT', `/roles/${adminRole.id}/permissions`, { permission_ids: [] });
    expect(locked.status).toBe(422);
    expect((await asAdmin('GET', `/roles/${adminRole.id}/permissions`)).body.data.locked).toBe(true);
    expect((await asAdmin('DELETE', `/roles/${adminRole.id}`)).status).toBe(422);
    const renamed = await asAdmin('PATCH', `/roles/${manager.id}`, { name: 'boss' });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors.name).toBeDefined();
    expect((await asAdmin('PATCH', `/roles/${manager.id}`, { title_ua: 'Менеджерка' })).status).toBe(200);
  });
});
