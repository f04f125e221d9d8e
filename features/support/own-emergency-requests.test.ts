import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { createCity, createPatient } from '../../tests/support/factories.ts';
import { listOwnEmergencyRequests } from './own-emergency-requests.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.dispose());

test('a patient reads only her own ambulance requests, not trashed ones, newest first, the city in her language', async () => {
  const her = await createPatient(database.db);
  const other = await createPatient(database.db);
  const city = await createCity(database.db, { name_ua: 'Львів', name_ru: 'Львов' });
  await database.rows(sql`insert into emergency_requests (user_id, city_id, phone, patient_name, status, created_at)
    values (${her.id}, ${city.id}, '380671234567', 'Олена К.', 'completed', now() - interval '2 days'),
           (${her.id}, null, '380671234567', 'Син', 'new', now() - interval '1 hour'),
           (${her.id}, null, '380671234567', 'Кошик', 'new', now()),
           (${other.id}, null, '380501112233', 'Чужа', 'new', now()),
           (null, null, '380501112244', 'Анонім', 'new', now())`);
  await database.rows(sql`update emergency_requests set deleted_at = now() where patient_name = 'Кошик'`);

  const ua = await listOwnEmergencyRequests(database, her.id, 'ua');
  expect(ua.map((row) => [row.patient_name, row.status, row.city])).toEqual([
    ['Син', 'new', null],
    ['Олена К.', 'completed', 'Львів'],
  ]);
  expect((await listOwnEmergencyRequests(database, her.id, 'ru'))[1].city).toBe('Львов');
  expect((await listOwnEmergencyRequests(database, other.id, 'ua')).map((row) => row.patient_name)).toEqual(['Чужа']);
});
