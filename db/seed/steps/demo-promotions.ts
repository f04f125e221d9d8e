import { sql } from 'drizzle-orm';
import { discountedCost, type Discount } from '../../../contracts/promotions.ts';
import { documentOfText } from '../../../contracts/rich-text.ts';
import { promotion_participants, promotions } from '../../schema/index.ts';
import { rows, type SeedContext } from './context.ts';

const DAY = 86_400_000;

interface Candidate {
  doctor_id: number;
  service_id: number;
  specialization_id: number;
  institution_id: number;
  cost: number;
}

/**
 * Doctors a new patient can book now: a live default clinic service, an active timesheet at a live clinic that
 * takes bookings by slots, and no running promotion yet — so the demo promotion's price is the one their
 * profile and booking page show.
 */
function bookableDoctors(context: SeedContext, limit: number): Promise<Candidate[]> {
  return rows<Candidate>(
    context,
    sql`select distinct on (d.rating, d.id) d.id as doctor_id, s.id as service_id, s.specialization_id, t.institution_id, s.cost
        from doctors d
        join doctor_services s on s.doctor_id = d.id and s.is_default and s.format = 'offline' and s.status = 'active' and s.deleted_at is null
        join timesheets t on t.doctor_id = d.id and t.is_active
        join medical_institutions mi on mi.id = t.institution_id and mi.status = 'active' and mi.deleted_at is null and not mi.is_work_without_slots
        where d.status = 'active' and d.deleted_at is null and s.cost >= 50000
          and not exists (select 1 from promotion_participants pp where pp.service_id = s.id)
        order by d.rating desc, d.id, t.institution_id
        limit ${limit}`,
  );
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
      cost: Number(candidate.cost),
      cost_with_discount: discountedCost(Number(candidate.cost), row)!,
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
  await context.db.execute(sql`
    update doctor_services set is_promo = true
    where id in (select pp.service_id from promotion_participants pp join promotions p on p.id = pp.promotion_id where p.slug = 'demo-minus-30-na-pershyi-vizyt')`);
}
