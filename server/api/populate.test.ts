import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  cities,
  doctor_specializations,
  doctors,
  institution_feature_links,
  institution_features,
  institution_types,
  legal_entities,
  medical_institutions,
  specializations,
} from '../../db/schema/index.ts';
import { createApiTestContext, roles, type ApiTestContext } from './testing.ts';

let t: ApiTestContext;
let clinicId: number;

beforeAll(async () => {
  t = await createApiTestContext();
  const { db } = t.database;
  const [city] = await db.insert(cities).values({ city_slug: 'lviv', name_ua: 'Львів', name_ru: 'Львов', latitude: 49.84, longitude: 24.03 }).returning();
  const [type] = await db.insert(institution_types).values({ code: 'clinic', slug: 'clinic', name_ua: 'Клініка', name_ru: 'Клиника' }).returning();
  const features = await db
    .insert(institution_features)
    .values([
      { code: 'parking', slug: 'parking', name_ua: 'Паркінг', name_ru: 'Парковка' },
      { code: 'lab', slug: 'lab', name_ua: 'Лабораторія', name_ru: 'Лаборатория' },
    ])
    .returning();
  const [entity] = await db
    .insert(legal_entities)
    .values({ public_name: 'ТОВ Здоровʼя', edrpou: '12345678' } as never)
    .returning();
  const [clinic] = await db
    .insert(medical_institutions)
    .values({
      slug: 'zdorovia',
      name_ua: 'Здоровʼя',
      name_ru: 'Здоровье',
      type_id: type.id,
      city_id: city.id,
      legal_entity_id: entity.id,
      address_ua: 'вул. Городоцька, 1',
      address_ru: 'ул. Городоцкая, 1',
      latitude: 49.84,
      longitude: 24.01,
    })
    .returning();
  clinicId = clinic.id;
  await db.insert(institution_feature_links).values(features.map((feature) => ({ institution_id: clinic.id, feature_id: feature.id })));
  const [cardio] = await db
    .insert(specializations)
    .values({ code: 'cardio', slug: 'cardio', name_ua: 'Кардіологія', name_ru: 'Кардиология', doctor_name_ua: 'кардіолог', doctor_name_ru: 'кардиолог' })
    .returning();
  const [doctor] = await db
    .insert(doctors)
    .values({
      slug: 'ivan-petrenko',
      first_name_ua: 'Іван',
      first_name_ru: 'Иван',
      last_name_ua: 'Петренко',
      last_name_ru: 'Петренко',
      gender: 'male',
      email: 'ivan@clinic.test',
      phone: '380501112233',
    })
    .returning();
  await db.insert(doctor_specializations).values({ doctor_id: doctor.id, specialization_id: cardio.id, is_main: true });
});
afterAll(async () => t?.close());

test('belongs-to and many-to-many relations are embedded on request, in the request language', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/medical-institutions?populate[0]=type&populate[1]=features&populate[2]=city',
    headers: { 'accept-language': 'ru' },
  });
  expect(response.statusCode).toBe(200);
  const [clinic] = response.json().data;
  expect(clinic.type).toMatchObject({ code: 'clinic', name: 'Клиника' });
  expect(clinic.city).toMatchObject({ city_slug: 'lviv', name: 'Львов' });
  expect(clinic.features.map((feature: { code: string }) => feature.code).sort()).toEqual(['lab', 'parking']);
  expect(clinic.name).toBe('Здоровье');
});

test('a relation to a staff-only resource needs its read permission; unknown relations are 400', async () => {
  // Embedding a staff-only relation is reading it: no session is 401, a session without the right 403.
  t.actAs(null);
  expect((await t.app.inject({ method: 'GET', url: `/api/v1/medical-institutions/${clinicId}?populate[0]=legal_entity` })).statusCode).toBe(401);
  t.actAs(roles.patient);
  expect((await t.app.inject({ method: 'GET', url: `/api/v1/medical-institutions/${clinicId}?populate[0]=legal_entity` })).statusCode).toBe(403);
  t.actAs(null);
  expect((await t.app.inject({ method: 'GET', url: '/api/v1/medical-institutions?populate[0]=owner' })).statusCode).toBe(400);
  t.actAs(roles.staffWith(['legal-entities.read']));
  const allowed = await t.app.inject({ method: 'GET', url: `/api/v1/medical-institutions/${clinicId}?populate[0]=legal_entity` });
  expect(allowed.json().data.legal_entity).toMatchObject({ edrpou: '12345678' });
  t.actAs(null);
});

test('doctors: public, with specializations through the join table, contacts never sent', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/doctors?populate=specializations&filters[full_name][$contains]=петренко&sort=rating:desc',
  });
  expect(response.statusCode).toBe(200);
  const [doctor] = response.json().data;
  expect(doctor).toMatchObject({ full_name: 'Петренко Іван', specializations: [{ code: 'cardio', name: 'Кардіологія' }] });
  expect(doctor).not.toHaveProperty('email');
  expect(doctor).not.toHaveProperty('phone');
});
