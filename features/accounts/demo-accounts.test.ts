import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_EMPLOYEE, DEMO_SECOND_PATIENT } from '../../db/demo-data/demo-accounts.ts';
import { seedDemoData } from '../../seed/index.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { createAccountsService } from './accounts.ts';
import { ensureDemoPasswords } from './demo-accounts.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database, { seed: 7, scale: 0.02, today: new Date('2030-01-15T00:00:00Z') });
});
afterAll(() => database?.dispose());

const signIn = (area: 'patients' | 'partners' | 'doctors' | 'admins', login: string, password: string) =>
  createAccountsService(database).login({ area, login, password, ip: '192.0.2.1' });

describe('demo accounts', () => {
  it('seeds a patient, a second patient, a partner, a doctor with a cabinet and an employee under the well-known logins, without passwords', async () => {
    const first = await ensureDemoPasswords(database);
    expect(first.accounts.map((account) => [account.type, account.email]).sort()).toEqual([
      ['doctor', DEMO_ACCOUNTS.doctor.email],
      ['partner', DEMO_ACCOUNTS.partner.email],
      ['patient', DEMO_SECOND_PATIENT.email],
      ['patient', DEMO_ACCOUNTS.patient.email],
      ['user', DEMO_EMPLOYEE.email],
    ]);
    const password = first.generatedPassword!;
    expect(password).toMatch(/^(?=.*\p{L})(?=.*\d).{8,}$/u);
    await expect(signIn('patients', DEMO_ACCOUNTS.patient.email, password)).resolves.toMatchObject({ profile: { user_type: 'patient' } });
    await expect(signIn('partners', DEMO_ACCOUNTS.partner.phone, password)).resolves.toMatchObject({ profile: { user_type: 'partner' } });
    await expect(signIn('doctors', DEMO_ACCOUNTS.doctor.email, password)).resolves.toMatchObject({ profile: { user_type: 'doctor' } });
    await expect(signIn('admins', DEMO_EMPLOYEE.email, password)).resolves.toMatchObject({ profile: { user_type: 'user' } });
    await expect(signIn('patients', DEMO_SECOND_PATIENT.email, password)).resolves.toMatchObject({ profile: { user_type: 'patient' } });

    // A later start generates nothing and keeps the password.
    expect((await ensureDemoPasswords(database)).generatedPassword).toBeUndefined();
  });

  it('takes DEMO_PASSWORD when set, and reports a replaced password only when it changed', async () => {
    expect((await ensureDemoPasswords(database, 'demo-pass-2026')).passwordReset).toBe(true);
    expect((await ensureDemoPasswords(database, 'demo-pass-2026')).passwordReset).toBe(false);
    await expect(signIn('patients', DEMO_ACCOUNTS.patient.phone, 'demo-pass-2026')).resolves.toBeDefined();
    await expect(ensureDemoPasswords(database, 'short')).rejects.toThrow(/DEMO_PASSWORD/);
  });
});
