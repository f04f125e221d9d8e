import { describe, expect, test } from 'vitest';
import type { TDoctorWaitlist } from '../../../contracts/waitlist-report.ts';
import { addDays } from '../../../contracts/zoned-time.ts';
import { clinicToday } from '../../../features/schedule/slot-loader.ts';
import { createWaitlistRequest } from '../../../tests/support/factories/waitlist.ts';
import { TEST_DATABASE_URL } from '../../../tests/support/test-db.ts';
import { call, tokenOf, usePartnerApi } from './testing.ts';

/** `GET /doctors/{id}/waitlist` of the partner API (docs/decisions/305): the waiting counts the report shows, for one doctor. */
const api = usePartnerApi();

describe(`partner API: patients waiting for one of the partner's doctors (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  test('waiting now and per day of the next four weeks; a request past them or no longer waiting counts nowhere', async () => {
    const { suite } = api;
    const { world } = suite.a;
    const today = clinicToday(Date.now());
    const request = (dateFrom: string, dateTo: string, extra: object = {}) =>
      createWaitlistRequest(suite.database.db, {
        doctor: world.doctor,
        specializationId: world.specialization.id,
        serviceId: world.service.id,
        dateFrom,
        dateTo,
        ...extra,
      });
    await request(addDays(today, 1), addDays(today, 3));
    await request(addDays(today, 2), addDays(today, 2));
    await request(addDays(today, 2), addDays(today, 2), { status: 'left' });
    await request(addDays(today, 40), addDays(today, 45));

    const token = await tokenOf(suite, suite.a, 'read');
    const answer = await call<{ data: TDoctorWaitlist }>(suite, token, 'GET', `/doctors/${world.doctor.id}/waitlist`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { data } = answer.body;
    expect(data.doctor_id).toBe(world.doctor.id);
    expect(data.waiting).toBe(2);
    expect(data.days).toHaveLength(28);
    expect(data.days[0]).toEqual({ date: today, waiting: 0 });
    expect(data.days.slice(1, 5).map((day) => day.waiting)).toEqual([1, 2, 1, 0]);
    expect(data.days[27].date).toBe(addDays(today, 27));
  });

  test("another partner's doctor is not found", async () => {
    const { suite } = api;
    const token = await tokenOf(suite, suite.a, 'read');
    expect((await call(suite, token, 'GET', `/doctors/${suite.b.world.doctor.id}/waitlist`)).status).toBe(404);
  });
});
