import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import { createHomeQueries } from '../features/catalog/home.ts';
import { seedDemoData } from './index.ts';
import { loadBookingOptions, loadSlotDays } from '../features/booking/slots.ts';
import { ensureDemoVideoVisit } from '../features/video/demo-room.ts';
import { joinVerdict } from '../features/video/window.ts';

const options = { seed: 42, scale: 0.02, today: new Date('2030-01-15T00:00:00Z') };

describe('seedDemoData', () => {
  let first: TestDatabase;
  let second: TestDatabase;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    await seedDemoData(first, options);
    await seedDemoData(second, options);
  }, 120_000);
  afterAll(async () => Promise.all([first?.dispose(), second?.dispose()]));

  const slugOf = async (database: TestDatabase, code: string) =>
    (await database.rows<{ slug: string }>(sql`select slug from specializations where code = ${code}`))[0].slug;

  const count = async (database: TestDatabase, table: string) => (await database.rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0].n;

  it('gives the same data for the same seed', async () => {
    const sample = (database: TestDatabase) =>
      database.rows(sql`
        select d.slug, d.full_name_ua, d.full_name_ru, d.photo, d.rating, s.cost, s.name_ru
        from doctors d join doctor_services s on s.doctor_id = d.id and s.is_default
        order by d.id limit 20`);
    expect(await sample(first)).toEqual(await sample(second));
    const institutions = (database: TestDatabase) =>
      database.rows(sql`select slug, name_ua, address_ru, latitude, longitude, rating from medical_institutions order by id limit 20`);
    expect(await institutions(first)).toEqual(await institutions(second));
  });

  it('runs once', async () => {
    expect(await seedDemoData(first, options)).toEqual({ seeded: false });
  });

  it('makes the expected amounts at the given scale', async () => {
    expect(await count(first, 'cities')).toBe(25);
    expect(await count(first, 'specializations')).toBeGreaterThanOrEqual(80);
    expect(await count(first, 'institution_types')).toBe(10);
    // 30 generated, plus the empty clinic to import doctors into (seed/imports-admin.ts).
    expect(await count(first, 'medical_institutions')).toBe(31);
    expect(await count(first, 'doctors')).toBe(160);
    expect(await count(first, 'legal_entities')).toBeGreaterThan(0);
    expect(await count(first, 'representatives')).toBe(await count(first, 'legal_entities'));
    for (const table of [
      'reviews',
      'blog_articles',
      'blog_comments',
      'diseases',
      'promotions',
      'promotion_participants',
      'timesheet_entries',
      'seo_patterns',
      'content_blocks',
    ]) {
      expect(await count(first, table), table).toBeGreaterThan(0);
    }
  });

  it('describes a paediatrician as seeing children, never adults, and flags exactly the doctors who see children', async () => {
    const rows = await first.rows<{ code: string; description_ua: string; description_ru: string; children: boolean }>(sql`
      select s.code, d.description_ua, d.description_ru,
        exists (select 1 from doctor_feature_links fl join doctor_features f on f.id = fl.feature_id
                where fl.doctor_id = d.id and f.code = 'child_consultation') as children
      from doctors d join doctor_specializations ds on ds.doctor_id = d.id and ds.is_main
      join specializations s on s.id = ds.specialization_id`);
    const paediatric = rows.filter((row) => row.code === 'pediatrics' || row.code.startsWith('pediatric-'));
    expect(paediatric.length).toBeGreaterThan(0);
    for (const row of paediatric) {
      expect(row.description_ua).toMatch(/дітей/);
      expect(row.description_ua).not.toMatch(/дорослих/);
      expect(row.description_ru).not.toMatch(/взрослых/);
    }
    for (const row of rows) expect(row.children, row.description_ua).toBe(/дітей/.test(row.description_ua));
  });

  it('gives the demo patient a 5-year-old son with a visit booked for him with a doctor who sees children (docs/decisions/183)', async () => {
    const [visit] = await first.rows<{
      relation: string;
      first_name: string;
      birthday: string;
      contact_name: string | null;
      sees_children: boolean;
      demo_partner: boolean;
    }>(sql`
      select a.patient_relation as relation, a.patient_first_name as first_name, a.patient_birthday::text as birthday, a.contact_name,
        exists (select 1 from doctor_feature_links fl join doctor_features f on f.id = fl.feature_id where fl.doctor_id = a.doctor_id and f.code = 'child_consultation') as sees_children,
        mi.legal_entity_id in (select r.legal_entity_id from representatives r join users u on u.id = r.user_id where lower(u.email) = 'partner@vizyt.local') as demo_partner
      from appointments a join users u on u.id = a.patient_id and lower(u.email) = 'patient@vizyt.local'
      join family_members m on m.id = a.family_member_id and m.user_id = u.id
      join medical_institutions mi on mi.id = a.institution_id
      where a.status = 'booked'`);
    expect(visit).toMatchObject({ relation: 'son', first_name: 'Марк', birthday: '2024-11-15', sees_children: true });
    expect(visit.contact_name).toBeTruthy();
  });

  it("gives the demo doctor a coming visit, the demo patient's son's when the doctor sees children, and a past one (docs/decisions/183)", async () => {
    const visits = await first.rows<{ upcoming: boolean; relation: string | null; first_name: string; sees_children: boolean }>(sql`
      select a.end_at > ${options.today.toISOString()}::timestamptz and a.status in ('booked', 'approved') as upcoming, a.patient_relation as relation, a.patient_first_name as first_name,
        exists (select 1 from doctor_feature_links fl join doctor_features f on f.id = fl.feature_id where fl.doctor_id = d.id and f.code = 'child_consultation') as sees_children
      from appointments a join doctors d on d.id = a.doctor_id join users u on u.id = d.user_id and lower(u.email) = 'doctor@vizyt.local'
      where a.booked_at is not null order by a.start_at`);
    const coming = visits.filter((visit) => visit.upcoming);
    expect(coming.length).toBeGreaterThan(0);
    expect(visits.some((visit) => !visit.upcoming)).toBe(true);
    if (coming[0].sees_children) expect(coming.some((visit) => visit.relation === 'son' && visit.first_name === 'Марк')).toBe(true);
  });

  it("gives the demo patient's son a filled card and a coming visit with the demo doctor, who reads it (docs/decisions/276)", async () => {
    const [son] = await first.rows<{ blood_type: string | null; documents: number; visits: number }>(sql`
      select fmc.blood_type,
        (select count(*)::int from medical_documents md where md.family_member_id = fm.id) as documents,
        (select count(*)::int from appointments a join doctors d on d.id = a.doctor_id join users du on du.id = d.user_id and lower(du.email) = 'doctor@vizyt.local'
          where a.family_member_id = fm.id and a.status in ('booked', 'approved')) as visits
      from family_members fm join users u on u.id = fm.user_id and lower(u.email) = 'patient@vizyt.local'
      left join family_medical_cards fmc on fmc.family_member_id = fm.id
      where fm.relation = 'son' order by fm.id limit 1`);
    expect(son).toMatchObject({ blood_type: 'O+', documents: 1 });
    expect(son.visits).toBeGreaterThan(0);
  });

  it('lets a visitor book an online visit with the demo doctor, listed among doctors who consult online (docs/decisions/221)', async () => {
    const [doctor] = await first.rows<{ id: number; mode: string; online_feature: boolean }>(sql`
      select d.id, d.mode, exists (select 1 from doctor_feature_links fl join doctor_features f on f.id = fl.feature_id
                                   where fl.doctor_id = d.id and f.code = 'online_consultation') as online_feature
      from doctors d join users u on u.id = d.user_id and lower(u.email) = 'doctor@vizyt.local'`);
    expect(doctor.mode).not.toBe('clinic');
    expect(doctor.online_feature).toBe(true);
    const now = options.today.getTime();
    const booking = await loadBookingOptions(first.db, doctor.id, 'ua', { now, holdSeconds: 600, cancelCutoffMinutes: 120 });
    const online = booking.services.find((service) => service.is_online);
    expect(online).toBeDefined();
    const slots = await Promise.all(
      booking.workplaces.map((workplace) =>
        loadSlotDays(first.db, { doctorId: doctor.id, serviceId: online!.id, institutionId: workplace.institution_id, days: 14, now }),
      ),
    );
    expect(slots.flatMap((calendar) => calendar.days.flatMap((day) => day.slots)).length).toBeGreaterThan(0);
  });

  it('gives the demo patient a past video consultation with the demo doctor: joins, chat and the written conclusion', async () => {
    const [visit] = await first.rows<{
      id: number;
      started: boolean;
      ended: boolean;
      joins: number;
      messages: number;
      conclusion: string | null;
      past: boolean;
    }>(sql`
      select a.id, r.started_at is not null as started, r.ended_at > r.started_at as ended,
        (select count(*)::int from video_joins j where j.appointment_id = a.id) as joins,
        (select count(*)::int from video_messages m where m.appointment_id = a.id) as messages,
        (select c.conclusion from visit_conclusions c where c.appointment_id = a.id) as conclusion,
        a.end_at < ${options.today.toISOString()}::timestamptz as past
      from appointments a
      join users p on p.id = a.patient_id and lower(p.email) = 'patient@vizyt.local'
      join doctors d on d.id = a.doctor_id join users du on du.id = d.user_id and lower(du.email) = 'doctor@vizyt.local'
      join video_rooms r on r.appointment_id = a.id
      where a.format = 'online' and a.status = 'approved'`);
    expect(visit).toMatchObject({ started: true, ended: true, joins: 2, past: true });
    expect(visit.messages).toBeGreaterThanOrEqual(4);
    expect(visit.conclusion).toBeTruthy();
  });

  it("keeps a room of the demo patient and the demo doctor open now, which the signaling's rule lets them into (docs/decisions/222)", async () => {
    const now = new Date(options.today.getTime() + 10 * 3_600_000);
    const outcome = await ensureDemoVideoVisit(first, now);
    expect(outcome.action).toBe('created');
    const [visit] = await first.rows<{ status: string; format: string; start: Date; end: Date }>(sql`
      select status, format, start_at as start, end_at as "end" from appointments where id = ${outcome.action === 'created' ? outcome.appointmentId : 0}`);
    expect(joinVerdict({ ...visit, start: new Date(visit.start), end: new Date(visit.end), startedAt: null, endedAt: null }, now)).toBe('ok');
  });

  it('makes paediatrics one of the popular specializations of the home page', async () => {
    const popular = await createHomeQueries(first.db).popularSpecializations({ locale: 'ua', limit: 6 });
    expect(popular.map((tile) => tile.slug)).toContain(await slugOf(first, 'pediatrics'));
  });

  it('gives every doctor exactly one default service, a workplace and a weekly timesheet', async () => {
    const rows = await first.rows<{ problems: number }>(sql`
      select count(*)::int as problems from doctors d
      where (select count(*) from doctor_services s where s.doctor_id = d.id and s.is_default and s.deleted_at is null) <> 1
         or not exists (select 1 from doctor_workplaces w where w.doctor_id = d.id)
         or not exists (select 1 from timesheets t join timesheet_entries e on e.timesheet_id = t.id where t.doctor_id = d.id and e.weekday is not null)`);
    expect(rows[0].problems).toBe(0);
  });

  it('keeps ratings equal to the mean of published reviews', async () => {
    for (const [table, column] of [
      ['doctors', 'doctor_id'],
      ['medical_institutions', 'institution_id'],
    ] as const) {
      const rows = await first.rows<{ mismatches: number }>(
        sql.raw(`
        select count(*)::int as mismatches from ${table} t
        left join (select ${column} as id, avg(rating) as mean, count(*) as n from reviews
                   where status = 'published' and ${column} is not null group by ${column}) r on r.id = t.id
        where abs(t.rating - coalesce(round(r.mean, 2), 0)) > 0.001 or t.reviews_count <> coalesce(r.n, 0)`),
      );
      expect(rows[0].mismatches, table).toBe(0);
    }
  });

  it('places institutions near their city and uses gender-consistent names', async () => {
    const far = await first.rows<{ n: number }>(sql`
      select count(*)::int as n from medical_institutions i join cities c on c.id = i.city_id
      where abs(i.latitude - c.latitude) > 0.2 or abs(i.longitude - c.longitude) > 0.3`);
    expect(far[0].n).toBe(0);
    const mismatched = await first.rows<{ n: number }>(sql`
      select count(*)::int as n from doctors
      where (gender = 'female' and middle_name_ua not like '%на') or (gender = 'male' and middle_name_ua not like '%ич')`);
    expect(mismatched[0].n).toBe(0);
  });

  it('gives the demo patient two support requests of her own, one completed with an answer (docs/decisions/232)', async () => {
    const rows = await first.rows<{ status: string; answer: string | null; answered: boolean }>(sql`
      select s.status, s.answer, s.answered_at is not null as answered from support_requests s join users u on u.id = s.user_id
      where lower(u.email) = 'patient@vizyt.local' and not s.is_callback order by s.created_at`);
    expect(rows.map((row) => row.status)).toEqual(['completed', 'in_process']);
    expect(rows[0].answer).toBeTruthy();
    expect(rows[0].answered).toBe(true);
    expect(rows[1].answer).toBeNull();
  });

  it('has the demo patient wait for a fully booked part of a day of her doctor, the second demo patient holding its first visit (docs/decisions/303)', async () => {
    const [request] = await first.rows<{ doctor_id: number; date_from: string; day_parts: string[]; second: number }>(sql`
      select r.doctor_id, r.date_from::text as date_from, r.day_parts,
             (select count(*)::int from appointments a join users p on p.id = a.patient_id
               where a.doctor_id = r.doctor_id and a.status = 'booked' and lower(p.email) = 'patient2@vizyt.local'
                 and (a.start_at at time zone 'Europe/Kyiv')::date = r.date_from) as second
      from waitlist_requests r join users u on u.id = r.patient_id
      where lower(u.email) = 'patient@vizyt.local' and r.status = 'waiting'`);
    expect(request).toBeDefined();
    expect(request.day_parts).toHaveLength(1);
    expect(request.second).toBe(1);
  });

  it("puts the clinic of the demo patient's coming visit in the shelter and another on a generator, and both clinic features on clinics (docs/decisions/306)", async () => {
    const statuses = await first.rows<{ status: string; note: string | null }>(sql`select status, note from clinic_live_status order by status`);
    expect(statuses.map((row) => row.status)).toEqual(['generator', 'paused']);
    const features = await first.rows<{ code: string; clinics: number }>(sql`
      select f.code, count(l.institution_id)::int as clinics from institution_features f
      left join institution_feature_links l on l.feature_id = f.id where f.code in ('shelter', 'works_in_blackout') group by f.code order by f.code`);
    expect(features.map((row) => row.code)).toEqual(['shelter', 'works_in_blackout']);
    expect(features.every((row) => row.clinics > 0)).toBe(true);
  });

  it('finds the alert region of every demo city, and has an alert on in the region of the clinic in the shelter (docs/decisions/308)', async () => {
    const [cities] = await first.rows<{ total: number; unmapped: number }>(sql`
      select count(*)::int as total, count(*) filter (where alert_region_id is null)::int as unmapped from cities`);
    expect(cities.total).toBeGreaterThan(20);
    expect(cities.unmapped).toBe(0);
    const alerts = await first.rows<{ region: number; sheltered: number }>(sql`
      select a.region_id as region,
        (select count(*)::int from clinic_live_status s join medical_institutions mi on mi.id = s.institution_id join cities c on c.id = mi.city_id
          where s.status = 'paused' and c.alert_region_id = a.region_id and s.set_at >= a.started_at) as sheltered
      from region_alerts a where a.ended_at is null`);
    expect(alerts).toHaveLength(1);
    expect(alerts[0].sheltered).toBe(1);
  });

  it('gives doctors who work with НСЗУ a visit free by electronic referral, and half of them take new declarations (docs/decisions/307)', async () => {
    const [row] = await first.rows<{ free: number; takes: number; declines: number }>(sql`
      select (select count(*)::int from doctor_services where is_nszu_free) as free,
             (select count(*)::int from doctors where accepts_declarations) as takes,
             (select count(*)::int from doctors where accepts_declarations = false) as declines`);
    expect(row.free).toBeGreaterThan(0);
    expect(row.takes).toBeGreaterThan(0);
    expect(row.declines).toBeGreaterThanOrEqual(0);
  });

  it("gives a doctor of the demo partner four visits soon on one day, the second demo patient's first, to move at once (docs/decisions/309)", async () => {
    const rows = await first.rows<{ doctor_id: number; day: string; visits: number; second_first: boolean }>(sql`
      select a.doctor_id, (a.start_at at time zone 'Europe/Kyiv')::date::text as day, count(*)::int as visits,
             bool_or(u.email = 'patient2@vizyt.local') as second_first
      from appointments a
      join users u on u.id = a.patient_id
      join medical_institutions mi on mi.id = a.institution_id
      join representatives r on r.legal_entity_id = mi.legal_entity_id
      join users p on p.id = r.user_id and p.email = 'partner@vizyt.local'
      where a.status in ('booked', 'approved') and a.start_at > ${options.today.toISOString()}::timestamptz
        and a.start_at < ${options.today.toISOString()}::timestamptz + interval '2 days'
      group by 1, 2
      having bool_or(u.email = 'patient2@vizyt.local')`);
    expect(rows.some((row) => row.visits >= 4 && row.second_first)).toBe(true);
  });
});
