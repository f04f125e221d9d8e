import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { createAppointment, createDoctor, createInstitution, createPatient, createReview, createSpecialization } from '../../tests/support/factories.ts';
import { createRateLimiter } from '../accounts/rate-limit.ts';
import { ValidationError } from '../errors.ts';
import { createMessenger } from '../messaging/messenger.ts';
import { createSubmissionGuard } from './guard.ts';
import { createPatientReviews, type PatientReviews } from './patient-reviews.ts';
import { createFeedbackSubmissions } from './submissions.ts';

let database: TestDatabase;
let service: PatientReviews;
let world: Awaited<ReturnType<typeof makeWorld>>;
let slots = 0;
let ips = 0;
const context = () => ({ ip: `203.0.113.${(ips += 1)}`, locale: 'ua' as const });

async function makeWorld(db: TestDatabase['db']) {
  const specialization = await createSpecialization(db);
  const visitedClinic = await createInstitution(db);
  const otherClinic = await createInstitution(db);
  const visitedDoctor = await createDoctor(db, { specialization, institution: visitedClinic });
  const otherDoctor = await createDoctor(db, { specialization, institution: otherClinic });
  const patient = await createPatient(db, { first_name: 'Ірина', last_name: 'Мельник' });
  const stranger = await createPatient(db);
  return { visitedClinic, otherClinic, visitedDoctor, otherDoctor, patient, stranger };
}

/** One visit of the patient, each in its own hour. */
async function visit(doctor: typeof world.visitedDoctor, institutionId: number, status: 'approved' | 'booked' | 'rejected', hoursFromNow: number) {
  await createAppointment(database.db, {
    doctor,
    institution_id: institutionId,
    patient_id: world.patient.id,
    status,
    start_at: new Date(Date.now() + (hoursFromNow - (slots += 1) * 0.01) * 3_600_000),
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  world = await makeWorld(database.db);
  service = createPatientReviews(database, { guard: createSubmissionGuard(createRateLimiter(database, () => new Date())) });
  // Visited: an approved visit two days ago. Not visited: the other doctor's visit was rejected, another is still to come.
  await visit(world.visitedDoctor, world.visitedClinic.id, 'approved', -48);
  await visit(world.otherDoctor, world.otherClinic.id, 'rejected', -24);
  await visit(world.otherDoctor, world.otherClinic.id, 'approved', 24);
  await visit(world.otherDoctor, world.otherClinic.id, 'booked', -30);
});
afterAll(async () => database?.dispose());

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('reviews from the patient cabinet', () => {
  test('offers only the doctor and clinic of her past approved visits', async () => {
    const targets = await service.targets(world.patient.id, 'ua');
    expect(targets.map((target) => `${target.kind}:${target.id}`).sort()).toEqual(
      [`doctor:${world.visitedDoctor.id}`, `institution:${world.visitedClinic.id}`].sort(),
    );
    expect(await service.targets(world.stranger.id, 'ua')).toEqual([]);
  });

  test('stores a review of a visited doctor or clinic as new, signed with her name', async () => {
    const text = 'Уважний лікар, усе пояснив.';
    const doctorReview = await service.submit(world.patient.id, { target_kind: 'doctor', target_id: world.visitedDoctor.id, rating: 5, text }, context());
    await service.submit(
      world.patient.id,
      { target_kind: 'institution', target_id: world.visitedClinic.id, rating: 4, text: 'Чиста клініка, без черг.' },
      context(),
    );
    const mine = await service.list(world.patient.id, 'ua');
    expect(mine).toHaveLength(2);
    expect(mine.find((review) => review.id === doctorReview.id)).toMatchObject({
      status: 'new',
      rating: 5,
      text,
      target: { kind: 'doctor', id: world.visitedDoctor.id, slug: world.visitedDoctor.slug },
    });
    const [row] = await database.rows<{ author_name: string; patient_id: number }>(
      sql`select author_name, patient_id from reviews where id = ${doctorReview.id}`,
    );
    expect(row).toEqual({ author_name: 'Ірина М.', patient_id: world.patient.id });
  });

  test('refuses a doctor or clinic she has not visited (rejected, future or only booked visits) with the reason on target_id', async () => {
    for (const body of [
      { target_kind: 'doctor' as const, target_id: world.otherDoctor.id },
      { target_kind: 'institution' as const, target_id: world.otherClinic.id },
    ]) {
      const error = await refusal(service.submit(world.patient.id, { ...body, rating: 1, text: 'Я тут ніколи не була.' }, context()));
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).details).toMatchObject({ errors: { target_id: ['myreviews.target.not_visited'] } });
    }
    // Another patient cannot use her visits.
    const error = await refusal(
      service.submit(world.stranger.id, { target_kind: 'doctor', target_id: world.visitedDoctor.id, rating: 5, text: 'Чужий візит, не мій.' }, context()),
    );
    expect(error).toBeInstanceOf(ValidationError);
  });

  test('lists only her own reviews, in every status, public ones she wrote signed in included', async () => {
    await createReview(database.db, { doctor: world.otherDoctor, patient_id: world.stranger.id, status: 'published' });
    // A public-page review of a doctor she never visited, written while signed in.
    await createReview(database.db, { doctor: world.otherDoctor, patient_id: world.patient.id, status: 'rejected' });
    const statuses = (await service.list(world.patient.id, 'ru')).map((review) => review.status);
    expect(statuses.sort()).toEqual(['new', 'new', 'rejected']);
    // The public form keeps working for visitors, with no visit needed.
    const publicForm = createFeedbackSubmissions(database, {
      guard: createSubmissionGuard(createRateLimiter(database, () => new Date())),
      messenger: createMessenger(database),
    });
    await expect(
      publicForm.submitReview(
        { doctor_id: world.otherDoctor.id, rating: 4, author_name: 'Гість', text: 'Відгук з публічної сторінки.' },
        { ip: '203.0.113.200', locale: 'ua', user: null },
      ),
    ).resolves.toMatchObject({ status: 'new' });
  });
});

