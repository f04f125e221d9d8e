import { describe, expect, it } from 'vitest';
import type { TBookingOptions } from '../../../contracts/booking.ts';
import { resolveChoice, withChoice } from './booking-choice.ts';

const service = (id: number, is_online: boolean, is_default = false) => ({
  id,
  name: `service ${id}`,
  specialization_id: 1,
  specialization: 'therapist',
  cost: 50_000,
  promotion_cost: null,
  duration: 30,
  is_online,
  is_default,
  is_nszu_free: false,
});
const options: TBookingOptions = {
  doctor: { id: 7, slug: 'doc', name: 'Doc', photo: null, sees_children: true, specializations: [{ id: 1, name: 'therapist' }] },
  services: [service(1, false), service(2, false, true), service(3, true)],
  workplaces: [
    { institution_id: 10, name: 'A', address: 'street 1', city_id: 1, city: 'Kyiv', live_status: null },
    { institution_id: 11, name: 'B', address: null, city_id: 1, city: 'Kyiv', live_status: null },
  ],
  online: true,
  hold_minutes: 10,
  cancel_cutoff_hours: 2,
  waitlist: true,
};

describe('resolveChoice', () => {
  it('defaults to the clinic, its default service and the first workplace', () => {
    const choice = resolveChoice(options, new URLSearchParams());
    expect(choice.formats).toEqual(['clinic', 'online']);
    expect([choice.format, choice.service?.id, choice.workplace?.institution_id, choice.start]).toEqual(['clinic', 2, 10, null]);
  });

  it('takes a slot chip link: workplace and start', () => {
    const choice = resolveChoice(options, new URLSearchParams('institution_id=11&start=2030-03-04T08:00:00.000Z'));
    expect([choice.workplace?.institution_id, choice.start]).toEqual([11, '2030-03-04T08:00:00.000Z']);
  });

  it("reads a listing card's short time as the same instant", () => {
    const choice = resolveChoice(options, new URLSearchParams('institution_id=11&start=2030-03-04T08:00Z'));
    expect(choice.start).toBe('2030-03-04T08:00:00.000Z');
  });

  it('ignores what does not fit: an offline service asked for online, an unknown workplace, a bad date', () => {
    const choice = resolveChoice(options, new URLSearchParams('format=online&service_id=1&institution_id=99&start=soon'));
    expect([choice.format, choice.service?.id, choice.workplace?.institution_id, choice.start]).toEqual(['online', 3, 10, null]);
  });

  it('offers no online format when the doctor does not consult online', () => {
    expect(resolveChoice({ ...options, online: false }, new URLSearchParams('format=online')).formats).toEqual(['clinic']);
  });

  it('changes the query and keeps the rest', () => {
    expect(withChoice(new URLSearchParams('utm_source=x&start=1'), { start: null, service_id: 3 }).toString()).toBe('utm_source=x&service_id=3');
  });
});
