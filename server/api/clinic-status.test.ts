import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clinic_live_status } from '../../db/schema/index.ts';
import type { TAppointment, TBookingOptions } from '../../contracts/booking.ts';
import type { TClinicStatus } from '../../contracts/clinic-status.ts';
import { createAppointment } from '../../tests/support/factories.ts';
import { useBookingApi } from './booking-testing.ts';

/**
 * A clinic's status right now (docs/decisions/306): its partner sets it in one call; the booking page, the doctor's
 * card and profile, the clinic page and a patient's coming visit show it; it ends by itself at its end; another
 * partner cannot touch it.
 */
describe("a clinic's status now", () => {
  const suite = useBookingApi({ signedIn: false });
  const path = () => `/partners/medical-institutions/${suite.world.institution.id}/status`;
  const inTwoHours = () => new Date(Date.now() + 2 * 3_600_000).toISOString();

  it('the partner says reception is paused (in the shelter); every page naming the clinic shows it until it ends', async () => {
    const { db } = suite.ctx.database;
    const { world } = suite;
    suite.ctx.actAs(world.partner);
    const set = await suite.api<{ data: TClinicStatus }>('PUT', path(), {
      status: 'paused',
      note: 'Усі в укритті, повернемося після відбою',
      until: inTwoHours(),
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ status: 'paused', note: 'Усі в укритті, повернемося після відбою' });
    expect(Date.parse(set.body.data.until!)).toBeGreaterThan(Date.now());

    // The booking page and a patient's coming visit carry it whole.
    suite.ctx.actAs(null);
    const options = await suite.api<{ data: TBookingOptions }>('GET', `/booking/doctors/${world.doctor.id}/options`);
    expect(options.body.data.workplaces[0].live_status).toMatchObject({ status: 'paused', note: 'Усі в укритті, повернемося після відбою' });
    const visit = await createAppointment(db, {
      doctor: world.doctor,
      start_at: new Date(Date.now() + 26 * 3_600_000),
      institution_id: world.institution.id,
      patient_id: world.patient.id,
      booked_at: new Date(),
    });
    suite.ctx.actAs(world.patient);
    const mine = await suite.api<{ data: TAppointment }>('GET', `/patients/appointments/${visit.id}`);
    expect(mine.body.data.institution?.live_status?.status).toBe('paused');

    // The doctor's card and profile name the kind; the clinic page has it whole.
    const { catalog } = suite.ctx.services;
    const profile = await catalog.doctorProfile(world.doctor.slug, 'ua');
    expect(profile?.workplaces[0].status).toBe('paused');
    const clinic = await catalog.clinicProfile(world.institution.slug, 'ru');
    expect(clinic?.live_status).toMatchObject({ status: 'paused' });
    expect(clinic?.doctors[0]?.workplace?.status).toBe('paused');

    // Another partner: not found, nothing changes.
    suite.ctx.actAs(world.otherPartner);
    expect((await suite.api('PUT', path(), { status: 'working' })).status).toBe(404);
    expect((await suite.api('GET', path())).status).toBe(404);

    // Its end passes: no page shows it any more.
    await db
      .update(clinic_live_status)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(clinic_live_status.institution_id, world.institution.id));
    suite.ctx.actAs(null);
    const later = await suite.api<{ data: TBookingOptions }>('GET', `/booking/doctors/${world.doctor.id}/options`);
    expect(later.body.data.workplaces[0].live_status).toBeNull();
    expect((await catalog.doctorProfile(world.doctor.slug, 'ua'))?.workplaces[0].status).toBeNull();
  });

  it('refuses an end in the past or more than two days ahead, and clears on request', async () => {
    suite.ctx.actAs(suite.world.partner);
    const past = await suite.api<{ errors: Record<string, string[]> }>('PUT', path(), { status: 'closed', until: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(422);
    expect(past.body.errors.until).toBeDefined();
    expect((await suite.api('PUT', path(), { status: 'closed', until: new Date(Date.now() + 3 * 86_400_000).toISOString() })).status).toBe(422);
    expect((await suite.api('PUT', path(), { status: 'generator' })).status).toBe(200);
    expect((await suite.api<{ data: TClinicStatus }>('GET', path())).body.data).toMatchObject({ status: 'generator', until: null });
    expect((await suite.api('DELETE', path())).status).toBe(204);
    expect((await suite.api<{ data: TClinicStatus | null }>('GET', path())).body.data).toBeNull();
  });
});