describe('one review per patient per doctor and per clinic (docs/decisions/266)', () => {
  const rowsOf = (patientId: number) =>
    database.rows<{ id: number; status: string; rating: number; text: string }>(
      sql`select id, status, rating, text from reviews where patient_id = ${patientId} and doctor_id = ${world.visitedDoctor.id} and deleted_at is null`,
    );

  test('a second review of the same doctor is refused in the service, and the targets say which she reviewed', async () => {
    const error = await refusal(
      service.submit(
        world.patient.id,
        { target_kind: 'doctor', target_id: world.visitedDoctor.id, rating: 3, text: 'Ще один відгук про того ж лікаря.' },
        context(),
      ),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).details).toMatchObject({ errors: { target_id: ['myreviews.target.already_reviewed'] } });
    expect(await rowsOf(world.patient.id)).toHaveLength(1);
    const targets = await service.targets(world.patient.id, 'ua');
    expect(targets.every((target) => target.review?.status === 'new')).toBe(true);
  });

  test('the database refuses a second one too, whichever form it comes from, and the public form says why', async () => {
    await expect(createReview(database.db, { doctor: world.visitedDoctor, patient_id: world.patient.id, status: 'new' })).rejects.toThrow();
    const publicForm = createFeedbackSubmissions(database, {
      guard: createSubmissionGuard(createRateLimiter(database, () => new Date())),
      messenger: createMessenger(database),
    });
    const error = await refusal(
      publicForm.submitReview(
        { doctor_id: world.visitedDoctor.id, rating: 4, author_name: 'Ірина', text: 'Відгук з публічної сторінки, вдруге.' },
        { ip: '203.0.113.201', locale: 'ua', user: { id: world.patient.id, user_type: 'patient' } as never },
      ),
    );
    expect((error as ValidationError).details).toMatchObject({ errors: { text: ['myreviews.target.already_reviewed'] } });
    // A deleted review frees the place.
    const [row] = await rowsOf(world.patient.id);
    await database.rows(sql`update reviews set deleted_at = now() where id = ${row.id}`);
    await createReview(database.db, { doctor: world.visitedDoctor, patient_id: world.patient.id, status: 'new' });
    await database.rows(sql`delete from reviews where patient_id = ${world.patient.id} and doctor_id = ${world.visitedDoctor.id} and deleted_at is null`);
    await database.rows(sql`update reviews set deleted_at = null where id = ${row.id}`);
  });

  test("she edits her review while it is new or rejected (back to new); not once moderators have it; never someone else's", async () => {
    const [row] = await rowsOf(world.patient.id);
    await service.update(world.patient.id, row.id, { rating: 2, text: 'Передумала: прийом почався із запізненням.' });
    expect(await rowsOf(world.patient.id)).toMatchObject([{ id: row.id, status: 'new', rating: 2, text: 'Передумала: прийом почався із запізненням.' }]);

    await database.rows(sql`update reviews set status = 'rejected' where id = ${row.id}`);
    await service.update(world.patient.id, row.id, { rating: 3, text: 'Переписала відгук без зайвого.' });
    expect((await rowsOf(world.patient.id))[0]).toMatchObject({ status: 'new', rating: 3 });

    for (const status of ['in_process', 'published']) {
      await database.rows(sql`update reviews set status = ${status} where id = ${row.id}`);
      const locked = await refusal(service.update(world.patient.id, row.id, { rating: 1, text: 'Спроба змінити після модерації.' }));
      expect((locked as ValidationError).details).toMatchObject({ errors: { text: ['myreviews.locked'] } });
    }
    expect((await rowsOf(world.patient.id))[0]).toMatchObject({ status: 'published', rating: 3 });

    const foreign = await refusal(service.update(world.stranger.id, row.id, { rating: 1, text: 'Чужий відгук, не мій.' }));
    expect((foreign as Error).constructor.name).toBe('NotFoundError');
  });
});
