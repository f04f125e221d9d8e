/**
 * The demo visits a checkout's seed makes, for comparing two checkouts: seeds a fresh database on the local
 * PostgreSQL at a fixed day (scale 0.1) and writes its appointments, their events, payments and notifications
 * (without the moment of writing) to a file. A change to how the seed is written must leave it identical.
 *
 *   npx tsx bench/seed-dump.ts /path/to/checkout-a /tmp/a.txt
 *   npx tsx bench/seed-dump.ts /path/to/checkout-b /tmp/b.txt && cmp /tmp/a.txt /tmp/b.txt
 */
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
const [root, out] = process.argv.slice(2);
if (!root || !out) throw new Error('usage: tsx bench/seed-dump.ts <checkout> <output file>');
const { openDatabase } = await import(`${root}/db/client.ts`);
const { migrate } = await import(`${root}/db/migrate.ts`);
const { seedDemoData } = await import(`${root}/seed/index.ts`);
const admin = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/postgres' });
const name = `seed_dump_${process.pid}`;
await admin.db.execute(sql.raw(`create database ${name}`));
const database = await openDatabase({ url: `postgres://postgres@127.0.0.1:5432/${name}` });
try {
  await migrate(database);
  await seedDemoData(database, { scale: 0.1, today: new Date('2026-11-25T10:00:00Z') });
  const dump = async (query: string) => JSON.stringify((await database.db.execute(sql.raw(query))).rows);
  const text = [
    await dump(
      `select id, status, start_at, end_at, doctor_id, institution_id, service_id, cost, payment_status, patient_id, patient_first_name, patient_last_name, patient_middle_name, patient_birthday, patient_phone, patient_email, patient_relation, family_member_id, contact_name, consent_at, booked_at, decided_at, locale, application_number from appointments order by id`,
    ),
    await dump(`select id, appointment_id, action, from_status, to_status, actor_kind, actor_user_id, details, created_at from appointment_events order by id`),
    await dump(
      `select id, appointment_id, provider, order_id, amount, status, provider_payment_id, paid_at, refund_error, created_at, updated_at from payments order by id`,
    ),
    await dump(`select to_jsonb(n) - 'created_at' - 'updated_at' as n from notifications n order by id`),
  ].join('\n');
  writeFileSync(out, text);
  console.log(out, text.length);
} finally {
  await database.close();
  await admin.db.execute(sql.raw(`drop database ${name} with (force)`));
  await admin.close();
}
