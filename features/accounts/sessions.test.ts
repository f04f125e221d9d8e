import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { hasPermissions } from './permissions.ts';
import { createSessionStore, LAST_SEEN_WRITE_INTERVAL_SECONDS, SESSION_POLICIES, sessionIdOf } from './sessions.ts';
import { createAccount } from '../../tests/support/factories/accounts.ts';

let database: TestDatabase;
let clock = new Date('2026-03-01T10:00:00Z');
const advance = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

const store = () => createSessionStore(database, () => clock);
const lastSeen = async (token: string) =>
  new Date((await database.rows<{ last_seen_at: string }>(sql`select last_seen_at from sessions where id = ${sessionIdOf(token)}`))[0].last_seen_at);

describe('sessions', () => {
  it('stores only the SHA-256 of a 32-byte random token', async () => {
    const { id } = await createAccount(database, { user_type: 'patient' });
    const { token } = await store().create(id, 'patient');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await database.rows<{ id: string }>(sql`select id from sessions where user_id = ${id}`);
    expect(rows).toEqual([{ id: sessionIdOf(token) }]);
    expect(rows[0].id).not.toContain(token);
  });

  it('ends a staff session after 30 idle minutes, sliding while it is used', async () => {
    const { id } = await createAccount(database);
    const { token } = await store().create(id, 'user');
    advance(SESSION_POLICIES.user.idleSeconds - 60);
    expect(await store().resolve(token)).not.toBeNull();
    advance(SESSION_POLICIES.user.idleSeconds - 60);
    expect(await store().resolve(token)).not.toBeNull();
    advance(SESSION_POLICIES.user.idleSeconds);
    expect(await store().resolve(token)).toBeNull();
    expect(await database.rows(sql`select 1 from sessions where id = ${sessionIdOf(token)}`)).toHaveLength(0);
  });

  it('ends any session at its absolute limit however active it is', async () => {
    const { id } = await createAccount(database, { user_type: 'partner' });
    const { token, maxAgeSeconds } = await store().create(id, 'partner');
    expect(maxAgeSeconds).toBe(SESSION_POLICIES.partner.absoluteSeconds);
    for (let elapsed = 0; elapsed < SESSION_POLICIES.partner.absoluteSeconds - 1800; elapsed += 1800) {
      advance(1800);
      expect(await store().resolve(token)).not.toBeNull();
    }
    advance(1800);
    expect(await store().resolve(token)).toBeNull();
  });

  it('keeps patients signed in for days but not past 30', async () => {
    const { id } = await createAccount(database, { user_type: 'patient' });
    const { token } = await store().create(id, 'patient');
    advance(6 * 86400);
    expect(await store().resolve(token)).not.toBeNull();
    advance(8 * 86400);
    expect(await store().resolve(token)).toBeNull();
  });

  it('writes last_seen_at at most once a minute', async () => {
    const { id } = await createAccount(database);
    const { token } = await store().create(id, 'user');
    const created = await lastSeen(token);
    advance(LAST_SEEN_WRITE_INTERVAL_SECONDS - 5);
    await store().resolve(token);
    expect(await lastSeen(token)).toEqual(created);
    advance(10);
    await store().resolve(token);
    expect((await lastSeen(token)).getTime()).toBe(clock.getTime());
  });

  it('drops the session of a deactivated user', async () => {
    const { id } = await createAccount(database);
    const { token } = await store().create(id, 'user');
    await database.rows(sql`update users set status = 'inactive' where id = ${id}`);
    expect(await store().resolve(token)).toBeNull();
  });

  it('loads direct and role permissions with the user, roles in trash left out', async () => {
    const { id } = await createAccount(database, {
      permissions: ['doctors.read'],
      roles: [
        { name: 'editors', permissions: ['blog.articles.update', 'doctors.read'] },
        { name: 'retired', permissions: ['employees.delete'] },
      ],
    });
    await database.rows(sql`update roles set deleted_at = now() where name = 'retired'`);
    const { token } = await store().create(id, 'user');
    const session = await store().resolve(token);
    expect(session?.user).toEqual({
      id,
      user_type: 'user',
      is_administrator: false,
      permissions: [{ name: 'doctors.read' }],
      roles: [{ name: 'editors', permissions: [{ name: 'blog.articles.update' }, { name: 'doctors.read' }] }],
    });
    expect(hasPermissions(session!.user, ['doctors.read', 'blog.articles.update'])).toBe(true);
    expect(hasPermissions(session!.user, ['doctors.read', 'employees.delete'])).toBe(false);
  });

  it('resolves a session with its roles and permissions in one query', async () => {
    const { id } = await createAccount(database, {
      permissions: ['a.read', 'b.read'],
      roles: [
        { name: 'r1', permissions: ['c.read', 'd.read'] },
        { name: 'r2', permissions: ['e.read'] },
      ],
    });
    let queries = 0;
    // Every statement starts with one of these calls, whether raw or built.
    const statements = new Set<PropertyKey>(['select', 'insert', 'update', 'delete', 'execute']);
    const db = new Proxy(database.db, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (statements.has(key)) queries += 1;
          return value.apply(target, args);
        };
      },
    });
    const counting = { ...database, db, rows: <T>(query: Parameters<typeof database.rows>[0]) => ((queries += 1), database.rows<T>(query)) };
    const counted = createSessionStore(counting, () => clock);
    const { token } = await counted.create(id, 'user');
    queries = 0;
    const session = await counted.resolve(token);
    expect(session?.user.roles).toHaveLength(2);
    expect(queries).toBe(1);
  });

  it('never loads permissions for patients, partners or doctors', async () => {
    for (const user_type of ['patient', 'partner', 'doctor'] as const) {
      const { id } = await createAccount(database, { user_type });
      await database.rows(sql`insert into user_permissions (user_id, permission_id) select ${id}, id from permissions`);
      const { token } = await store().create(id, user_type);
      const session = await store().resolve(token);
      expect(session?.user.permissions).toEqual([]);
      expect(hasPermissions(session!.user, 'doctors.read')).toBe(false);
    }
  });

  it('purges expired sessions in one statement the scheduler can run', async () => {
    const { id } = await createAccount(database, { user_type: 'patient' });
    const staff = await createAccount(database);
    const { token: patientToken } = await store().create(id, 'patient');
    await store().create(staff.id, 'user');
    advance(SESSION_POLICIES.user.idleSeconds + 1);
    expect(await store().purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await database.rows(sql`select 1 from sessions where user_id = ${staff.id}`)).toHaveLength(0);
    expect(await store().resolve(patientToken)).not.toBeNull();
  });
});
