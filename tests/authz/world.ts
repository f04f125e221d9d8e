import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  blog_articles,
  emergency_requests,
  legal_entities,
  medical_cards,
  medical_documents,
  notifications,
  partner_webhook_endpoints,
  representatives,
  reviews,
  support_requests,
  type users,
} from '../../db/schema/index.ts';
import {
  createAppointment,
  createCity,
  createDoctor,
  createInstitution,
  createPatient,
  createService,
  createSpecialization,
  createTimesheet,
  linkDoctor,
} from '../support/factories.ts';
import { entriesOf, freshRecords, pdfWith } from './fresh-records.ts';
import { markerSet } from './markers.ts';
import type { Parties, Role } from './roles.ts';
import { documentOfText } from '../../contracts/rich-text.ts';

const DAY = 86_400_000;
/** First ids of the rows that carry markers, far from anything else in a fresh database, so an id is findable in a body. */
const ID_RANGES: Record<string, number> = {
  users: 7_400_001,
  appointments: 7_340_001,
  timesheets: 7_350_001,
  timesheet_entries: 7_360_001,
  notifications: 7_370_001,
  reviews: 7_380_001,
};

/** `days` from now at `hour`:00 UTC. */
function at(days: number, hour: number): Date {
  const day = new Date(Date.now() + days * DAY);
  day.setUTCHours(hour, 0, 0, 0);
  return day;
}

/**
 * Two of each party over one fresh database. Party A: a patient, a partner (legal entity A, clinic A),
 * doctor A (with a cabinet account) and the shared doctor S, who works at clinic A and clinic B. Party B: a
 * patient and a partner (legal entity B, clinic B). Every private value is a marker with its audience; plus
 * inactive and trashed catalogue records only staff may see.
 */
