import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translate } from '../../app/i18n/catalogs.ts';
import { blog_comments, doctors, questions_answers, reviews } from '../../db/schema/index.ts';
import { createAccount } from '../../tests/support/factories/accounts.ts';
import { createArticle } from '../../tests/support/factories/content.ts';
import { createFeedbackTargets } from '../../tests/support/factories/feedback.ts';
import { createDoctor, createSpecialization } from '../../tests/support/factories.ts';
import { SAME_ORIGIN, signIn } from './auth-testing.ts';
import { createApiTestContext, roles, type ApiTestContext } from './testing.ts';

let t: ApiTestContext;
let targets: Awaited<ReturnType<typeof createFeedbackTargets>>;
let address = 0;

beforeAll(async () => {
  t = await createApiTestContext();
  targets = await createFeedbackTargets(t.database.db);
});
afterAll(async () => t?.close());

/** Each call from a new client address, so the per-address limit never interferes here. */
async function post(form: string, payload: unknown, headers: Record<string, string> = {}) {
  address += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/public/${form}`,
    payload: payload as never,
    headers: { 'x-forwarded-for': `10.1.${Math.floor(address / 250)}.${address % 250}`, ...headers },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
const outboxTo = (recipient: string) =>
  t.database.rows<{ subject: string; body: string; template: string; payload: { locale: string } }>(
    sql`select subject, body, template, payload from outbox_messages where recipient = ${recipient} order by id`,
  );
const ua = (key: string, params?: Record<string, string | number>) => translate('ua', key, params);

const review = (extra: Record<string, unknown> = {}) => ({
  doctor_id: targets.doctor.id,
  rating: 5,
  author_name: 'Олена К.',
  text: 'Уважний лікар, усе пояснив.',
  ...extra,
});

describe('POST /public/reviews', () => {
  test('stores the review as new in the request language, files it under the main specialization and confirms by e-mail', async () => {
    const { status, body, headers } = await post('reviews', review({ email: 'Olena@Example.test', phone: '+38 (067) 123-45-67' }), { 'accept-language': 'ru' });
    expect(status).toBe(201);
    expect(headers['cache-control']).toBe('no-store');
    expect(body.data).toEqual({ id: expect.any(Number), status: 'new', message: translate('ru', 'feedback.review.received') });
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, body.data.id));
    expect(row).toMatchObject({
      status: 'new',
      locale: 'ru',
      doctor_id: targets.doctor.id,
      specialization_id: targets.specialization.id,
      author_email: 'olena@example.test',
      author_phone: '380671234567',
      patient_id: null,
      published_at: null,
    });
    const [mail] = await outboxTo('olena@example.test');
    expect(mail).toMatchObject({ template: 'email.review.received', subject: 'Ваш отзыв получен', payload: { locale: 'ru' } });
    expect(mail.body).toContain(targets.doctor.full_name_ru);
    const [doctor] = await t.database.db.select({ count: doctors.reviews_count }).from(doctors).where(eq(doctors.id, targets.doctor.id));
    expect(doctor.count).toBe(0);
  });

  test('a review of an institution; no e-mail without an address; blank optional fields count as absent', async () => {
    const { status, body } = await post('reviews', review({ doctor_id: null, institution_id: targets.institution.id, email: '', phone: '   ' }));
    expect(status).toBe(201);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, body.data.id));
    expect(row).toMatchObject({ institution_id: targets.institution.id, doctor_id: null, locale: 'ua', author_email: null });
    expect(body.data.message).toBe(ua('feedback.review.received'));
  });

  test.each([
    [
      'nothing',
      () => ({}),
      { rating: ua('validation.required'), author_name: ua('validation.required'), text: ua('validation.required'), doctor_id: ua('review.target.required') },
    ],
    ['both targets', () => review({ institution_id: 1 }), { institution_id: ua('review.target.only_one') }],
    ['rating 0', () => review({ rating: 0 }), { rating: ua('validation.too_small.number', { min: 1 }) }],
    ['rating 6', () => review({ rating: 6 }), { rating: ua('validation.too_big.number', { max: 5 }) }],
    ['rating 4.5', () => review({ rating: 4.5 }), { rating: ua('validation.integer') }],
    ['rating as text', () => review({ rating: '5' }), { rating: ua('validation.invalid_type') }],
    ['a short text', () => review({ text: 'Добре!!!!' }), { text: ua('validation.too_small.string', { min: 10 }) }],
    ['a long text', () => review({ text: 'а'.repeat(5001) }), { text: ua('validation.too_big.string', { max: 5000 }) }],
    ['a control character', () => review({ text: 'Добрий лікар\u0000, дякую' }), { text: ua('validation.forbidden_characters') }],
    ['markup as a name', () => review({ author_name: '<b>Олена</b>' }), { author_name: ua('feedback.name.format') }],
    ['a bad e-mail', () => review({ email: 'olena@' }), { email: ua('validation.email') }],
    ['a foreign phone', () => review({ phone: '+1 202 555 0100' }), { phone: ua('validation.phone') }],
    ['an unknown key', () => review({ published: true }), { published: ua('validation.unrecognized_key') }],
    ['an unknown doctor', () => review({ doctor_id: 2_000_000_000 }), { doctor_id: ua('validation.not_found') }],
    ['a string id', () => review({ doctor_id: '1' }), { doctor_id: ua('validation.invalid_type') }],
  ])('422 for %s, per field', async (_name, payload, errors) => {
    const { status, body } = await post('reviews', payload());
    expect(status).toBe(422);
    expect(body.message).toBe(ua('check.input.correction'));
    for (const [field, message] of Object.entries(errors)) expect(body.errors[field], field).toContain(message);
  });

  test('422 for an inactive doctor, and for a specialization the doctor does not have; messages in the request language', async () => {
    const inactive = await createDoctor(t.database.db, { status: 'inactive' });
    expect((await post('reviews', review({ doctor_id: inactive.id }))).body.errors.doctor_id).toEqual([ua('validation.not_found')]);
    const other = await createSpecialization(t.database.db);
    const { body } = await post('reviews', review({ specialization_id: other.id }), { 'accept-language': 'ru' });
    expect(body.message).toBe(translate('ru', 'check.input.correction'));
    expect(body.errors.specialization_id).toEqual([translate('ru', 'review.specialization.not_of_doctor')]);
  });

  test('links the signed-in patient, and nobody else', async () => {
    const patient = await createAccount(t.database, { user_type: 'patient' });
    const session = await signIn(t.app, { area: 'patients', login: patient.email, password: patient.password });
    const mine = await post('reviews', review(), { ...session.headers, ...SAME_ORIGIN });
    expect(mine.status).toBe(201);
    t.actAs(roles.staffWithout);
    const staff = await post('reviews', review());
    t.actAs(null);
    const rows = await t.database.db.select({ id: reviews.id, patient_id: reviews.patient_id }).from(reviews);
    expect(rows.find((row) => row.id === mine.body.data.id)?.patient_id).toBe(patient.id);
    expect(rows.find((row) => row.id === staff.body.data.id)?.patient_id).toBeNull();
  });

  test('a filled honeypot looks like a success and stores nothing', async () => {
    const before = await t.database.db.select({ id: reviews.id }).from(reviews);
    const { status, body } = await post('reviews', review({ website: 'http://spam.example', email: 'bot@example.test' }));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ id: 0, status: 'new' });
    expect(await t.database.db.select({ id: reviews.id }).from(reviews)).toHaveLength(before.length);
    expect(await outboxTo('bot@example.test')).toEqual([]);
  });

  test('only JSON: a text/plain body (what a cross-site form can send) is 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/reviews',
      payload: JSON.stringify(review()),
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /public/questions', () => {
  const question = (extra: Record<string, unknown> = {}) => ({
    name: 'Іван',
    email: 'ivan@example.test',
    text: 'Чи приймаєте ви дітей до трьох років?',
    ...extra,
  });

  test.each([
    ['a doctor', () => ({ doctor_id: targets.doctor.id })],
    ['a clinic', () => ({ institution_id: targets.institution.id })],
    ['an article', () => ({ article_id: targets.article.id })],
  ])('to %s: stored as new, confirmation e-mail with the question', async (_name, target) => {
    const email = `asker.${address}@example.test`;
    const { status, body } = await post('questions', question({ ...target(), email }));
    expect(status).toBe(201);
    expect(body.data.message).toBe(ua('feedback.question.received'));
    const [row] = await t.database.db.select().from(questions_answers).where(eq(questions_answers.id, body.data.id));
    expect(row).toMatchObject({ status: 'new', author_name: 'Іван', author_email: email, question: question().text, locale: 'ua', ...target() });
    const [mail] = await outboxTo(email);
    expect(mail).toMatchObject({ template: 'email.question.received', subject: 'Ваше запитання отримано' });
    expect(mail.body).toContain(question().text);
  });

  test.each([
    ['no target', () => question(), { doctor_id: ua('question.target.required') }],
    ['two targets', () => question({ doctor_id: 1, article_id: 1 }), { article_id: ua('question.target.only_one') }],
    ['no e-mail', () => question({ doctor_id: 1, email: undefined }), { email: ua('validation.required') }],
    ['a short text', () => question({ doctor_id: 1, text: 'Як?' }), { text: ua('validation.too_small.string', { min: 10 }) }],
    ['an unknown key', () => question({ doctor_id: 1, phone: '0671234567' }), { phone: ua('validation.unrecognized_key') }],
  ])('422 for %s', async (_name, payload, errors) => {
    const { status, body } = await post('questions', payload());
    expect(status).toBe(422);
    for (const [field, message] of Object.entries(errors)) expect(body.errors[field], field).toContain(message);
  });

  test('422 under an article that is not published yet', async () => {
    const draft = await createArticle(t.database.db, { status: 'scheduled', published_at: new Date(Date.now() + 86_400_000) });
    expect((await post('questions', question({ article_id: draft.id }))).body.errors.article_id).toEqual([ua('validation.not_found')]);
  });
});

describe('POST /public/article-comments', () => {
  const comment = (extra: Record<string, unknown> = {}) => ({
    article_id: targets.article.id,
    name: 'Марʼяна',
    phone: '067 765 43 21',
    comment: 'Дякую за статтю!',
    ...extra,
  });

  test('stored as new with the normalised phone, nothing sent', async () => {
    const { status, body } = await post('article-comments', comment(), { 'accept-language': 'ru' });
    expect(status).toBe(201);
    expect(body.data.message).toBe(translate('ru', 'feedback.article-comment.received'));
    const [row] = await t.database.db.select().from(blog_comments).where(eq(blog_comments.id, body.data.id));
    expect(row).toMatchObject({
      status: 'new',
      article_id: targets.article.id,
      author_name: 'Марʼяна',
      phone: '380677654321',
      text: 'Дякую за статтю!',
      locale: 'ru',
      published_at: null,
    });
  });

  test.each([
    ['no phone', () => comment({ phone: undefined }), { phone: ua('validation.required') }],
    ['no article', () => comment({ article_id: undefined }), { article_id: ua('validation.required') }],
    ['an unknown article', () => comment({ article_id: 2_000_000_000 }), { article_id: ua('validation.not_found') }],
    ['a long comment', () => comment({ comment: 'я'.repeat(2001) }), { comment: ua('validation.too_big.string', { max: 2000 }) }],
    ['the e-mail it does not ask for', () => comment({ email: 'a@example.test' }), { email: ua('validation.unrecognized_key') }],
  ])('422 for %s', async (_name, payload, errors) => {
    const { status, body } = await post('article-comments', payload());
    expect(status).toBe(422);
    for (const [field, message] of Object.entries(errors)) expect(body.errors[field], field).toContain(message);
  });
});
