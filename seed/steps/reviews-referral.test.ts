import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { DEMO_ACCOUNTS } from '../../db/demo-data/demo-accounts.ts';
import { seedDemoData } from '../index.ts';
import { DEMO_REFERRAL_CODE } from './reviews-referral.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database, { seed: 7, scale: 0.02, today: new Date('2030-01-15T00:00:00Z') });
}, 120_000);
afterAll(async () => database?.dispose());

it('the demo patient has reviews in two states, a referral code with one rewarded friend and one pending, and a favourite article', async () => {
  const [patient] = await database.rows<{ id: number }>(
    sql`select id from users where lower(email) = ${DEMO_ACCOUNTS.patient.email} and user_type = 'patient'`,
  );
  const statuses = await database.rows<{ status: string }>(sql`select distinct status from reviews where patient_id = ${patient.id}`);
  expect(statuses.map((row) => row.status)).toEqual(expect.arrayContaining(['new', 'published']));
  // Those of her past visit: the doctor's published, the clinic's waiting.
  const visit = await database.rows<{ status: string; kind: string }>(sql`
    select r.status, case when r.doctor_id is not null then 'doctor' else 'institution' end as kind
    from reviews r join appointments a on a.patient_id = r.patient_id and a.status = 'approved'
      and (a.doctor_id = r.doctor_id or (r.doctor_id is null and a.institution_id = r.institution_id))
    where r.patient_id = ${patient.id} and r.text like 'Лікарка уважно%' or r.patient_id = ${patient.id} and r.text like 'Чиста й світла%'
    group by r.id, r.status, r.doctor_id`);
  expect(visit.map((row) => `${row.kind}:${row.status}`).sort()).toEqual(['doctor:published', 'institution:new']);
  expect(await database.rows(sql`select code from referral_codes where user_id = ${patient.id}`)).toEqual([{ code: DEMO_REFERRAL_CODE }]);
  expect(await database.rows(sql`select state from referrals where referrer_id = ${patient.id} order by state`)).toEqual([
    { state: 'registered' },
    { state: 'rewarded' },
  ]);
  expect(await database.rows(sql`select role from referral_rewards where user_id = ${patient.id}`)).toEqual([{ role: 'referrer' }]);
  expect(await database.rows(sql`select kind from wishlist_items where user_id = ${patient.id} and kind = 'article'`)).toEqual([{ kind: 'article' }]);
});
