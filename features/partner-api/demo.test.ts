import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/demo-data/demo-accounts.ts';
import { DEMO_WEBHOOK_URL, seedDemoPartnerApi } from '../../seed/steps/demo-partner-api.ts';
import { Random } from '../../seed/random.ts';
import { createBookingWorld } from '../../tests/support/factories/booking.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { createServices } from '../services.ts';
import { ensureDemoApiCredentials } from './demo.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('the demo partner has an integration to show', () => {
  test('credentials made once (the secret shown only then), one webhook endpoint with recent deliveries', async () => {
    const world = await createBookingWorld(database.db);
    await database.db.execute(sql`update users set email = ${DEMO_ACCOUNTS.partner.email} where id = ${world.partner.id}`);
    const services = createServices(database);
    const [slot] = (await services.booking.slots(world.doctor.id, { service_id: String(world.service.id), institution_id: String(world.institution.id) })).days
      .slice(1)
      .flatMap((day) => day.slots);
    const held = await services.booking.hold(world.patient, {
      doctor_id: world.doctor.id,
      institution_id: world.institution.id,
      service_id: world.service.id,
      format: 'clinic',
      start: slot.start,
    });
    await services.booking.book(
      world.patient,
      held.id,
      {
        city_id: world.city.id,
        specialization_id: world.specialization.id,
        patient: { first_name: 'Олена', last_name: 'Коваль', birthday: '1990-05-17', phone: '+380501234567', email: 'olena@example.com' },
        accept_terms: true,
        accept_privacy: true,
      },
      'ua',
    );

    await seedDemoPartnerApi({ db: database.db, random: new Random(1), scale: 0.01, today: new Date(), log: () => undefined });
    const first = await ensureDemoApiCredentials(database);
    expect(first?.client_secret).toMatch(/^vzs_/);
    const again = await ensureDemoApiCredentials(database);
    expect(again).toEqual({ client_id: first?.client_id });
    expect(await services.partners.verifyClientCredentials(first!.client_id, first!.client_secret!)).not.toBeNull();

    const overview = await services.partnerApi.overview(world.partner);
    expect(overview.client_id).toBe(first?.client_id);
    expect(overview.endpoints.map((endpoint) => endpoint.url)).toEqual([DEMO_WEBHOOK_URL]);
    expect(overview.deliveries.map((delivery) => delivery.status)).toEqual(['delivered']);
  });
});
