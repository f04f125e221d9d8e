import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources/registry.ts';
import { defineResource } from '../../resources/define.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { createAccountsService } from './accounts.ts';
import { ensureAdministrator, resetAdministratorPassword } from './bootstrap.ts';
import { verifyPassword } from './passwords.ts';
import { permissionsOf } from './role-presets.ts';
import { createAccount } from '../../tests/support/factories/accounts.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

const rolePermissions = (role: string) =>
  database
    .rows<{ name: string }>(
      sql`select p.name from role_permissions rp join roles r on r.id = rp.role_id
      join permissions p on p.id = rp.permission_id where r.name = ${role} order by p.name`,
    )
    .then((rows) => rows.map((row) => row.name));

const resource = (name: string, section: string, trash = true) =>
  defineResource({
    name,
    table: 'users',
    section,
    labels: { plural: name, singular: name },
    filterable: [],
    sortable: [],
    searchable: [],
    defaultSort: 'id:asc',
    trash,
    read: 'staff',
    admin: { columns: [], form: [] },
  });

describe('ensureAdministrator', () => {
  it('creates every permission, the built-in roles and the administrator with a generated password, once', async () => {
    const first = await ensureAdministrator(database, { email: 'Admin@Vizyt.Local' });
    expect(first).toMatchObject({ created: true, email: 'admin@vizyt.local' });
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const names = (await database.rows<{ name: string }>(sql`select name from permissions`)).map((row) => row.name);
    expect(names.sort()).toEqual(
      permissionsOf(resources)
        .map((seed) => seed.name)
        .sort(),
    );
    expect(names).toContain('specializations.restore');
    expect(await rolePermissions('admin')).toEqual(names.sort());
    expect((await rolePermissions('B/A')).every((name) => name.endsWith('.read'))).toBe(true);

    const [admin] = await database.rows<{ id: number; password_hash: string; is_administrator: boolean; position: string }>(
      sql`select id, password_hash, is_administrator, position from users where email = 'admin@vizyt.local'`,
    );
    expect(admin).toMatchObject({ is_administrator: true, position: 'admin' });
    expect(await verifyPassword(admin.password_hash, first.password!)).toBe(true);

    const again = await ensureAdministrator(database, { email: 'admin@vizyt.local', password: 'other password 2' });
    expect(again).toEqual({ created: false, email: 'admin@vizyt.local' });
    expect(await database.rows(sql`select 1 from users where is_administrator`)).toHaveLength(1);
    expect(await database.rows(sql`select 1 from roles where name in ('admin', 'manager', 'B/A')`)).toHaveLength(3);
  });

  it('keeps rights removed by hand and grants presets for new resources only', async () => {
    await database.rows(sql`delete from role_permissions where role_id = (select id from roles where name = 'manager')
      and permission_id = (select id from permissions where name = 'languages.delete')`);
    await ensureAdministrator(database, { email: 'admin@vizyt.local' }, [
      ...resources,
      resource('campaigns', 'promotions'),
      resource('staff-notes', 'employees', false),
    ]);
    const manager = await rolePermissions('manager');
    expect(manager).not.toContain('languages.delete');
    expect(manager).toEqual(expect.arrayContaining(['campaigns.create', 'campaigns.restore', 'languages.update', 'patients.read']));
    expect(manager.filter((name) => /^(employees|roles|permissions|action-log|staff-notes)\./.test(name))).toEqual([]);
    expect(manager).not.toContain('patients.update');
    expect(await rolePermissions('admin')).toEqual(expect.arrayContaining(['staff-notes.delete', 'employees.delete', 'roles.update']));
    const analyst = await rolePermissions('B/A');
    expect(analyst).toEqual(expect.arrayContaining(['campaigns.read', 'appointments.read']));
    expect(analyst.filter((name) => /^(employees|roles|patients|legal-entities|representatives|staff-notes)\./.test(name))).toEqual([]);
  });

  it('refuses a weak ADMIN_PASSWORD', async () => {
    await expect(ensureAdministrator(database, { email: 'x@vizyt.local', password: 'short' })).rejects.toThrow(/8 characters/);
  });

  it('resets the administrator password and signs the administrator out', async () => {
    const { password } = await resetAdministratorPassword(database);
    const [admin] = await database.rows<{ password_hash: string }>(sql`select password_hash from users where is_administrator`);
    expect(await verifyPassword(admin.password_hash, password!)).toBe(true);
  });
});

describe('the administrator cannot be deleted', () => {
  it('is refused by the accounts service while other staff can be trashed', async () => {
    const accounts = createAccountsService(database);
    const [admin] = await database.rows<{ id: number }>(sql`select id from users where is_administrator`);
    await expect(accounts.deleteUser(admin.id)).rejects.toMatchObject({ status: 403, messageKey: 'administrator.cannot.be.deleted' });
    const other = await createAccount(database);
    await accounts.deleteUser(other.id);
    expect(await database.rows(sql`select 1 from users where id = ${other.id} and deleted_at is not null`)).toHaveLength(1);
  });

  it('is protected in the employees resource definition for the generic API', () => {
    const employees = resources.find((definition) => definition.name === 'employees');
    expect(employees?.protectedFromDelete).toEqual({ field: 'is_administrator', equals: true, message: 'administrator.cannot.be.deleted' });
  });
});
