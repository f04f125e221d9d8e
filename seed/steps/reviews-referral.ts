import { and, desc, eq, isNull, lt, ne, notExists, sql } from 'drizzle-orm';
import { appointments, blog_articles, referral_codes, referral_rewards, referrals, reviews, users, wishlist_items } from '../../db/schema/index.ts';
import type { SeedContext } from './context.ts';
import { demoPatient, otherPatients } from './visits.ts';
import { DEFAULT_REFERRAL_REWARDS } from '../../contracts/referral.ts';
import { recomputeRatings } from '../../features/feedback/ratings.ts';

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
  const dayEnd = new Date(now + 86_400_000);
  const author = [patient.first_name, patient.last_name ? `${patient.last_name.slice(0, 1)}.` : ''].filter(Boolean).join(' ');

  const [visit] = await context.db
    .select({
      doctor_id: appointments.doctor_id,
      institution_id: appointments.institution_id,
      specialization_id: appointments.specialization_id,
      end_at: appointments.end_at,
    })
    .from(appointments)
    .where(and(eq(appointments.patient_id, patient.id), eq(appointments.status, 'approved'), lt(appointments.end_at, dayEnd)))
    .orderBy(desc(appointments.end_at))
    .limit(1);
  if (visit) {
    const visited = visit.end_at.getTime();
    await context.db
      .insert(reviews)
      .values({
        status: 'published',
        doctor_id: visit.doctor_id,
        specialization_id: visit.specialization_id,
        patient_id: patient.id,
        locale: 'ua',
        author_name: author,
        text: 'Лікарка уважно вислухала, усе пояснила простими словами і дала зрозумілі рекомендації. Прийом почався вчасно.',
        rating: 5,
        received_at: new Date(visited + 3_600_000),
        published_at: new Date(visited + 26 * 3_600_000),
      })
      .onConflictDoNothing();
    const targets: { kind: 'doctor' | 'institution'; id: number }[] = [{ kind: 'doctor', id: visit.doctor_id }];
    if (visit.institution_id) {
      await context.db
        .insert(reviews)
        .values({
          status: 'new',
          institution_id: visit.institution_id,
          patient_id: patient.id,
          locale: 'ua',
          author_name: author,
          text: 'Чиста й світла клініка, привітна реєстратура. Трохи довелося почекати біля кабінету.',
          rating: 4,
          received_at: new Date(visited + 2 * 3_600_000),
        })
        .onConflictDoNothing();
    }
    await recomputeRatings(context.db, targets);
  }

  await context.db.insert(referral_codes).values({ user_id: patient.id, code: DEMO_REFERRAL_CODE }).onConflictDoNothing();
  const [friend] = await otherPatients(context, 1);
  if (friend) {
    const rewarded = new Date(now - 6 * 86_400_000);
    const [referral] = await context.db
      .insert(referrals)
      .values({
        referrer_id: patient.id,
        referred_id: friend.id,
        referred_phone: (friend.phone ?? '').replace(/\D/g, ''),
        state: 'rewarded',
        registered_at: new Date(now - 20 * 86_400_000),
        rewarded_at: rewarded,
      })
      .returning({ id: referrals.id });
    await context.db.insert(referral_rewards).values([
      { referral_id: referral.id, user_id: patient.id, role: 'referrer', amount: DEFAULT_REFERRAL_REWARDS.referrerKopecks, created_at: rewarded },
      { referral_id: referral.id, user_id: friend.id, role: 'friend', amount: DEFAULT_REFERRAL_REWARDS.friendKopecks, created_at: rewarded },
    ]);
  }

  // A second friend who registered a week ago and has not had a visit yet: her bonus shows as pending
  // (docs/decisions/265). One with no approved visit at all, so that no sweep rewards her on its own.
  const approvedVisit = context.db
    .select({ one: sql`1` })
    .from(appointments)
    .where(and(eq(appointments.patient_id, users.id), eq(appointments.status, 'approved')));
  const [waiting] = await context.db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(
      and(
        eq(users.user_type, 'patient'),
        isNull(users.deleted_at),
        ne(users.id, patient.id),
        friend ? ne(users.id, friend.id) : undefined,
        sql`coalesce(${users.phone}, '') <> ''`,
        // Compared by their digits (the backslash is doubled: a template literal would drop a single one).
        sql`regexp_replace(${users.phone}, '\\D', '', 'g') <> regexp_replace(coalesce(${patient.phone ?? ''}, ''), '\\D', '', 'g')`,
        notExists(approvedVisit),
      ),
    )
    .orderBy(users.id)
    .limit(1);
  if (waiting) {
    await context.db
      .insert(referrals)
      .values({
        referrer_id: patient.id,
        referred_id: waiting.id,
        referred_phone: (waiting.phone ?? '').replace(/\D/g, ''),
        registered_at: new Date(now - 7 * 86_400_000),
      })
      .onConflictDoNothing();
  }

  const [article] = await context.db
    .select({ id: blog_articles.id })
    .from(blog_articles)
    .where(and(isNull(blog_articles.deleted_at), eq(blog_articles.status, 'active'), lt(blog_articles.published_at, dayEnd)))
    .orderBy(desc(blog_articles.published_at), blog_articles.id)
    .limit(1);
  if (article) {
    await context.db.insert(wishlist_items).values({ user_id: patient.id, kind: 'article', item_id: article.id }).onConflictDoNothing();
  }
  context.log('demo reviews and referral: 2 reviews, 2 referred friends (one bonus earned, one pending), 1 favourite article');
}
