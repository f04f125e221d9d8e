import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { documentOfText } from '../../contracts/rich-text.ts';
import { loadServiceTerms } from '../../features/booking/slots.ts';
import { doctorProfile } from '../../features/catalog/doctor-profile.ts';
import { createDoctor, createInstitution, createPatient, createService, createSpecialization } from '../../tests/support/factories.ts';
import { useResourceApi } from './resources-testing.ts';
import { roles } from './testing.ts';

/**
 * Promotions with participants written in the back office (docs/decisions/286): SPEC §3 fields, §5 discount
 * and participant rules, §4 start and finish with their §8 errors, the frozen price of a participating
 * service, the notices to patients, and the discounted price on the public pages and in booking.
 */
const api = useResourceApi();
const { get, send } = api;
const base = '/api/v1/promotions';
const participants = '/api/v1/promotion-participants';
const DAY = 86_400_000;

let n = 0;
const promotion = (extra: Record<string, unknown> = {}) => {
  n += 1;
  return {
    name_ua: `Акція ${n}`,
    name_ru: `Акция ${n}`,
    kind: 'temporary',
    discount_type: 'percentage',
    percentage: 20,
    start_at: new Date(Date.now() - DAY).toISOString(),
    end_at: new Date(Date.now() + 10 * DAY).toISOString(),
    short_description_ua: 'Знижка на консультацію',
    description_ua: documentOfText('Опис акції.'),
    ...extra,
  };
};

async function world(cost = 100_000) {
  const db = api.context.database.db;
  const specialization = await createSpecialization(db);
  const institution = await createInstitution(db, { status: 'active' });
  const doctor = await createDoctor(db, { institution, specialization, status: 'active' });
  const service = await createService(db, { doctor, specialization_id: specialization.id, cost, is_default: true, status: 'active' });
  return { specialization, institution, doctor, service };
}