export async function createWorld(db: Db) {
  for (const [table, start] of Object.entries(ID_RANGES)) await db.execute(sql.raw(`alter table ${table} alter column id restart with ${start}`));
  const { markers, plant, plantId } = markerSet();

  const city = await createCity(db);
  const specialization = await createSpecialization(db);

  const person = (
    key: string,
    user_type: 'patient' | 'partner' | 'doctor' | 'user',
    audience: Role[],
    extra: Partial<typeof users.$inferInsert> = {},
    named: Role[] = audience,
  ) =>
    createPatient(db, {
      user_type,
      email: plant(`${key} e-mail`, `${key}.mark@authz.test`, audience),
      phone: plant(`${key} phone`, `38093${String(7_000_000 + markers.length).slice(-7)}`, audience),
      first_name: plant(`${key} first name`, `Zq${key}first`, named),
      last_name: plant(`${key} last name`, `Zq${key}last`, named),
      ...extra,
    });

  // Doctor A reads patient A's medical card, which names her, through her visit A1 (docs/decisions/226).
  const patientA = await person('patienta', 'patient', ['patient'], {}, ['patient', 'doctor']);
  const patientB = await person('patientb', 'patient', ['otherPatient']);
  const partnerUserA = await person('partnera', 'partner', ['partner']);
  const partnerUserB = await person('partnerb', 'partner', ['otherPartner']);
  const doctorUser = await person('doctora', 'doctor', ['doctor']);
  const staffWithout = await person('staffwithout', 'user', ['staffWithout']);
  const staffWith = await person('staffwith', 'user', []);
  const administrator = await person('administrator', 'user', [], { is_administrator: true });

  const entity = async (key: string, audience: Role[]) => {
    const [row] = await db
      .insert(legal_entities)
      .values({
        public_name: `Entity ${key}`,
        edrpou: plant(`${key} EDRPOU`, key === 'a' ? '73917301' : '73917302', audience),
        contact_email: plant(`${key} contact e-mail`, `entity${key}.contact@authz.test`, audience),
        organization_email: plant(`${key} organisation e-mail`, `entity${key}.office@authz.test`, audience),
        head_last_name: plant(`${key} head`, `Zqhead${key}`, audience),
      })
      .returning();
    return row;
  };
  const entityA = await entity('a', ['partner']);
  const entityB = await entity('b', ['otherPartner']);
  const [representativeA] = await db.insert(representatives).values({ user_id: partnerUserA.id, legal_entity_id: entityA.id }).returning();
  const [representativeB] = await db.insert(representatives).values({ user_id: partnerUserB.id, legal_entity_id: entityB.id }).returning();

  const clinic = (entityId: number, representativeId: number) =>
    createInstitution(db, { city, legal_entity_id: entityId, representative_id: representativeId, status: 'active', is_work_without_slots: false });
  const clinicA = await clinic(entityA.id, representativeA.id);
  const clinicB = await clinic(entityB.id, representativeB.id);

  const doctorA = await createDoctor(db, {
    institution: clinicA,
    specialization,
    status: 'active',
    user_id: doctorUser.id,
    // The partner employing doctor A sets the contacts its cabinet signs in with (docs/decisions/234).
    email: plant('doctor A contact e-mail', 'doctora.contact@authz.test', ['doctor', 'partner']),
  });
  const sharedDoctor = await createDoctor(db, { institution: clinicA, specialization, status: 'active' });
  await linkDoctor(db, sharedDoctor, { workplaces: [clinicB] });
  const serviceA = await createService(db, {
    doctor: doctorA,
    specialization_id: specialization.id,
    duration: 30,
    cost: 60_000,
    is_default: true,
    format: 'offline',
  });
  const serviceS = await createService(db, {
    doctor: sharedDoctor,
    specialization_id: specialization.id,
    duration: 30,
    cost: 50_000,
    is_default: true,
    format: 'offline',
  });

  const everyDay: [number, string, string][] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => [weekday, '08:00', '20:00']);
  const timesheetA = plantId('timesheet of doctor A at clinic A', await createTimesheet(db, { doctor: doctorA, institution: clinicA, weekly: everyDay }), [
    'partner',
  ]);
  const sharedTimesheetA = plantId(
    'timesheet of S at clinic A',
    await createTimesheet(db, { doctor: sharedDoctor, institution: clinicA, weekly: [[1, '08:00', '12:00']] }),
    ['partner'],
  );
  const sharedTimesheetB = plantId(
    'timesheet of S at clinic B',
    await createTimesheet(db, { doctor: sharedDoctor, institution: clinicB, weekly: [[2, '13:00', '17:00']] }),
    ['otherPartner'],
  );
  const [entryA] = await entriesOf(db, timesheetA.id);
  const [entrySharedB] = await entriesOf(db, sharedTimesheetB.id);
  plantId('entry of the timesheet of S at clinic B', entrySharedB, ['otherPartner']);

  /**
   * A booked appointment with its own patient data; `key` names its markers. Doctor A's own visits show the
   * cabinet doctor whom they are for and the phone the clinic calls (docs/decisions/183).
   */
  const booked = async (
    key: string,
    audience: Role[],
    values: { doctor: typeof doctorA; institution: typeof clinicA; patient: typeof patientA; start: Date },
  ) => {
    const forDoctor: Role[] = values.doctor === doctorA ? [...audience, 'doctor'] : audience;
    const row = await createAppointment(db, {
      doctor: values.doctor,
      start_at: values.start,
      institution_id: values.institution.id,
      service_id: values.doctor === doctorA ? serviceA.id : serviceS.id,
      specialization_id: specialization.id,
      city_id: city.id,
      patient_id: values.patient.id,
      status: 'booked',
      booked_at: new Date(),
      consent_at: new Date(),
      cost: 60_000,
      application_number: plant(`${key} application number`, `VZ-2031-${key.toUpperCase()}MARK`, audience),
      patient_first_name: plant(`${key} patient first name`, `Zq${key}patientfirst`, forDoctor),
      patient_last_name: plant(`${key} patient last name`, `Zq${key}patientlast`, forDoctor),
      patient_phone: plant(`${key} patient phone`, key === 'a1' ? '380937000901' : key === 'a2' ? '380937000902' : '380937000903', forDoctor),
      patient_email: plant(`${key} patient e-mail`, `${key}.patient@authz.test`, audience),
      comment: plant(`${key} comment`, `Zq${key}comment`, audience),
    });
    return row;
  };
  // A1: patient A with doctor A at clinic A; A2: patient A with S at clinic A; B1: patient B with S at clinic B.
  const appointmentA = plantId(
    'appointment A1',
    await booked('a1', ['patient', 'partner'], { doctor: doctorA, institution: clinicA, patient: patientA, start: at(3, 8) }),
    ['patient', 'partner', 'doctor'],
  );
  const sharedAppointmentA = plantId(
    'appointment A2',
    await booked('a2', ['patient', 'partner'], { doctor: sharedDoctor, institution: clinicA, patient: patientA, start: at(3, 8) }),
    ['patient', 'partner'],
  );
  const sharedAppointmentB = plantId(
    'appointment B1',
    await booked('b1', ['otherPatient', 'otherPartner'], { doctor: sharedDoctor, institution: clinicB, patient: patientB, start: at(3, 11) }),
    ['otherPatient', 'otherPartner'],
  );
  // A hold patient A let go before booking: it never became the clinic's appointment.
  const releasedHoldA = plantId(
    'hold patient A let go',
    await createAppointment(db, {
      doctor: doctorA,
      start_at: at(3, 9),
      institution_id: clinicA.id,
      service_id: serviceA.id,
      patient_id: patientA.id,
      status: 'cancelled',
      cancelled_at: new Date(),
      patient_first_name: null,
      patient_last_name: null,
      patient_phone: null,
    }),
    ['patient'],
  );

  const notice = async (userId: number, key: string, audience: Role[]) => {
    const [row] = await db
      .insert(notifications)
      .values({ user_id: userId, type: 'new_appointment', title_ua: plant(`${key} notification`, `Zq${key}notice`, audience), title_ru: `Zq${key}notice` })
      .returning();
    return plantId(`${key} notification id`, row, audience);
  };
  const noticeA = await notice(patientA.id, 'patienta', ['patient']);
  await notice(patientB.id, 'patientb', ['otherPatient']);

  /**
   * The medical cards (docs/decisions/226-228): each patient's own; patient A's is also read by doctor A, the
   * doctor of her visit A1. A document's name shows in the card, its bytes in its download.
   */
  const medicalCard = async (user: typeof patientA, key: string, audience: Role[]) => {
    await db.insert(medical_cards).values({ user_id: user.id, allergies: [plant(`${key} allergy`, `Zq${key}allergy`, audience)] });
    const data = pdfWith(plant(`${key} document content`, `Zq${key}documentcontent`, audience));
    const name = plant(`${key} document name`, `Zq${key}documentname.pdf`, audience);
    const [row] = await db
      .insert(medical_documents)
      .values({ user_id: user.id, file_name: name, file_type: 'application/pdf', file_bytes: data.length, file_data: data })
      .returning();
    return row;
  };
  const medicalDocumentA = await medicalCard(patientA, 'patienta', ['patient', 'doctor']);
  const medicalDocumentB = await medicalCard(patientB, 'patientb', ['otherPatient']);

  // Each legal entity's webhook endpoint (docs/decisions/242): its URL is the entity's own; its signing secret was shown once, when made.
  const webhook = async (entityId: number, key: string, audience: Role[]) => {
    const [row] = await db
      .insert(partner_webhook_endpoints)
      .values({
        legal_entity_id: entityId,
        url: plant(`${key} webhook`, `https://zq${key}hook.authz.test/events`, audience),
        signing_secret: plant(`${key} webhook signing secret`, `whsec_zq${key}signingsecret`, []),
        events: ['appointment.created'],
      })
      .returning();
    return row;
  };
  const webhookA = await webhook(entityA.id, 'a', ['partner']);
  await webhook(entityB.id, 'b', ['otherPartner']);

  const [reviewB] = await db
    .insert(reviews)
    .values({
      status: 'new',
      doctor_id: doctorA.id,
      patient_id: patientB.id,
      rating: 5,
      author_name: plant('review author', 'Zqreviewauthor', ['otherPatient']),
      author_email: plant('review author e-mail', 'reviewer.b@authz.test', ['otherPatient']),
      text: plant('unpublished review text', 'Zqreviewtext', ['otherPatient']),
    })
    .returning();

  // What patient B sent through the public forms: staff's to read, nobody else's.
  await db.insert(support_requests).values({
    user_id: patientB.id,
    name: plant('support request name', 'Zqsupportname', ['otherPatient']),
    email: plant('support request e-mail', 'support.b@authz.test', ['otherPatient']),
    message: plant('support request message', 'Zqsupportmessage', ['otherPatient']),
  });
  // And a callback request (the entry-feedback inbox; the support screen's scope leaves it out).
  await db.insert(support_requests).values({
    user_id: patientB.id,
    is_callback: true,
    name: plant('callback request name', 'Zqcallbackname', ['otherPatient']),
    phone: plant('callback request phone', '380937000998', ['otherPatient']),
  });
  await db.insert(emergency_requests).values({
    user_id: patientB.id,
    city_id: city.id,
    phone: plant('emergency request phone', '380937000999', ['otherPatient']),
    patient_name: plant('emergency request name', 'Zqemergencyname', ['otherPatient']),
  });

  // Records the public must not see (pages answer 404 for them): inactive, or in trash.
  const inactiveDoctor = await createDoctor(db, {
    specialization,
    status: 'inactive',
    last_name_ua: plant('inactive doctor', 'Zqinactivedoctor', []),
    last_name_ru: 'Zqinactivedoctor',
  });
  const trashedDoctor = await createDoctor(db, {
    specialization,
    status: 'active',
    deleted_at: new Date(),
    last_name_ua: plant('trashed doctor', 'Zqtrasheddoctor', []),
    last_name_ru: 'Zqtrasheddoctor',
  });
  const inactiveClinic = await createInstitution(db, {
    city,
    status: 'inactive',
    name_ua: plant('inactive clinic', 'Zqinactiveclinic', []),
    name_ru: 'Zqinactiveclinic',
  });
  const [article, inactiveArticle] = await db
    .insert(blog_articles)
    .values([
      {
        slug: 'zq-article',
        name_ua: 'Стаття',
        name_ru: 'Статья',
        text_ua: documentOfText('-'),
        text_ru: documentOfText('-'),
        status: 'active',
        published_at: new Date(),
      },
      {
        slug: 'zq-inactive-article',
        name_ua: plant('inactive article', 'Zqinactivearticle', []),
        name_ru: 'Zqinactivearticle',
        text_ua: documentOfText('-'),
        text_ru: documentOfText('-'),
        status: 'inactive',
      },
    ])
    .returning();

  const parties: Parties = {
    patient: patientA.id,
    otherPatient: patientB.id,
    partner: partnerUserA.id,
    otherPartner: partnerUserB.id,
    doctor: doctorUser.id,
    staffWithout: staffWithout.id,
    staffWith: staffWith.id,
    administrator: administrator.id,
  };

  const fresh = freshRecords(db, { doctorA, clinicA, serviceA, specialization, city, patientA, entityA });

  return {
    markers,
    parties,
    city,
    specialization,
    entityA,
    entityB,
    representativeA,
    clinicA,
    clinicB,
    doctorA,
    sharedDoctor,
    serviceA,
    serviceS,
    timesheetA,
    sharedTimesheetA,
    sharedTimesheetB,
    entryA,
    appointmentA,
    sharedAppointmentA,
    sharedAppointmentB,
    releasedHoldA,
    noticeA,
    reviewB,
    medicalDocumentA,
    medicalDocumentB,
    webhookA,
    patientA,
    inactiveDoctor,
    trashedDoctor,
    inactiveClinic,
    article,
    inactiveArticle,
    fresh,
  };
}

export type World = Awaited<ReturnType<typeof createWorld>>;
