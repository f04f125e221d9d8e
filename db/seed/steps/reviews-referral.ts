import { sql } from 'drizzle-orm';
import { rows, type SeedContext } from './context.ts';
import { demoPatient, otherPatients } from './visits.ts';
import { DEFAULT_REFERRAL_REWARDS } from '../../../contracts/referral.ts';
import { recomputeRatings } from '../../../features/feedback/ratings.ts';

/** The demo patient's referral code: fixed, so a tester can register a friend with `/registration?ref=VZDRUG25`. */
export const DEMO_REFERRAL_CODE = 'VZDRUG25';

/**
 * The patient cabinet's reviews, referral program and favourite article in the demo (docs/decisions/229–231):
 * the demo patient has reviewed the doctor of her past visit (published) and its clinic (waiting for the
 * moderator), has a referral code with one friend whose first visit earned them both a bonus, and keeps one
 * blog article in favourites.
 */
export async function seedDemoReviewsReferral(context: SeedContext): Promise<void> {
  const patient = await demoPatient(context);
  if (!patient) return;
  const now = context.today.getTime();
  // Demo dates are relative to the seed's day (the tests fix one), not to the clock.
  const dayEnd = new Date(now + 86_400_000).toISOString();
  const author = [patient.first_name, patient.last_name ? `${patient.last_name.slice(0, 1)}.` : ''].filter(Boolean).join(' ');

  const [visit] = await rows<{ doctor_id: number; institution_id: number | null; specialization_id: number | null; end_at: string }>(
    context,
    sql`select doctor_id, institution_id, specialization_id, end_at from appointments
        where patient_id = ${patient.id} and status = 'approved' and end_at < ${dayEnd}::timestamptz order by end_at desc limit 1`,
  );
  if (visit) {
    const visited = new Date(visit.end_at).getTime();
    await context.db
      .execute(sql`insert into reviews (status, doctor_id, specialization_id, patient_id, locale, author_name, text, rating, received_at, published_at)
      values ('published', ${visit.doctor_id}, ${visit.specialization_id}, ${patient.id}, 'ua', ${author},
        'Лікарка уважно вислухала, усе пояснила простими словами і дала зрозумілі рекомендації. Прийом почався вчасно.', 5,
        ${new Date(visited + 3_600_000).toISOString()}::timestamptz, ${new Date(visited + 26 * 3_600_000).toISOString()}::timestamptz)
      on conflict do nothing`);
    const targets: { kind: 'doctor' | 'institution'; id: number }[] = [{ kind: 'doctor', id: visit.doctor_id }];
    if (visit.institution_id) {
      await context.db.execute(sql`insert into reviews (status, institution_id, patient_id, locale, author_name, text, rating, received_at)
        values ('new', ${visit.institution_id}, ${patient.id}, 'ua', ${author},
          'Чиста й світла клініка, привітна реєстратура. Трохи довелося почекати біля кабінету.', 4, ${new Date(visited + 2 * 3_600_000).toISOString()}::timestamptz)
        on conflict do nothing`);
    }
    await recomputeRatings(context.db, targets);
  }

  await context.db.execute(sql`insert into referral_codes (user_id, code) values (${patient.id}, ${DEMO_REFERRAL_CODE}) on conflict do nothing`);
  const [friend] = await otherPatients(context, 1);
  if (friend) {
    const registered = new Date(now - 20 * 86_400_000).toISOString();
    const rewarded = new Date(now - 6 * 86_400_000).toISOString();
    const [referral] = await rows<{ id: number }>(
      context,
      sql`insert into referrals (referrer_id, referred_id, referred_phone, state, registered_at, rewarded_at)
          values (${patient.id}, ${friend.id}, ${(friend.phone ?? '').replace(/\D/g, '')}, 'rewarded', ${registered}::timestamptz, ${rewarded}::timestamptz)
          returning id`,
    );
    await context.db.execute(sql`insert into referral_rewards (referral_id, user_id, role, amount, created_at)
      values (${referral.id}, ${patient.id}, 'referrer', ${DEFAULT_REFERRAL_REWARDS.referrerKopecks}, ${rewarded}::timestamptz),
             (${referral.id}, ${friend.id}, 'friend', ${DEFAULT_REFERRAL_REWARDS.friendKopecks}, ${rewarded}::timestamptz)`);
  }

  // A second friend who registered a week ago and has not had a visit yet: her bonus shows as pending
  // (docs/decisions/265). One with no approved visit at all, so that no sweep rewards her on its own.
  const [waiting] = await rows<{ id: number; phone: string | null }>(
    context,
    sql`select u.id, u.phone from users u
        where u.user_type = 'patient' and u.deleted_at is null and u.id <> ${patient.id} ${friend ? sql`and u.id <> ${friend.id}` : sql``}
          and coalesce(u.phone, '') <> '' and regexp_replace(u.phone, '\D', '', 'g') <> regexp_replace(coalesce(${patient.phone ?? ''}, ''), '\D', '', 'g')
          and not exists (select 1 from appointments a where a.patient_id = u.id and a.status = 'approved')
        order by u.id limit 1`,
  );
  if (waiting) {
    await context.db.execute(sql`insert into referrals (referrer_id, referred_id, referred_phone, registered_at)
      values (${patient.id}, ${waiting.id}, ${(waiting.phone ?? '').replace(/\D/g, '')}, ${new Date(now - 7 * 86_400_000).toISOString()}::timestamptz)
      on conflict do nothing`);
  }

  const [article] = await rows<{ id: number }>(
    context,
    sql`select id from blog_articles where deleted_at is null and status = 'active' and published_at < ${dayEnd}::timestamptz order by published_at desc, id limit 1`,
  );
  if (article) {
    await context.db.execute(sql`insert into wishlist_items (user_id, kind, item_id) values (${patient.id}, 'article', ${article.id}) on conflict do nothing`);
  }
  context.log('demo reviews and referral: 2 reviews, 2 referred friends (one bonus earned, one pending), 1 favourite article');
}
