import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAppointment, TBookingOptions, THold, TSlotDay } from '../../contracts/booking.ts';
import { doctor_feature_links } from '../../db/schema/index.ts';
import { createDoctorFeature, createService } from '../../tests/support/factories.ts';
import { bookRequest, giveDoctorCabinet } from '../../tests/support/factories/booking.ts';
import { useBookingApi } from './booking-testing.ts';

/**
 * A visit free under the state programme (docs/decisions/307): the service reads free, booking it asks for the
 * electronic referral's number and checks its form, nothing is paid, and the clinic sees the number.
 */
describe('a free visit by electronic referral', () => {
  const suite = useBookingApi({ signedIn: true });

  it('asks for the referral, refuses a malformed one, books a right one at no cost, and the doctor is found under НСЗУ', async () => {
    const { db } = suite.ctx.database;
    const { world } = suite;
    const nszu = await createDoctorFeature(db, { code: 'nszu', slug: `nszu-${world.doctor.id}` });
    const free = await createService(db, {
      doctor: world.doctor,
      specialization_id: world.specialization.id,
      duration: 30,
      cost: 40_000,
      is_default: false,
      format: 'offline',
      is_nszu_free: true,
    });
    // Marking the service free put the doctor under the НСЗУ feature the listings filter by.
    expect(
      await db
        .select()
        .from(doctor_feature_links)
        .where(and(eq(doctor_feature_links.doctor_id, world.doctor.id), eq(doctor_feature_links.feature_id, nszu.id))),
    ).toHaveLength(1);

    const options = await suite.api<{ data: TBookingOptions }>('GET', `/booking/doctors/${world.doctor.id}/options`);
    expect(options.body.data.services.find((service) => service.id === free.id)).toMatchObject({ is_nszu_free: true, cost: 0, promotion_cost: null });

    const slots = await suite.api<{ data: { days: TSlotDay[] } }>(
      'GET',
      `/booking/doctors/${world.doctor.id}/slots?service_id=${free.id}&institution_id=${world.institution.id}`,
    );
    const start = slots.body.data.days.slice(1).flatMap((day) => day.slots)[0].start;
    const held = await suite.api<{ data: THold }>('POST', '/booking/holds', {
      doctor_id: world.doctor.id,
      institution_id: world.institution.id,
      service_id: free.id,
      format: 'clinic',
      start,
    });
    expect(held.status).toBe(201);
    const book = (extra: object) =>
      suite.api<{ data: TAppointment; errors?: Record<string, string[]> }>('POST', `/booking/holds/${held.body.data.id}/book`, {
        ...bookRequest(world),
        ...extra,
      });

    const without = await book({});
    expect(without.status).toBe(422);
    expect(without.body.errors?.referral_number).toBeDefined();
    const malformed = await book({ referral_number: '1111-2222-333' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors?.referral_number).toBeDefined();

    const booked = await book({ referral_number: 'ab12 cd34 ef56 7890' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.data).toMatchObject({ referral_number: 'AB12-CD34-EF56-7890', cost: 0, can_pay: false });

    // The clinic reads the number with the visit.
    suite.ctx.actAs(world.partner);
    const seen = await suite.api<{ data: TAppointment }>('GET', `/partners/appointments/${booked.body.data.id}`);
    expect(seen.body.data.referral_number).toBe('AB12-CD34-EF56-7890');
    // And the doctor, in the cabinet's list of visits.
    suite.ctx.actAs(await giveDoctorCabinet(suite.ctx.database.db, world));
    const doctors = await suite.api<{ data: { id: number; referral_number: string | null }[] }>('GET', '/doctors/me/appointments?scope=upcoming');
    expect(doctors.body.data.find((visit) => visit.id === booked.body.data.id)?.referral_number).toBe('AB12-CD34-EF56-7890');
  });

  it('a paid service keeps its price and ignores a referral sent with it', async () => {
    const { world } = suite;
    const slots = await suite.api<{ data: { days: TSlotDay[] } }>(
      'GET',
      `/booking/doctors/${world.doctor.id}/slots?service_id=${world.service.id}&institution_id=${world.institution.id}`,
    );
    const start = slots.body.data.days.slice(1).flatMap((day) => day.slots)[0].start;
    const held = await suite.api<{ data: THold }>('POST', '/booking/holds', {
      doctor_id: world.doctor.id,
      institution_id: world.institution.id,
      service_id: world.service.id,
      format: 'clinic',
      start,
    });
    const booked = await suite.api<{ data: TAppointment }>('POST', `/booking/holds/${held.body.data.id}/book`, {
      ...bookRequest(world),
      referral_number: '1111-2222-3333-4444',
    });
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({ referral_number: null, cost: 60_000 });
  });
});
