import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAppointment, THold, TSlotDay } from '../../contracts/booking.ts';
import type { TFamilyMember } from '../../contracts/family.ts';
import { doctor_feature_links } from '../../db/schema/index.ts';
import { TEST_DATABASE_URL } from '../../tests/support/test-db.ts';
import { createDoctorFeature } from '../../tests/support/factories.ts';
import { bookRequest } from '../../tests/support/factories/booking.ts';
import { useBookingApi } from './booking-testing.ts';

const setup = useBookingApi({ signedIn: true });
const { api } = setup;

/** A hold of a free time from tomorrow on, `skip` times into the list. */
async function holdLater(skip = 0): Promise<THold> {
  const slots = await api<{ data: { days: TSlotDay[] } }>(
    'GET',
    `/booking/doctors/${setup.world.doctor.id}/slots?service_id=${setup.world.service.id}&institution_id=${setup.world.institution.id}`,
  );
  const slot = slots.body.data.days.slice(1).flatMap((day) => day.slots)[skip];
  const held = await api<{ data: THold }>('POST', '/booking/holds', {
    doctor_id: setup.world.doctor.id,
    institution_id: setup.world.institution.id,
    service_id: setup.world.service.id,
    format: 'clinic',
    start: slot.start,
  });
  expect(held.status).toBe(201);
  return held.body.data;
}

const book = (holdId: number, forWhom: unknown) =>
  api<{ data: TAppointment; errors: Record<string, string[]> }>('POST', `/booking/holds/${holdId}/book`, { ...bookRequest(setup.world), for_whom: forWhom });

async function seesChildren() {
  const [existing] = await setup.ctx.database.rows<{ id: number }>(sql`select id from doctor_features where code = 'child_consultation'`);
  const feature =
    existing ?? (await createDoctorFeature(setup.ctx.database.db, { code: 'child_consultation', name_ua: 'Приймає дітей', name_ru: 'Принимает детей' }));
  await setup.ctx.database.db.insert(doctor_feature_links).values({ doctor_id: setup.world.doctor.id, feature_id: feature.id });
}

const fiveYearsAgo = () => `${new Date().getUTCFullYear() - 5}-01-15`;
const son = () => ({ last_name: 'Петренко', first_name: 'Марк', birthday: fiveYearsAgo(), relation: 'son' });

