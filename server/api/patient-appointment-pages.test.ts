import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PATIENT_LIST_PAGE_SIZE, type TAppointmentList } from '../../contracts/booking.ts';
import { appointments } from '../../db/schema/index.ts';
import { bookRequest } from '../../tests/support/factories/booking.ts';
import { useBookingApi } from './booking-testing.ts';

/** SPEC §2 patients/appointment: the upcoming and past lists a page at a time, empty for a new patient. */
const setup = useBookingApi({ signedIn: true });
const { api } = setup;
const DAY = 86_400_000;

/** One booked visit through the API, then `copies` more of it on earlier days (past) or later days (upcoming). */
async function visits(copies: number, direction: 'past' | 'upcoming'): Promise<void> {
  const { world, ctx } = setup;
  const days = await api<{ data: { days: { slots: { start: string }[] }[] } }>(
    'GET',
    `/booking/doctors/${world.doctor.id}/slots?service_id=${world.service.id}&institution_id=${world.institution.id}`,
  );
  const start = days.body.data.days[1].slots[0].start;
  const held = await api<{ data: { id: number } }>('POST', '/booking/holds', {
    doctor_id: world.doctor.id,
    institution_id: world.institution.id,
    service_id: world.service.id,
    format: 'clinic',
    start,
  });
  expect((await api('POST', `/booking/holds/${held.body.data.id}/book`, bookRequest(world))).status).toBe(201);
  const [row] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, held.body.data.id));
  const { id: _id, ...fields } = row;
  const shift = (at: Date, index: number) => new Date(at.getTime() + (direction === 'past' ? -(index + 30) : index + 30) * DAY);
  await ctx.database.db.insert(appointments).values(
    Array.from({ length: copies }, (_, index) => ({
      ...fields,
      start_at: shift(row.start_at, index),
      end_at: shift(row.end_at, index),
      application_number: `${row.application_number}-${direction}-${index}`,
      ...(direction === 'past' ? { status: 'approved' as const } : {}),
    })),
  );
}

const list = (query: string) => api<TAppointmentList>('GET', `/patients/appointments${query}`);

describe("the patient's appointment lists", () => {
  it('are empty for a new patient, upcoming and past alike', async () => {
    for (const query of ['', '?scope=upcoming', '?scope=past', '?scope=past&page=3']) {
      const answer = await list(query);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual([]);
      expect(answer.body.meta.total).toBe(0);
    }
  });

  it('come a page at a time, the past newest first and the upcoming soonest first', async () => {
    await visits(PATIENT_LIST_PAGE_SIZE, 'past');
    const first = await list('?scope=past');
    const second = await list('?scope=past&page=2');
    expect(first.body.meta).toMatchObject({ total: PATIENT_LIST_PAGE_SIZE, current_page: 1, total_pages: 1 });
    expect(first.body.data).toHaveLength(PATIENT_LIST_PAGE_SIZE);
    expect(second.body.data).toEqual([]);
    const starts = first.body.data.map((visit) => Date.parse(visit.start));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));

    await visits(PATIENT_LIST_PAGE_SIZE, 'upcoming');
    const upcoming = await list('');
    const next = await list('?page=2');
    expect(upcoming.body.meta).toMatchObject({ total: PATIENT_LIST_PAGE_SIZE + 2, current_page: 1, total_pages: 2 });
    expect(next.body.meta).toMatchObject({ current_page: 2, total_pages: 2 });
    expect(next.body.data).toHaveLength(2);
    const all = [...upcoming.body.data, ...next.body.data].map((visit) => Date.parse(visit.start));
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(new Set([...upcoming.body.data, ...next.body.data].map((visit) => visit.id)).size).toBe(PATIENT_LIST_PAGE_SIZE + 2);
  });

  it('refuse a page that is not a whole number of at least 1, and an unknown scope', async () => {
    for (const query of ['?page=0', '?page=-1', '?page=x', '?scope=all', '?limit=5']) expect((await list(query)).status).toBe(422);
  });
});
