import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TMedicalCard, TMedicalDocument } from '../../contracts/medical-card.ts';
import { giveDoctorCabinet } from '../../tests/support/factories/booking.ts';
import { createAppointment } from '../../tests/support/factories.ts';
import { TEST_DATABASE_URL } from '../../tests/support/test-db.ts';
import { useBookingApi } from './booking-testing.ts';
import { roles } from './testing.ts';

/** Family members' medical cards (docs/decisions/276): kept by the patient, read by the doctor of their visit. */

const setup = useBookingApi({ signedIn: true });
const { api } = setup;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const mine = { blood_type: 'A+', allergies: ['Пеніцилін'], chronic_conditions: [], medications: [], vaccinations: [] };
const son = { blood_type: 'O+', allergies: ['Арахіс'], chronic_conditions: ['Астма'], medications: [], vaccinations: [{ name: 'Кір', date: '2022-03-01' }] };

async function upload(bytes: Buffer, name: string, query = '') {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  const encoded = new Response(body);
  const payload = Buffer.from(await encoded.arrayBuffer());
  return api<{ data: TMedicalDocument }>('POST', `/account/medical-card/documents${query}`, payload, { 'content-type': encoded.headers.get('content-type')! });
}

async function member(userId: number, firstName = 'Марк'): Promise<number> {
  const { rows } = (await setup.ctx.database.db.execute(
    sql`insert into family_members (user_id, last_name, first_name, birthday, relation) values (${userId}, 'Петренко', ${firstName}, '2020-05-01', 'son') returning id`,
  )) as unknown as { rows: { id: number }[] };
  return rows[0].id;
}

async function logLines(patientId: number) {
  const { rows } = (await setup.ctx.database.db.execute(
    sql`select user_id, changes from action_log where resource = 'medical-cards' and record_id = ${patientId} order by id`,
  )) as unknown as { rows: { user_id: number; changes: Record<string, number> }[] };
  return rows;
}

let visits = 0;
async function visit(overrides: { family_member_id?: number; patient_relation?: string } = {}) {
  return createAppointment(setup.ctx.database.db, {
    doctor: setup.world.doctor,
    start_at: new Date(Date.now() - (3 + (visits += 1)) * 86_400_000),
    patient_id: setup.world.patient.id,
    status: 'approved',
    patient_relation: overrides.patient_relation ?? 'self',
    family_member_id: overrides.family_member_id ?? null,
    specialization_id: setup.world.specialization.id,
  });
}