async function created(extra: Record<string, unknown> = {}): Promise<{ id: number; slug: string; version: number }> {
  const answer = await send('POST', base, promotion(extra));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

const errorsOf = (answer: { body: { errors?: Record<string, string[]> } }) => answer.body.errors ?? {};

describe('promotions through the back office API', () => {
  beforeEach(() => api.context.actAs(roles.administrator));

  test('a promotion is added with every SPEC §3 field in both languages, edited at its version and logged', async () => {
    const answer = await send(
      'POST',
      base,
      promotion({ name_ua: 'Весняна знижка', name_ru: 'Весенняя скидка', image: '/media/uploads/spring.webp', is_appointment_possible: false }),
    );
    expect(answer.status).toBe(201);
    const record = answer.body.data;
    expect(record).toMatchObject({
      slug: 'vesniana-znyzhka',
      status: 'draft',
      percentage: 20,
      amount: null,
      kind: 'temporary',
      is_appointment_possible: false,
      version: 1,
    });
    expect(record.description_ua).toEqual(documentOfText('Опис акції.'));
    const edited = await send('PATCH', `${base}/${record.id}`, { discount_type: 'amount', amount: 15_000, version: 1 });
    expect(edited.status).toBe(200);
    // The discount of the other type is cleared.
    expect(edited.body.data).toMatchObject({ discount_type: 'amount', amount: 15_000, percentage: null, version: 2 });
    expect((await send('PATCH', `${base}/${record.id}`, { name_ua: 'Застаріла', version: 1 })).status).toBe(409);
    const log = await api.context.database.rows<{ action: string }>(
      sql`select action from action_log where resource = 'promotions' and record_id = ${record.id} order by id`,
    );
    expect(log.map((line) => line.action)).toEqual(['create', 'update']);
  });

  test('the discount is required, at most four digits, a percentage at most 99; a temporary promotion ends after it starts', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ percentage: null }, 'percentage', 'Вкажіть знижку'],
      [{ discount_type: 'amount', percentage: null }, 'amount', 'Вкажіть знижку'],
      [{ percentage: 100 }, 'percentage', 'Знижка — не більше 99 %'],
      [{ discount_type: 'amount', amount: 1_000_000 }, 'amount', 'Знижка — не більше чотирьох цифр (до 9 999 грн)'],
      [{ end_at: null }, 'end_at', 'Тимчасова акція потребує дати завершення'],
      [{ end_at: new Date(Date.now() - 2 * DAY).toISOString() }, 'end_at', 'Кінець має бути пізніше за початок'],
    ];
    for (const [extra, field, message] of cases) {
      const answer = await send('POST', base, promotion(extra));
      expect(answer.status, JSON.stringify(extra)).toBe(422);
      expect(errorsOf(answer)[field], JSON.stringify(extra)).toEqual([message]);
    }
    const ru = await send('POST', base, promotion({ percentage: 100 }), { 'accept-language': 'ru' });
    expect(errorsOf(ru).percentage).toEqual(['Скидка — не больше 99 %']);
    // A permanent promotion may run without an end; 9 999 UAH is the largest amount.
    expect((await send('POST', base, promotion({ kind: 'permanent', end_at: null, discount_type: 'amount', amount: 999_900 }))).status).toBe(201);
  });

  test('participants are priced by the server, each service once, the discounted cost never above the cost', async () => {
    const { doctor, service, specialization, institution } = await world(100_000);
    const { id } = await created({ percentage: 25 });
    const added = await send('POST', participants, { promotion_id: id, doctor_id: doctor.id, service_id: service.id, institution_id: institution.id });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toMatchObject({ cost: 100_000, cost_with_discount: 75_000, specialization_id: specialization.id });
    // The costs are the server's: a caller cannot write them.
    expect((await send('POST', participants, { promotion_id: id, doctor_id: doctor.id, service_id: service.id, cost_with_discount: 1 })).status).toBe(422);
    const again = await send('POST', participants, { promotion_id: id, doctor_id: doctor.id, service_id: service.id });
    expect(errorsOf(again).service_id).toEqual(['Ця послуга вже бере участь в акції']);
    const other = await world();
    const foreign = await send('POST', participants, { promotion_id: id, doctor_id: doctor.id, service_id: other.service.id });
    expect(errorsOf(foreign).service_id).toEqual(['Оберіть послугу цього лікаря']);
    const elsewhere = await send('POST', participants, {
      promotion_id: id,
      doctor_id: other.doctor.id,
      service_id: other.service.id,
      institution_id: institution.id,
    });
    expect(errorsOf(elsewhere).institution_id).toEqual(['Лікар не працює в цьому закладі']);

    // An amount larger than a participant's cost is refused, on the participant and on the promotion.
    const cheap = await world(5_000);
    const byAmount = await created({ discount_type: 'amount', amount: 10_000, percentage: null });
    const above = await send('POST', participants, { promotion_id: byAmount.id, doctor_id: cheap.doctor.id, service_id: cheap.service.id });
    expect(errorsOf(above).service_id).toEqual(['Знижка більша за вартість цієї послуги']);
    expect((await send('POST', participants, { promotion_id: id, doctor_id: cheap.doctor.id, service_id: cheap.service.id })).status).toBe(201);
    const raise = await send('PATCH', `${base}/${id}`, { discount_type: 'amount', amount: 6_000 });
    expect(errorsOf(raise).amount).toEqual(['Знижка більша за вартість послуги одного з учасників']);
    // A changed discount prices every participant anew.
    expect((await send('PATCH', `${base}/${id}`, { percentage: 50 })).status).toBe(200);
    const list = await get(`${participants}?filters[promotion_id][$eq]=${id}&sort=cost:desc`);
    expect(list.body.data.map((row: { cost: number; cost_with_discount: number }) => [row.cost, row.cost_with_discount])).toEqual([
      [100_000, 50_000],
      [5_000, 2_500],
    ]);
  });

  test('start and finish: SPEC §8 errors in both languages, the price on the public pages and in booking at once, then the normal price', async () => {
    const db = api.context.database.db;
    const { doctor, service } = await world(80_000);
    const fan = await createPatient(db);
    await api.context.database.exec(`insert into wishlist_items (user_id, kind, item_id) values (${fan.id}, 'doctor', ${doctor.id})`);
    const { id, slug } = await created({ percentage: 25 });

    const empty = await send('POST', `${base}/${id}/start`);
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe('Не вдалося розпочати акцію: додайте хоча б одного учасника');
    expect((await send('POST', `${base}/${id}/finish`, undefined, { 'accept-language': 'ru' })).body.message).toBe(
      'Не удалось завершить акцию: она не действует',
    );
    expect((await send('POST', participants, { promotion_id: id, doctor_id: doctor.id, service_id: service.id })).status).toBe(201);
    // A draft promotion is not on the site and leaves the price alone.
    api.context.actAs(null);
    expect((await get(`/api/v1/promotions/${id}`)).status).toBe(404);
    api.context.actAs(roles.administrator);
    expect((await loadServiceTerms(db, doctor.id, service.id, Date.now()))!.cost).toBe(80_000);

    const started = await send('POST', `${base}/${id}/start`);
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ id, status: 'started' });
    expect((await send('POST', `${base}/${id}/start`)).body.message).toBe('Не вдалося розпочати акцію: вона вже розпочата або завершена');
    // At once: the promotion's page, the doctor's profile, the booking options and the charged price.
    expect(await api.context.services.content.promotionBySlug({ slug, locale: 'ua' })).toMatchObject({
      participants: [expect.objectContaining({ cost: 800, cost_with_discount: 600 })],
    });
    const profile = await doctorProfile(db, doctor.slug, 'ua');
    expect(profile!.services.find((row) => row.id === service.id)!.promotion).toMatchObject({ slug, cost: 600 });
    api.context.actAs(null);
    const options = await get(`/api/v1/booking/doctors/${doctor.id}/options`);
    expect(JSON.stringify(options.body)).toContain('"promotion_cost":60000');
    api.context.actAs(roles.administrator);
    expect((await loadServiceTerms(db, doctor.id, service.id, Date.now()))!.cost).toBe(60_000);
    // The patient who keeps the doctor among favourites is told.
    const notes = await api.context.database.rows<{ promotion_id: number }>(
      sql`select promotion_id from notifications where user_id = ${fan.id} and type = 'promotion'`,
    );
    expect(notes).toEqual([{ promotion_id: id }]);

    // While it runs the service keeps its price and stays.
    const price = await send('PATCH', `/api/v1/doctor-services/${service.id}`, { cost: 90_000 });
    expect(price.status).toBe(422);
    expect(errorsOf(price).cost).toEqual(['Ціну послуги в акції, що триває, змінювати не можна']);
    expect((await send('DELETE', `/api/v1/doctor-services/${service.id}`)).status).toBe(422);

    const finished = await send('POST', `${base}/${id}/finish`);
    expect(finished.body.data).toMatchObject({ status: 'finished' });
    expect(await api.context.services.content.promotionBySlug({ slug, locale: 'ua' })).toBeNull();
    expect((await doctorProfile(db, doctor.slug, 'ua'))!.services.find((row) => row.id === service.id)!.promotion).toBeNull();
    expect((await loadServiceTerms(db, doctor.id, service.id, Date.now()))!.cost).toBe(80_000);
    expect((await send('PATCH', `/api/v1/doctor-services/${service.id}`, { cost: 90_000 })).status).toBe(200);
    expect((await send('POST', `${base}/${id}/start`, undefined, { 'accept-language': 'ru' })).body.message).toBe(
      'Не удалось начать акцию: она уже начата или завершена',
    );
    const log = await api.context.database.rows<{ action: string }>(
      sql`select action from action_log where resource = 'promotions' and record_id = ${id} order by id`,
    );
    expect(log.map((line) => line.action)).toEqual(['create', 'start', 'finish']);
  });

  test('a promotion whose end has passed cannot start; the start takes the service price of that moment', async () => {
    const { doctor, service } = await world(40_000);
    const late = await created({ start_at: new Date(Date.now() - 10 * DAY).toISOString(), end_at: new Date(Date.now() - DAY).toISOString() });
    expect((await send('POST', participants, { promotion_id: late.id, doctor_id: doctor.id, service_id: service.id })).status).toBe(201);
    expect((await send('POST', `${base}/${late.id}/start`)).body.message).toBe('Не вдалося розпочати акцію: дата її завершення минула');

    const { id } = await created({ percentage: 10 });
    const participant = (await send('POST', participants, { promotion_id: id, doctor_id: doctor.id, service_id: service.id })).body.data;
    expect((await send('PATCH', `/api/v1/doctor-services/${service.id}`, { cost: 50_000 })).status).toBe(200);
    expect((await send('POST', `${base}/${id}/start`)).status).toBe(200);
    expect((await get(`${participants}/${participant.id}`)).body.data).toMatchObject({ cost: 50_000, cost_with_discount: 45_000 });
  });

  test('staff without the promotions permission cannot write promotions or participants nor start one', async () => {
    const { id } = await created();
    api.context.actAs(roles.staffWith(['promotions.read']));
    expect((await send('POST', base, promotion())).status).toBe(403);
    expect((await send('POST', `${base}/${id}/start`)).status).toBe(403);
    expect((await send('POST', participants, { promotion_id: id, doctor_id: 1, service_id: 1 })).status).toBe(403);
  });
});
