import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { createInstitution } from '../../tests/support/factories.ts';
import { createDemoParties, type DemoParties } from '../../tests/support/factories/video.ts';
import { loadBookingOptions, loadSlotDays } from '../../features/booking/slots.ts';
import { Random } from '../random.ts';
import type { SeedContext } from './context.ts';
import { seedDemoDoctorOnline } from './demo-doctor-online.ts';

const NOW = Date.parse('2030-03-04T07:00:00Z');

describe('the demo doctor consults online (docs/decisions/221)', () => {
  let database: TestDatabase;
  let parties: DemoParties;
  let clinic: { id: number };
  beforeAll(async () => {
    database = await createTestDatabase();
    // As the full demo had it: no online service, and the only clinic takes visits without a timetable.
    parties = await createDemoParties(database.db, { online: false });
    clinic = await createInstitution(database.db, { status: 'active', is_work_without_slots: false, city_id: parties.institution.city_id });
    const context: SeedContext = { db: database.db, random: new Random(1), scale: 1, today: new Date(NOW), log: () => undefined };
    expect(await seedDemoDoctorOnline(context)).toBe(parties.doctor.id);
    // A second run changes nothing more (the service and the workplace are there).
    await seedDemoDoctorOnline(context);
  });
  afterAll(async () => database?.dispose());

  it('says so in the catalogue: online mode and the online_consultation feature', async () => {
    const [doctor] = await database.rows<{ mode: string; online: boolean }>(sql`
      select mode, exists (select 1 from doctor_feature_links fl join doctor_features f on f.id = fl.feature_id
                           where fl.doctor_id = d.id and f.code = 'online_consultation') as online
      from doctors d where id = ${parties.doctor.id}`);
    expect(doctor).toEqual({ mode: 'clinic_and_online', online: true });
  });

  it('offers one online service and free online times to book at a clinic with a timetable', async () => {
    const options = await loadBookingOptions(database.db, parties.doctor.id, 'ua', { now: NOW, holdSeconds: 600, cancelCutoffMinutes: 120 });
    const online = options.services.filter((service) => service.is_online);
    expect(online).toHaveLength(1);
    expect(online[0]).toMatchObject({ name: 'Онлайн-консультація', duration: 30 });
    expect(options.online).toBe(true);
    expect(options.workplaces.map((workplace) => workplace.institution_id)).toEqual([clinic.id]);
    const { days } = await loadSlotDays(database.db, { doctorId: parties.doctor.id, serviceId: online[0].id, institutionId: clinic.id, days: 7, now: NOW });
    expect(days.flatMap((day) => day.slots).length).toBeGreaterThan(20);
  });
});
