import { and, desc, eq, gte, inArray, isNull, not, notExists, sql } from 'drizzle-orm';
import { discountedCost, type Discount } from '../../contracts/promotions.ts';
import { documentOfText } from '../../contracts/rich-text.ts';
import { doctor_services, doctors, medical_institutions, promotion_participants, promotions, timesheets } from '../../db/schema/index.ts';
import type { RowOf } from '../../db/sql.ts';
import type { SeedContext } from './context.ts';

const DAY = 86_400_000;

const candidateColumns = {
  doctor_id: doctors.id,
  service_id: doctor_services.id,
  specialization_id: doctor_services.specialization_id,
  institution_id: timesheets.institution_id,
  cost: doctor_services.cost,
};
type Candidate = RowOf<typeof candidateColumns>;

/**
 * Doctors a new patient can book now: a live default clinic service, an active timesheet at a live clinic that
 * takes bookings by slots, and no running promotion yet — so the demo promotion's price is the one their
 * profile and booking page show.
 */
function bookableDoctors(context: SeedContext, limit: number): Promise<Candidate[]> {
  const inPromotion = context.db
    .select({ one: sql`1` })
    .from(promotion_participants)
    .where(eq(promotion_participants.service_id, doctor_services.id));
  return context.db
    .selectDistinctOn([doctors.rating, doctors.id], candidateColumns)
    .from(doctors)
    .innerJoin(
      doctor_services,
      and(
        eq(doctor_services.doctor_id, doctors.id),
        doctor_services.is_default,
        eq(doctor_services.format, 'offline'),
        eq(doctor_services.status, 'active'),
        isNull(doctor_services.deleted_at),
      ),
    )
    .innerJoin(timesheets, and(eq(timesheets.doctor_id, doctors.id), timesheets.is_active))
    .innerJoin(
      medical_institutions,
      and(
        eq(medical_institutions.id, timesheets.institution_id),
        eq(medical_institutions.status, 'active'),
        isNull(medical_institutions.deleted_at),
        not(medical_institutions.is_work_without_slots),
      ),
    )
    .where(and(eq(doctors.status, 'active'), isNull(doctors.deleted_at), gte(doctor_services.cost, 50000), notExists(inPromotion)))
    .orderBy(desc(doctors.rating), doctors.id, timesheets.institution_id)
    .limit(limit);
}

async function insertPromotion(context: SeedContext, row: typeof promotions.$inferInsert & Discount, participants: readonly Candidate[]): Promise<void> {
  const [{ id }] = await context.db.insert(promotions).values(row).returning({ id: promotions.id });
  if (participants.length === 0) return;
  await context.db.insert(promotion_participants).values(
    participants.map((candidate) => ({
      promotion_id: id,
      doctor_id: candidate.doctor_id,
      service_id: candidate.service_id,
      specialization_id: candidate.specialization_id,
      institution_id: candidate.institution_id,
      cost: candidate.cost,
      cost_with_discount: discountedCost(candidate.cost, row)!,
    })),
  );
}

/**
 * The back office's promotions to try (docs/decisions/286), after the content step's catalogue of running
 * ones: a running promotion whose first participant is the most-rated doctor a new patient can book (the
 * discounted price shows on that doctor's profile and booking page), a finished one, and a draft with a
 * participant waiting to be started.
 */
export async function seedDemoPromotions(context: SeedContext): Promise<void> {
  const { today } = context;
  const doctors = await bookableDoctors(context, 5);
  if (doctors.length === 0) return;
  const text = (ua: string, ru: string) => ({ description_ua: documentOfText(ua), description_ru: documentOfText(ru) });
  await insertPromotion(
    context,
    {
      slug: 'demo-minus-30-na-pershyi-vizyt',
      name_ua: 'Мінус 30 % на перший візит',
      name_ru: 'Минус 30 % на первый визит',
      short_description_ua: 'Перша консультація у лікарів-учасників — на 30 % дешевше.',
      short_description_ru: 'Первая консультация у врачей-участников — на 30 % дешевле.',
      ...text(
        'Запишіться онлайн до лікаря-учасника: ціна зі знижкою вже у записі, доплачувати на місці не треба.',
        'Запишитесь онлайн к врачу-участнику: цена со скидкой уже в записи, доплачивать на месте не нужно.',
      ),
      image: '/images/promotions/1.webp',
      discount_type: 'percentage',
      percentage: 30,
      amount: null,
      kind: 'temporary',
      start_at: new Date(today.getTime() - 3 * DAY),
      end_at: new Date(today.getTime() + 60 * DAY),
      status: 'started',
    },
    doctors.slice(0, 3),
  );
  await insertPromotion(
    context,
    {
      slug: 'demo-osinnii-check-up',
      name_ua: 'Осінній check-up',
      name_ru: 'Осенний check-up',
      short_description_ua: 'Мінус 200 грн на консультацію. Акцію завершено.',
      short_description_ru: 'Минус 200 грн на консультацию. Акция завершена.',
      ...text('Акція діяла восени.', 'Акция действовала осенью.'),
      image: '/images/promotions/2.webp',
      discount_type: 'amount',
      percentage: null,
      amount: 20_000,
      kind: 'temporary',
      start_at: new Date(today.getTime() - 90 * DAY),
      end_at: new Date(today.getTime() - 30 * DAY),
      status: 'finished',
    },
    doctors.slice(3, 4),
  );
  await insertPromotion(
    context,
    {
      slug: 'demo-zymova-znyzhka',
      name_ua: 'Зимова знижка 15 %',
      name_ru: 'Зимняя скидка 15 %',
      short_description_ua: 'Чернетка: додайте учасників і розпочніть акцію.',
      short_description_ru: 'Черновик: добавьте участников и начните акцию.',
      ...text('Знижка на консультації взимку.', 'Скидка на консультации зимой.'),
      image: '/images/promotions/3.webp',
      discount_type: 'percentage',
      percentage: 15,
      amount: null,
      kind: 'permanent',
      start_at: null,
      end_at: null,
      status: 'draft',
    },
    doctors.slice(4, 5),
  );
  const participating = context.db
    .select({ service_id: promotion_participants.service_id })
    .from(promotion_participants)
    .innerJoin(promotions, eq(promotions.id, promotion_participants.promotion_id))
    .where(eq(promotions.slug, 'demo-minus-30-na-pershyi-vizyt'));
  await context.db.update(doctor_services).set({ is_promo: true }).where(inArray(doctor_services.id, participating));
}
