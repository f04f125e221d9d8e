import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { createAppointment, createDoctor, createInstitution, createSpecialization } from '../../tests/support/factories.ts';
import { createMessenger } from '../messaging/messenger.ts';
import { createAccountsService } from './accounts.ts';
import { createReferrals, type ReferralsService } from './referrals.ts';
import { createSelfService, type SelfService } from './self-service.ts';

let database: TestDatabase;
let selfService: SelfService;
let referrals: ReferralsService;
let doctor: Awaited<ReturnType<typeof createDoctor>>;
let made = 0;
// Each visit gets its own hour: the doctor's time cannot hold two.
let slots = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const messenger = createMessenger(database);
  selfService = createSelfService(database, createAccountsService(database, { messenger }), messenger);
  referrals = createReferrals(database, { referrerKopecks: 15_000, friendKopecks: 5_000 });
  const specialization = await createSpecialization(database.db);
  doctor = await createDoctor(database.db, { specialization, institution: await createInstitution(database.db) });
});
afterAll(async () => database?.dispose());

/** Registers a patient through the real registration, with a friend's code when given; returns her id. */
async function register(code?: string, phone?: string): Promise<number> {
  made += 1;
  const n = String(7_000_000 + made);
  const { profile } = await selfService.registerPatient(
    {
      first_name: 'Олена',
      last_name: 'Коваль',
      birthday: '1990-05-17',
      gender: 'female',
      phone: phone ?? `38067${n}`,
      email: `referral.${n}@example.test`,
      password: 'kvitka2024',
      password_confirmation: 'kvitka2024',
      ...(code === undefined ? {} : { referral_code: code }),
    },
    { ip: `198.51.100.${made}`, locale: 'ua', cabinetUrl: 'http://localhost/patients' },
  );
  return profile.id;
}

/** A visit of `patientId`: approved and over unless told otherwise. */
async function visit(patientId: number, { status = 'approved', daysAgo = 2 }: { status?: 'approved' | 'booked' | 'cancelled'; daysAgo?: number } = {}) {
  await createAppointment(database.db, {
    doctor,
    patient_id: patientId,
    status,
    start_at: new Date(Date.now() - daysAgo * 86_400_000 - (slots += 1) * 3_600_000),
  });
}

const rewardRows = async (userId: number) =>
  database.rows<{ role: string; amount: number }>(sql`select role, amount from referral_rewards where user_id = ${userId} order by id`);