describe(`booking for whom (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('books a child of the family: the visit names the child, the holder stays the contact, everyone sees it so', async () => {
    await seesChildren();
    const member = await api<{ data: TFamilyMember }>('POST', '/account/family', son());
    const booked = await book((await holdLater()).id, { kind: 'family', family_member_id: member.body.data.id });
    expect(booked.status).toBe(201);
    const { patient, contact } = booked.body.data;
    expect(patient).toMatchObject({
      last_name: 'Петренко',
      first_name: 'Марк',
      birthday: fiveYearsAgo(),
      phone: '380501234567',
      relation: 'son',
      family_member_id: member.body.data.id,
    });
    expect(patient.age).toBeGreaterThanOrEqual(4);
    expect(patient.age).toBeLessThanOrEqual(5);
    expect(contact).toEqual({ name: 'Коваль Олена', phone: '380501234567', email: 'olena@example.com' });

    setup.ctx.actAs(setup.world.partner);
    const seen = await api<{ data: TAppointment }>('GET', `/partners/appointments/${booked.body.data.id}`);
    expect(seen.body.data.patient.first_name).toBe('Марк');
    expect(seen.body.data.contact?.name).toBe('Коваль Олена');

    setup.ctx.actAs(setup.world.patient);
    const ics = await api('GET', `/patients/appointments/${booked.body.data.id}/ics`);
    expect(ics.text.replace(/\r\n /g, '')).toContain('Петренко Марк');
    const [mail] = await setup.ctx.database.rows<{ body: string }>(
      sql`select body from outbox_messages where recipient = 'olena@example.com' and channel = 'email' order by id desc limit 1`,
    );
    expect(mail.body).toContain('Пацієнт: Петренко Марк.');
    expect(mail.body).toContain('Вітаємо, Коваль Олена!');
  });

  it('adds a new family member from the form, and keeps someone else on the visit only', async () => {
    const added = await book((await holdLater(0)).id, {
      kind: 'new_family',
      member: { ...son(), relation: 'mother', first_name: 'Ніна', birthday: '1950-02-02' },
    });
    expect(added.status).toBe(201);
    expect(added.body.data.patient).toMatchObject({ first_name: 'Ніна', relation: 'mother' });
    const family = await api<{ data: TFamilyMember[] }>('GET', '/account/family');
    expect(family.body.data.map((member) => member.first_name)).toEqual(['Ніна']);
    expect(added.body.data.patient.family_member_id).toBe(family.body.data[0].id);

    const other = await book((await holdLater(2)).id, { kind: 'other', person: { last_name: 'Сидоренко', first_name: 'Іван', birthday: '1980-07-07' } });
    expect(other.status).toBe(201);
    expect(other.body.data.patient).toMatchObject({ first_name: 'Іван', relation: 'someone_else', family_member_id: null });
    expect((await api<{ data: TFamilyMember[] }>('GET', '/account/family')).body.data).toHaveLength(1);
  });

  it('keeps the visit for the holder herself without a contact, as before', async () => {
    const booked = await book((await holdLater()).id, { kind: 'self' });
    expect(booked.body.data.patient).toMatchObject({ first_name: 'Олена', relation: 'self', family_member_id: null });
    expect(booked.body.data.contact).toBeNull();
    const withoutBirthday = await api<{ errors: Record<string, string[]> }>('POST', `/booking/holds/${(await holdLater(2)).id}/book`, {
      ...bookRequest(setup.world),
      patient: { ...bookRequest(setup.world).patient, birthday: undefined },
    });
    expect(withoutBirthday.status).toBe(422);
    expect(Object.keys(withoutBirthday.body.errors)).toEqual(['patient.birthday']);
  });

  it("refuses a child with a doctor who does not see children, and another patient's family member", async () => {
    const member = await api<{ data: TFamilyMember }>('POST', '/account/family', son());
    const held = await holdLater();
    const refused = await book(held.id, { kind: 'family', family_member_id: member.body.data.id });
    expect(refused.status).toBe(422);
    expect(refused.body.errors['for_whom.family_member_id']).toEqual(['Цей лікар не приймає дітей. Оберіть лікаря з позначкою «Приймає дітей».']);
    const newChild = await book(held.id, { kind: 'new_family', member: { ...son(), first_name: 'Ліза', relation: 'daughter' } });
    expect(Object.keys(newChild.body.errors)).toEqual(['for_whom.member.birthday']);
    expect((await api<{ data: TFamilyMember[] }>('GET', '/account/family')).body.data).toHaveLength(1);
    const young = await book(held.id, {
      kind: 'other',
      person: { last_name: 'Сидоренко', first_name: 'Іван', birthday: `${new Date().getUTCFullYear() - 17}-01-01` },
    });
    expect(Object.keys(young.body.errors)).toEqual(['for_whom.person.birthday']);

    setup.ctx.actAs(setup.world.otherPatient);
    const strangers = await api<{ data: TFamilyMember }>('POST', '/account/family', { ...son(), birthday: '1970-01-01', relation: 'father' });
    setup.ctx.actAs(setup.world.patient);
    const foreign = await book(held.id, { kind: 'family', family_member_id: strangers.body.data.id });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors)).toEqual(['for_whom.family_member_id']);

    const options = await api<{ data: { doctor: { sees_children: boolean } } }>('GET', `/booking/doctors/${setup.world.doctor.id}/options`);
    expect(options.body.data.doctor.sees_children).toBe(false);
    await seesChildren();
    expect((await book(held.id, { kind: 'family', family_member_id: member.body.data.id })).status).toBe(201);
  });
});
