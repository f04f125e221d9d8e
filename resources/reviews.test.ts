import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translate } from '../app/i18n/catalogs.ts';
import { doctors, medical_institutions, reviews } from '../db/schema/index.ts';
import { createApiTestContext, roles, type ApiTestContext } from '../server/api/testing.ts';
import { createDoctor, createInstitution, createReview } from '../tests/support/factories.ts';

let t: ApiTestContext;

beforeAll(async () => {
  t = await createApiTestContext();
  t.actAs(roles.administrator);
});
afterAll(async () => t?.close());

async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  const response = await t.app.inject({ method, url: `/api/v1${url}`, payload: payload as never });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}
const ratingOf = async (kind: 'doctor' | 'institution', id: number) => {
  const table = kind === 'doctor' ? doctors : medical_institutions;
  const [row] = await t.database.db.select({ rating: table.rating, count: table.reviews_count }).from(table).where(eq(table.id, id));
  return row;
};
type Target = { doctor: Awaited<ReturnType<typeof createDoctor>> } | { institution: Awaited<ReturnType<typeof createInstitution>> };
const newReview = (target: Target, rating: number) => createReview(t.database.db, { ...target, rating, status: 'new', published_at: null });

/** The seed's invariant (seed/seed.test.ts), for every doctor and institution. */
async function mismatches(): Promise<number> {
  let total = 0;
  for (const [table, column] of [
    ['doctors', 'doctor_id'],
    ['medical_institutions', 'institution_id'],
  ] as const) {
    const [row] = await t.database.rows<{ n: number }>(
      sql.raw(`
      select count(*)::int as n from ${table} t
      left join (select ${column} as id, avg(rating) as mean, count(*) as n from reviews
                 where status = 'published' and deleted_at is null and ${column} is not null group by ${column}) r on r.id = t.id
      where abs(t.rating - coalesce(round(r.mean, 2), 0)) > 0.001 or t.reviews_count <> coalesce(r.n, 0)`),
    );
    total += row.n;
  }
  return total;
}

describe('review moderation keeps ratings equal to the published reviews', () => {
  test('publish, publish in a batch, unpublish, trash, restore, move to another target, staff-added review', async () => {
    const doctor = await createDoctor(t.database.db, { rating: 0, reviews_count: 0 });
    const institution = await createInstitution(t.database.db, { rating: 0, reviews_count: 0 });
    const [five, four, two] = [await newReview({ doctor }, 5), await newReview({ doctor }, 4), await newReview({ doctor }, 2)];

    const published = await call('PATCH', `/reviews/${five.id}`, { status: 'published' });
    expect(published.status).toBe(200);
    expect(published.body.data.published_at).not.toBeNull();
    expect(await ratingOf('doctor', doctor.id)).toEqual({ rating: 5, count: 1 });

    expect(
      (
        await call('POST', '/reviews/batch-update', {
          items: [
            { id: four.id, status: 'in_process' },
            { id: two.id, status: 'published' },
          ],
        })
      ).status,
    ).toBe(200);
    expect((await call('PATCH', `/reviews/${four.id}`, { status: 'published' })).status).toBe(200);
    expect(await ratingOf('doctor', doctor.id)).toEqual({ rating: 3.67, count: 3 });

    const unpublished = await call('PATCH', `/reviews/${five.id}`, { status: 'rejected' });
    expect(unpublished.body.data.published_at).toBeNull();
    expect(await ratingOf('doctor', doctor.id)).toEqual({ rating: 3, count: 2 });

    expect((await call('DELETE', `/reviews/${four.id}`)).status).toBe(204);
    expect(await ratingOf('doctor', doctor.id)).toEqual({ rating: 2, count: 1 });
    expect((await call('PATCH', `/reviews/${four.id}/restore`)).status).toBe(200);
    expect(await ratingOf('doctor', doctor.id)).toEqual({ rating: 3, count: 2 });

    expect((await call('PATCH', `/reviews/${two.id}`, { doctor_id: null, institution_id: institution.id })).status).toBe(200);
    expect(await ratingOf('doctor', doctor.id)).toEqual({ rating: 4, count: 1 });
    expect(await ratingOf('institution', institution.id)).toEqual({ rating: 2, count: 1 });

    const added = await call('POST', '/reviews', {
      institution_id: String(institution.id),
      rating: 5,
      author_name: 'Зі слів пацієнта',
      text: 'Записано телефоном',
      status: 'published',
    });
    expect(added.status).toBe(201);
    expect(await ratingOf('institution', institution.id)).toEqual({ rating: 3.5, count: 2 });

    expect((await call('POST', '/reviews/batch-delete', { ids: [two.id, added.body.data.id] })).status).toBe(204);
    expect(await ratingOf('institution', institution.id)).toEqual({ rating: 0, count: 0 });
    expect(await mismatches()).toBe(0);
  });

  test("parallel publishes of one doctor's reviews all count (real PostgreSQL runs them concurrently)", async () => {
    const doctor = await createDoctor(t.database.db, { rating: 0, reviews_count: 0 });
    const list = await Promise.all([5, 4, 3, 5, 1, 2].map((rating) => newReview({ doctor }, rating)));
    const answers = await Promise.all(list.map((item) => call('PATCH', `/reviews/${item.id}`, { status: 'published' })));
    expect(answers.map((answer) => answer.status)).toEqual(list.map(() => 200));
    expect(await ratingOf('doctor', doctor.id)).toEqual({ rating: 3.33, count: 6 });
  });

  test('status changes follow SPEC §4 (nothing goes back to new); a review is about a doctor or an institution, not both', async () => {
    const doctor = await createDoctor(t.database.db);
    const item = await newReview({ doctor }, 4);
    expect((await call('PATCH', `/reviews/${item.id}`, { status: 'published' })).status).toBe(200);
    const back = await call('PATCH', `/reviews/${item.id}`, { status: 'new' });
    expect(back.status).toBe(422);
    expect(back.body.errors.status).toEqual([translate('ua', 'status.transition.not_allowed')]);

    const base = { rating: 3, author_name: 'Оператор', text: 'Текст відгуку' };
    const neither = await call('POST', '/reviews', base);
    expect(neither.body.errors).toEqual({ doctor_id: [translate('ua', 'review.target.required')] });
    const both = await call('PATCH', `/reviews/${item.id}`, { institution_id: (await createInstitution(t.database.db)).id });
    expect(both.body.errors).toEqual({ institution_id: [translate('ua', 'review.target.only_one')] });
    const [row] = await t.database.db.select({ institution_id: reviews.institution_id }).from(reviews).where(eq(reviews.id, item.id));
    expect(row.institution_id).toBeNull();
  });

  test('only staff holding the permission moderate; visitors and other account types never', async () => {
    const item = await newReview({ doctor: await createDoctor(t.database.db) }, 5);
    const patch = () => call('PATCH', `/reviews/${item.id}`, { status: 'in_process' });
    t.actAs(null);
    expect((await patch()).status).toBe(401);
    expect((await call('GET', '/reviews')).status).toBe(401);
    for (const user of [roles.patient, roles.partner, roles.doctor, roles.staffWithout, roles.staffWith(['reviews.read'])]) {
      t.actAs(user);
      expect((await patch()).status).toBe(403);
    }
    t.actAs(roles.staffWith(['reviews.update']));
    expect((await patch()).status).toBe(200);
    expect((await call('DELETE', `/reviews/${item.id}`)).status).toBe(403);
    t.actAs(roles.administrator);
  });
});