describe('referral program', () => {
  test('a friend registered with the code is listed as registered; after her first visit both are rewarded once, with the configured amounts', async () => {
    const referrer = await register();
    const { code, share_path } = await referrals.overview(referrer);
    expect(share_path).toBe(`/registration?ref=${code}`);
    // Typed in lower case with a space, as people paste it.
    const friend = await register(`${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);

    let overview = await referrals.overview(referrer);
    expect(overview.friends).toMatchObject([{ state: 'registered', reward: null }]);
    expect(overview.total).toBe(0);

    // A booked visit, a future approved one and a cancelled one are no first visit.
    await visit(friend, { status: 'booked' });
    await visit(friend, { status: 'cancelled' });
    await visit(friend, { daysAgo: -3 });
    expect((await referrals.overview(referrer)).friends[0].state).toBe('registered');

    await visit(friend);
    overview = await referrals.overview(referrer);
    expect(overview.friends).toMatchObject([{ state: 'rewarded', reward: 15_000 }]);
    expect(overview.total).toBe(15_000);
    expect((await referrals.overview(friend)).rewards).toMatchObject([{ role: 'friend', amount: 5_000 }]);

    // Later visits and repeated settling change nothing.
    await visit(friend, { daysAgo: 1 });
    await referrals.settle(referrer);
    await referrals.settle(friend);
    expect(await rewardRows(referrer)).toEqual([{ role: 'referrer', amount: 15_000 }]);
    expect(await rewardRows(friend)).toEqual([{ role: 'friend', amount: 5_000 }]);
  });

  test('a code that names nobody, or her own, links nothing and the registration goes on', async () => {
    const someone = await register('ZZZZZZZZ');
    const broken = await register('not a code at all');
    for (const id of [someone, broken]) {
      expect(await database.rows(sql`select id from referrals where referred_id = ${id}`)).toEqual([]);
    }
    const { attachReferral } = await import('./referrals.ts');
    const { code } = await referrals.overview(someone);
    expect(await attachReferral(database.db, someone, code)).toBe(false);
  });

  test('no reward for a second account with the same phone', async () => {
    const referrer = await register();
    const { code } = await referrals.overview(referrer);
    const phone = '380671112233';
    const first = await register(code, phone);
    await visit(first);
    expect((await referrals.overview(referrer)).total).toBe(15_000);

    // She leaves and comes back with the same phone through the same link.
    await database.rows(sql`update users set deleted_at = now() where id = ${first}`);
    const second = await register(code, phone);
    await visit(second);
    const overview = await referrals.overview(referrer);
    expect(overview.friends.map((friend) => friend.state).sort()).toEqual(['registered', 'rewarded']);
    expect(overview.total).toBe(15_000);
    expect(await rewardRows(second)).toEqual([]);
  });

  test("no reward when the friend's phone is the referrer's own (self-referral)", async () => {
    const referrer = await register();
    const { code } = await referrals.overview(referrer);
    const [{ phone }] = await database.rows<{ phone: string }>(sql`select phone from users where id = ${referrer}`);
    // A second account of hers, registered with her own phone number (the referral keeps the phone it came with).
    const second = await register(code, '380671119999');
    await database.rows(sql`update referrals set referred_phone = ${phone} where referred_id = ${second}`);
    await visit(second);
    expect((await referrals.overview(referrer)).total).toBe(0);
    expect(await rewardRows(second)).toEqual([]);
  });
});

describe('referral rewards settle when the first visit has taken place (docs/decisions/265)', () => {
  const outbox = async (recipient: string) =>
    database.rows<{ template: string; body: string }>(
      sql`select template, body from outbox_messages where recipient = ${recipient} and template = 'email.referral.rewarded'`,
    );
  const emailOf = async (id: number) => (await database.rows<{ email: string }>(sql`select email from users where id = ${id}`))[0].email;
  let notifying: ReferralsService;
  beforeAll(() => {
    notifying = createReferrals(
      database,
      { referrerKopecks: 15_000, friendKopecks: 5_000 },
      { messenger: createMessenger(database), siteOrigin: 'https://vizyt.test' },
    );
  });

  test('both see the bonus as pending until the visit; the sweep then records it, once, and e-mails the one who invited', async () => {
    const referrer = await register();
    const { code } = await notifying.overview(referrer);
    const friend = await register(code);

    const before = await notifying.overview(referrer);
    expect(before.rewards).toMatchObject([{ role: 'referrer', status: 'pending', amount: 15_000, earned_at: null, friend: 'Олена К.' }]);
    expect(before.pending_total).toBe(15_000);
    expect(before.total).toBe(0);
    expect((await notifying.overview(friend)).rewards).toMatchObject([{ role: 'friend', status: 'pending', amount: 5_000, friend: null }]);

    await visit(friend);
    // Nobody opens a page: the background sweep finds the visit and records both bonuses.
    expect(await notifying.settle()).toBeGreaterThanOrEqual(1);
    expect(await rewardRows(referrer)).toEqual([{ role: 'referrer', amount: 15_000 }]);
    expect(await rewardRows(friend)).toEqual([{ role: 'friend', amount: 5_000 }]);
    const mails = await outbox(await emailOf(referrer));
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain('https://vizyt.test/patients/referral');
    expect(await outbox(await emailOf(friend))).toEqual([]);

    const after = await notifying.overview(referrer);
    expect(after.rewards).toMatchObject([{ role: 'referrer', status: 'earned', amount: 15_000 }]);
    expect(after.rewards[0].earned_at).not.toBeNull();
    expect(after.pending_total).toBe(0);
    // Settling again, by the sweep or a page view, records and sends nothing more.
    await notifying.settle();
    await notifying.settle(friend);
    expect(await rewardRows(referrer)).toHaveLength(1);
    expect(await outbox(await emailOf(referrer))).toHaveLength(1);
  });

  test('two completions settled at the same moment reward once', async () => {
    const referrer = await register();
    const { code } = await notifying.overview(referrer);
    const friend = await register(code);
    // Two visits end, and the sweep of two instances and both patients' page views meet.
    await visit(friend);
    await visit(friend);
    const counts = await Promise.all([notifying.settle(), notifying.settle(), notifying.settle(referrer), notifying.settle(friend)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await rewardRows(referrer)).toEqual([{ role: 'referrer', amount: 15_000 }]);
    expect(await rewardRows(friend)).toEqual([{ role: 'friend', amount: 5_000 }]);
    expect(await outbox(await emailOf(referrer))).toHaveLength(1);
  });

  test('two accounts with one phone due in the same sweep: one reward, and the sweep goes on with the others', async () => {
    const referrer = await register();
    const { code } = await notifying.overview(referrer);
    const first = await register(code, '380671114455');
    const second = await register(code, '380671114466');
    // The second account came with the first one's phone (it changed hands since): both are due at once.
    await database.rows(sql`update referrals set referred_phone = '380671114455' where referred_id = ${second}`);
    const other = await register(code);
    await visit(first);
    await visit(second);
    await visit(other);
    await notifying.settle();
    const states = await database.rows<{ referred_id: number; state: string }>(
      sql`select referred_id, state from referrals where referrer_id = ${referrer} order by id`,
    );
    expect(states.filter((row) => row.state === 'rewarded').map((row) => row.referred_id)).toEqual([first, other]);
    expect(await rewardRows(referrer)).toEqual([
      { role: 'referrer', amount: 15_000 },
      { role: 'referrer', amount: 15_000 },
    ]);
    // The second account's bonus is not promised as pending either.
    expect((await notifying.overview(second)).rewards).toEqual([]);
  });
});