describe(`family members' medical cards (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps a card per family member apart from her own, with its own documents and its own visits', async () => {
    const sonId = await member(setup.world.patient.id);
    await api('PUT', '/account/medical-card', mine);
    const saved = await api<{ data: TMedicalCard['health'] }>('PUT', `/account/medical-card?member=${sonId}`, son);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject(son);
    const sonDocument = await upload(PDF, 'аналіз-сина.pdf', `?member=${sonId}`);
    expect(sonDocument.status).toBe(201);
    await upload(PDF, 'мій.pdf');
    const forSon = await visit({ family_member_id: sonId, patient_relation: 'son' });
    const forMe = await visit();
    for (const [id, text] of [
      [forSon.id, 'Бронхіт'],
      [forMe.id, 'ГРВІ'],
    ] as const) {
      await setup.ctx.database.db.execute(
        sql`insert into visit_conclusions (appointment_id, doctor_id, conclusion, recommendations) values (${id}, ${setup.world.doctor.id}, ${text}, '')`,
      );
    }

    const own = (await api<{ data: TMedicalCard }>('GET', '/account/medical-card')).body.data;
    expect(own.member).toBeNull();
    expect(own.family).toMatchObject([{ id: sonId, name: 'Петренко Марк', relation: 'son' }]);
    expect(own.health.allergies).toEqual(['Пеніцилін']);
    expect(own.documents.map((document) => document.name)).toEqual(['мій.pdf']);
    expect(own.conclusions.map((entry) => entry.conclusion)).toEqual(['ГРВІ']);

    const his = (await api<{ data: TMedicalCard }>('GET', `/account/medical-card?member=${sonId}`)).body.data;
    expect(his.member).toMatchObject({ id: sonId, name: 'Петренко Марк', birthday: '2020-05-01', relation: 'son' });
    expect(his.health).toMatchObject(son);
    expect(his.documents.map((document) => document.name)).toEqual(['аналіз-сина.pdf']);
    expect(his.conclusions.map((entry) => entry.conclusion)).toEqual(['Бронхіт']);
    expect((await api('GET', `/account/medical-card/documents/${sonDocument.body.data.id}`)).status).toBe(200);
  });

  it("answers 404 for another patient's family member, on every route, and shows nothing of the card", async () => {
    const sonId = await member(setup.world.patient.id);
    await api('PUT', `/account/medical-card?member=${sonId}`, son);
    const document = (await upload(PDF, 'private.pdf', `?member=${sonId}`)).body.data;
    setup.ctx.actAs(setup.world.otherPatient);
    const read = await api('GET', `/account/medical-card?member=${sonId}`);
    expect(read.status).toBe(404);
    expect(read.text).not.toContain('Арахіс');
    expect((await api('PUT', `/account/medical-card?member=${sonId}`, mine)).status).toBe(404);
    expect((await upload(PDF, 'planted.pdf', `?member=${sonId}`)).status).toBe(404);
    expect((await api('GET', `/account/medical-card/documents/${document.id}`)).status).toBe(404);
    expect((await api('DELETE', `/account/medical-card/documents/${document.id}`)).status).toBe(404);
    expect((await api<{ data: TMedicalCard }>('GET', '/account/medical-card')).body.data.family).toEqual([]);
    setup.ctx.actAs(setup.world.patient);
    expect((await api<{ data: TMedicalCard }>('GET', `/account/medical-card?member=${sonId}`)).body.data.health).toMatchObject(son);
    expect((await api('GET', '/account/medical-card?member=abc')).status).toBe(400);
  });

  it("gives the doctor of a child's visit the child's card, never the mother's, and logs the read with the member", async () => {
    const sonId = await member(setup.world.patient.id);
    const daughterId = await member(setup.world.patient.id, 'Ліза');
    await api('PUT', '/account/medical-card', mine);
    await api('PUT', `/account/medical-card?member=${sonId}`, son);
    const sonDocument = (await upload(PDF, 'son.pdf', `?member=${sonId}`)).body.data;
    const myDocument = (await upload(PDF, 'mine.pdf')).body.data;
    const daughterDocument = (await upload(PDF, 'daughter.pdf', `?member=${daughterId}`)).body.data;
    const forSon = await visit({ family_member_id: sonId, patient_relation: 'son' });
    const someoneElse = await visit({ patient_relation: 'someone_else' });

    const doctor = await giveDoctorCabinet(setup.ctx.database.db, setup.world);
    setup.ctx.actAs(doctor);
    const read = await api<{ data: TMedicalCard }>('GET', `/doctors/me/appointments/${forSon.id}/medical-card`);
    expect(read.status).toBe(200);
    expect(read.body.data.member).toMatchObject({ id: sonId, name: 'Петренко Марк' });
    expect(read.body.data.family).toEqual([]);
    expect(read.body.data.health.allergies).toEqual(['Арахіс']);
    expect(read.text).not.toContain('Пеніцилін');
    expect(read.body.data.documents.map((document) => document.name)).toEqual(['son.pdf']);
    const base = `/doctors/me/appointments/${forSon.id}/medical-card/documents`;
    expect((await api('GET', `${base}/${sonDocument.id}`)).status).toBe(200);
    expect((await api('GET', `${base}/${myDocument.id}`)).status).toBe(404);
    expect((await api('GET', `${base}/${daughterDocument.id}`)).status).toBe(404);
    expect((await api('GET', `/doctors/me/appointments/${someoneElse.id}/medical-card`)).status).toBe(404);
    expect(await logLines(setup.world.patient.id)).toEqual([
      { user_id: doctor.id, changes: { appointment: forSon.id, member: sonId } },
      { user_id: doctor.id, changes: { appointment: forSon.id, document: sonDocument.id, member: sonId } },
    ]);
  });

  it("shows staff whose card it is and the family to switch to; each read logged with the member; another patient's member is 404", async () => {
    const sonId = await member(setup.world.patient.id);
    const strangerId = await member(setup.world.otherPatient.id, 'Інший');
    await api('PUT', `/account/medical-card?member=${sonId}`, son);
    const staff = roles.staffWith(['patients.read']);
    setup.ctx.actAs(staff);
    const patientId = setup.world.patient.id;
    const own = (await api<{ data: TMedicalCard }>('GET', `/admin/patients/${patientId}/medical-card`)).body.data;
    expect(own.member).toBeNull();
    expect(own.family.map((one) => one.id)).toEqual([sonId]);
    const his = (await api<{ data: TMedicalCard }>('GET', `/admin/patients/${patientId}/medical-card?member=${sonId}`)).body.data;
    expect(his.member).toMatchObject({ id: sonId, relation: 'son' });
    expect(his.health.allergies).toEqual(['Арахіс']);
    expect((await api('GET', `/admin/patients/${patientId}/medical-card?member=${strangerId}`)).status).toBe(404);
    expect(await logLines(patientId)).toEqual([
      { user_id: staff.id, changes: {} },
      { user_id: staff.id, changes: { member: sonId } },
    ]);
  });
});
