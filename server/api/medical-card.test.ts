import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEDICAL_DOCUMENT_MAX_BYTES, type TMedicalCard, type TMedicalDocument } from '../../contracts/medical-card.ts';
import { giveDoctorCabinet } from '../../tests/support/factories/booking.ts';
import { createAppointment, createDoctor, createPatient } from '../../tests/support/factories.ts';
import { TEST_DATABASE_URL } from '../../tests/support/test-db.ts';
import { useBookingApi } from './booking-testing.ts';
import { roles } from './testing.ts';

const setup = useBookingApi({ signedIn: true });
const { api } = setup;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const card = {
  blood_type: 'A+',
  allergies: ['Пеніцилін'],
  chronic_conditions: [],
  medications: ['Ібупрофен'],
  vaccinations: [{ name: 'Кір', date: '2020-04-01' }],
};

/** A multipart form as a browser sends it. */
async function form(bytes: Buffer, name: string, type = 'application/octet-stream') {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const encoded = new Response(body);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

async function upload(bytes: Buffer, name: string) {
  const { payload, headers } = await form(bytes, name);
  return api<{ data: TMedicalDocument; message?: string }>('POST', '/account/medical-card/documents', payload, headers);
}

async function logLines(patientId: number) {
  const { rows } = (await setup.ctx.database.db.execute(
    sql`select user_id, action, changes from action_log where resource = 'medical-cards' and record_id = ${patientId} order by id`,
  )) as unknown as { rows: { user_id: number; action: string; changes: Record<string, number> }[] };
  return rows;
}

let visits = 0;
/** A visit of the world's patient with the world's doctor (each on a day of its own), for herself unless told otherwise. */
async function visit(overrides: { status?: 'booked' | 'approved' | 'cancelled'; patient_relation?: string } = {}) {
  return createAppointment(setup.ctx.database.db, {
    doctor: setup.world.doctor,
    start_at: new Date(Date.now() - (3 + (visits += 1)) * 86_400_000),
    patient_id: setup.world.patient.id,
    status: overrides.status ?? 'approved',
    patient_relation: overrides.patient_relation ?? 'self',
    specialization_id: setup.world.specialization.id,
  });
}

describe(`medical card API (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('shows an empty card first, then keeps what the patient writes, and refuses bad values field by field', async () => {
    const empty = await api<{ data: TMedicalCard }>('GET', '/account/medical-card');
    expect(empty.status).toBe(200);
    expect(empty.headers['cache-control']).toContain('no-store');
    expect(empty.body.data.health).toMatchObject({ blood_type: null, allergies: [], updated_at: null });
    const saved = await api<{ data: TMedicalCard['health'] }>('PUT', '/account/medical-card', card);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject(card);
    expect((await api<{ data: TMedicalCard }>('GET', '/account/medical-card')).body.data.health).toMatchObject(card);
    const bad = await api<{ errors: Record<string, string[]> }>('PUT', '/account/medical-card', {
      ...card,
      blood_type: 'C+',
      vaccinations: [{ name: 'Грип', date: '2999-01-01' }],
      extra: 1,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['blood_type', 'vaccinations.0.date']));
  });

  it('stores PDF and PNG documents by their bytes, refuses other files and files over the limit, lists, downloads and removes', async () => {
    const pdf = await upload(PDF, 'аналіз.pdf');
    expect(pdf.status).toBe(201);
    expect(pdf.body.data).toMatchObject({ name: 'аналіз.pdf', type: 'application/pdf', bytes: PDF.length });
    expect((await upload(PNG, 'scan.png')).body.data.type).toBe('image/png');

    const renamed = await upload(Buffer.from('MZ not a document'), 'trick.pdf');
    expect(renamed.status).toBe(415);
    expect(renamed.body.message).toBe('Підходять лише PDF, JPEG або PNG');
    const big = await upload(Buffer.concat([PDF, Buffer.alloc(MEDICAL_DOCUMENT_MAX_BYTES)]), 'big.pdf');
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Файл завеликий: не більше 10 МБ');

    const listed = (await api<{ data: TMedicalCard }>('GET', '/account/medical-card')).body.data.documents;
    expect(listed.map((document) => document.name)).toEqual(['scan.png', 'аналіз.pdf']);
    const download = await api('GET', `/account/medical-card/documents/${pdf.body.data.id}`);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.text).toContain('%PDF-1.4');
    expect((await api('DELETE', `/account/medical-card/documents/${pdf.body.data.id}`)).status).toBe(204);
    expect((await api('GET', `/account/medical-card/documents/${pdf.body.data.id}`)).status).toBe(404);
    expect((await api('DELETE', `/account/medical-card/documents/${pdf.body.data.id}`)).status).toBe(404);
  });

  it('keeps a card to its patient: another patient reads and removes nothing of it, by any id', async () => {
    await api('PUT', '/account/medical-card', card);
    const document = (await upload(PDF, 'private.pdf')).body.data;
    const appointment = await visit();
    setup.ctx.actAs(setup.world.otherPatient);
    const own = await api<{ data: TMedicalCard }>('GET', '/account/medical-card');
    expect(own.body.data.health.allergies).toEqual([]);
    expect(own.body.data.documents).toEqual([]);
    expect(own.body.data.conclusions).toEqual([]);
    const stolen = await api('GET', `/account/medical-card/documents/${document.id}`);
    expect(stolen.status).toBe(404);
    expect(stolen.text).not.toContain('%PDF');
    expect((await api('DELETE', `/account/medical-card/documents/${document.id}`)).status).toBe(404);
    for (const url of [
      `/admin/patients/${setup.world.patient.id}/medical-card`,
      `/admin/patients/${setup.world.patient.id}/medical-card/documents/${document.id}`,
      `/doctors/me/appointments/${appointment.id}/medical-card`,
      `/doctors/me/appointments/${appointment.id}/medical-card/documents/${document.id}`,
    ]) {
      const answer = await api('GET', url);
      expect(answer.status, url).toBe(403);
      expect(answer.text, url).not.toContain('Пеніцилін');
    }
    setup.ctx.actAs(setup.world.partner);
    expect((await api('GET', '/account/medical-card')).status).toBe(403);
    setup.ctx.actAs(null);
    expect((await api('GET', '/account/medical-card')).status).toBe(401);
    expect(await logLines(setup.world.patient.id)).toEqual([]);
  });

  it('lets the doctor of her visit read the card with its visit conclusions, and logs each read; other doctors and other visits are refused', async () => {
    await api('PUT', '/account/medical-card', card);
    const document = (await upload(PDF, 'ecg.pdf')).body.data;
    const appointment = await visit();
    await setup.ctx.database.db.execute(
      sql`insert into visit_conclusions (appointment_id, doctor_id, conclusion, recommendations) values (${appointment.id}, ${setup.world.doctor.id}, 'ГРВІ', 'Пити більше води')`,
    );
    expect((await api<{ data: TMedicalCard }>('GET', '/account/medical-card')).body.data.conclusions).toMatchObject([
      { appointment_id: appointment.id, conclusion: 'ГРВІ', recommendations: 'Пити більше води', format: 'clinic' },
    ]);
    const doctor = await giveDoctorCabinet(setup.ctx.database.db, setup.world);
    setup.ctx.actAs(doctor);
    const read = await api<{ data: TMedicalCard }>('GET', `/doctors/me/appointments/${appointment.id}/medical-card`);
    expect(read.status).toBe(200);
    expect(read.body.data.health.allergies).toEqual(['Пеніцилін']);
    expect(read.body.data.conclusions).toHaveLength(1);
    const url = `/doctors/me/appointments/${appointment.id}/medical-card/documents/${document.id}`;
    expect(read.body.data.documents[0].url).toBe(`/api/v1${url}`);
    expect((await api('GET', url)).status).toBe(200);
    expect(await logLines(setup.world.patient.id)).toEqual([
      { user_id: doctor.id, action: 'read', changes: { appointment: appointment.id } },
      { user_id: doctor.id, action: 'read', changes: { appointment: appointment.id, document: document.id } },
    ]);

    const cancelled = await visit({ status: 'cancelled' });
    expect((await api('GET', `/doctors/me/appointments/${cancelled.id}/medical-card`)).status).toBe(403);
    const forSon = await visit({ patient_relation: 'son' });
    expect((await api('GET', `/doctors/me/appointments/${forSon.id}/medical-card`)).status).toBe(404);
    expect((await api('GET', '/doctors/me/appointments/999999/medical-card')).status).toBe(404);

    const otherAccount = await createPatient(setup.ctx.database.db, { user_type: 'doctor' });
    await createDoctor(setup.ctx.database.db, { status: 'active', user_id: otherAccount.id });
    setup.ctx.actAs({ ...doctor, id: otherAccount.id });
    const refused = await api('GET', `/doctors/me/appointments/${appointment.id}/medical-card`);
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain('Пеніцилін');
    expect(await logLines(setup.world.patient.id)).toHaveLength(2);
  });

  it('lets staff with the patients read permission read a card and its documents, each read logged; others are refused', async () => {
    await api('PUT', '/account/medical-card', card);
    const document = (await upload(PDF, 'x-ray.pdf')).body.data;
    const patientId = setup.world.patient.id;
    setup.ctx.actAs(roles.staffWithout);
    expect((await api('GET', `/admin/patients/${patientId}/medical-card`)).status).toBe(403);
    const staff = roles.staffWith(['patients.read']);
    setup.ctx.actAs(staff);
    const read = await api<{ data: TMedicalCard }>('GET', `/admin/patients/${patientId}/medical-card`);
    expect(read.status).toBe(200);
    expect(read.body.data.health.blood_type).toBe('A+');
    expect((await api('GET', `/admin/patients/${patientId}/medical-card/documents/${document.id}`)).status).toBe(200);
    expect((await api('GET', `/admin/patients/${setup.world.otherPatient.id}/medical-card/documents/${document.id}`)).status).toBe(404);
    expect((await api('GET', `/admin/patients/${setup.world.partner.id}/medical-card`)).status).toBe(404);
    expect(await logLines(patientId)).toEqual([
      { user_id: staff.id, action: 'read', changes: {} },
      { user_id: staff.id, action: 'read', changes: { document: document.id } },
    ]);
  });
});
