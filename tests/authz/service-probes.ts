import { REFUND_PERMISSION } from '../../contracts/payments.ts';
import { permissionName } from '../../resources/define.ts';
import { findResource } from '../../resources/registry.ts';
import { PROBE_BODY, type Probe } from './probe.ts';
import { createProbeList } from './probe-list.ts';
import { everyone, expected, onlyTypes } from './roles.ts';
import { staffProbes } from './staff-probes.ts';
import { careProbes } from './care-probes.ts';
import type { World } from './world.ts';

/** Timesheet screens of staff use the `timesheets` resource's permissions (features/timesheets/access.ts). */
const TIMESHEET_RIGHTS = (['read', 'create', 'update', 'delete'] as const).map((action) => permissionName(findResource('timesheets')!, action));
const PUBLIC_FORMS = ['reviews', 'questions', 'article-comments', 'support-requests', 'callback-requests', 'emergency-requests'];

const feedUrl = (body: unknown) => {
  const url = (body as { data?: { url?: string } } | undefined)?.data?.url;
  return url ? new URL(url).pathname : undefined;
};

/**
 * The routes outside the generic table, each with the rule it serves: the session type it needs, and for
 * records, whose they are. Records named here belong to party A; party B gets 404 for them (their
 * existence is not confirmed), exactly as for a record that does not exist. The routes staff work with are
 * listed in staff-probes.ts.
 */
export function serviceProbes(w: World): Probe[] {
  const { probes, add, v1, fixed } = createProbeList();

  // --- Sign-in, registration, password restore: anyone; an empty body is refused field by field. ---
  add('POST', v1('/auth/:area/login'), everyone(422), fixed('/auth/admins/login', {}));
  add('POST', v1('/auth/logout'), everyone(204), fixed('/auth/logout'), { endsSession: true });
  add('GET', v1('/auth/me'), expected(200, {}, 401), fixed('/auth/me'), {
    shows: {
      patient: ['patienta e-mail'],
      otherPatient: ['patientb e-mail'],
      partner: ['partnera e-mail'],
      doctor: ['doctora e-mail'],
      staffWithout: ['staffwithout e-mail'],
    },
  });
  add('POST', v1('/auth/patients/register'), everyone(422), fixed('/auth/patients/register', {}));
  for (const step of ['send-code', 'verify-code', 'reset', 'set'])
    add('POST', v1(`/auth/password/${step}`), everyone(422), fixed(`/auth/password/${step}`, {}));

  // --- The signed-in person's own account. ---
  add('GET', v1('/account/profile'), onlyTypes({ patient: 200, partner: 200, doctor: 200 }), fixed('/account/profile'));
  add('PUT', v1('/account/profile'), onlyTypes({ patient: 422 }), fixed('/account/profile', PROBE_BODY));
  add('GET', v1('/account/organization'), onlyTypes({ partner: 200 }), fixed('/account/organization'), {
    shows: { partner: ['a EDRPOU'], otherPartner: ['b EDRPOU'] },
  });
  add('POST', v1('/account/password'), expected(422, {}, 401), fixed('/account/password', {}));
  // Family members are the patient's own; another patient's are not found (docs/decisions/183).
  const familyBody = { last_name: 'Петренко', first_name: 'Марк', birthday: '2021-03-14', relation: 'son' };
  add('GET', v1('/account/family'), onlyTypes({ patient: 200 }), fixed('/account/family'));
  add('POST', v1('/account/family'), onlyTypes({ patient: 422 }), fixed('/account/family', {}));
  add('PUT', v1('/account/family/:id'), onlyTypes({ patient: 200 }, { otherPatient: 404 }), async () => ({
    url: v1(`/account/family/${(await w.fresh.familyMember()).id}`),
    body: familyBody,
  }));
  add('DELETE', v1('/account/family/:id'), onlyTypes({ patient: 204 }, { otherPatient: 404 }), async () => ({
    url: v1(`/account/family/${(await w.fresh.familyMember()).id}`),
  }));
  add('GET', v1('/wishlist'), onlyTypes({ patient: 200 }), fixed('/wishlist'));
  add('PUT', v1('/wishlist/:kind/:id'), onlyTypes({ patient: 204 }), fixed(`/wishlist/doctors/${w.doctorA.id}`));
  add('DELETE', v1('/wishlist/:kind/:id'), onlyTypes({ patient: 204 }), fixed(`/wishlist/doctors/${w.doctorA.id}`));
  // The representative's own profile (docs/decisions/235): a body its rules refuse, nothing written.
  add('PUT', v1('/account/partner-profile'), onlyTypes({ partner: 422 }), fixed('/account/partner-profile', PROBE_BODY));
  // The integration section (docs/decisions/240-244): the partner's own legal entity; another's webhook is not found.
  add('GET', v1('/account/integration'), onlyTypes({ partner: 200 }), fixed('/account/integration'), {
    shows: { partner: ['a webhook'], otherPartner: ['b webhook'] },
  });
  add('POST', v1('/account/integration/credentials'), onlyTypes({ partner: 200 }), fixed('/account/integration/credentials'));
  add('POST', v1('/account/integration/webhooks'), onlyTypes({ partner: 422 }), fixed('/account/integration/webhooks', {}));
  add('DELETE', v1('/account/integration/webhooks/:id'), onlyTypes({ partner: 204 }, { otherPartner: 404 }), async () => ({
    url: v1(`/account/integration/webhooks/${(await w.fresh.webhookEndpoint()).id}`),
  }));
  // The medical card (docs/decisions/226-228): the patient's own; another patient's document is not found.
  add('GET', v1('/account/medical-card'), onlyTypes({ patient: 200 }), fixed('/account/medical-card'), {
    shows: { patient: ['patienta allergy', 'patienta document name'], otherPatient: ['patientb allergy', 'patientb document name'] },
  });
  add('PUT', v1('/account/medical-card'), onlyTypes({ patient: 422 }), fixed('/account/medical-card', PROBE_BODY));
  // What the matrix sends is no multipart form: the patient learns that (422), nothing is stored.
  add('POST', v1('/account/medical-card/documents'), onlyTypes({ patient: 422 }), fixed('/account/medical-card/documents', {}));
  add(
    'GET',
    v1('/account/medical-card/documents/:id'),
    onlyTypes({ patient: 200 }, { otherPatient: 404 }),
    fixed(`/account/medical-card/documents/${w.medicalDocumentA.id}`),
    {
      shows: { patient: ['patienta document content'] },
    },
  );
  add('DELETE', v1('/account/medical-card/documents/:id'), onlyTypes({ patient: 204 }, { otherPatient: 404 }), async () => ({
    url: v1(`/account/medical-card/documents/${(await w.fresh.medicalDocument()).id}`),
  }));
  // Family members' cards (docs/decisions/276): patient A's child's card; another patient's child is not found.
  const memberCard = async (body?: unknown) => ({ url: v1(`/account/medical-card?member=${(await w.fresh.familyMember()).id}`), ...(body ? { body } : {}) });
  add('GET', v1('/account/medical-card'), onlyTypes({ patient: 200 }, { otherPatient: 404 }), () => memberCard(), { note: "a family member's card" });
  // A valid body (an empty card), so what answers is whose member it is: hers 200, another patient's 404.
  add('PUT', v1('/account/medical-card'), onlyTypes({ patient: 200 }, { otherPatient: 404 }), () => memberCard({ allergies: [] }), {
    note: "a family member's card",
  });
  // Her reviews and referral program (docs/decisions/229, 230): patient B's review is hers alone.
  add('GET', v1('/account/reviews'), onlyTypes({ patient: 200 }), fixed('/account/reviews'), { shows: { otherPatient: ['unpublished review text'] } });
  add('POST', v1('/account/reviews'), onlyTypes({ patient: 422 }), fixed('/account/reviews', {}));
  add('GET', v1('/account/reviews/targets'), onlyTypes({ patient: 200 }), fixed('/account/reviews/targets'));
  add('GET', v1('/account/referral'), onlyTypes({ patient: 200 }), fixed('/account/referral'));
  // Her own review while new or rejected (docs/decisions/266): patient B's is not found.
  add('PUT', v1('/account/reviews/:id'), onlyTypes({ patient: 200 }, { otherPatient: 404 }), async () => ({
    url: v1(`/account/reviews/${(await w.fresh.review()).id}`),
    body: { rating: 3, text: 'Changed after a second thought.' },
  }));

  // --- Public catalogue data and forms. ---
  add('GET', v1('/main-page/get/cities'), everyone(200), fixed('/main-page/get/cities'));
  add('GET', v1('/handbooks'), everyone(200), fixed('/handbooks'));
  // The running build id, polled by open pages (docs/decisions/255).
  add('GET', v1('/build-manifest'), everyone(200), fixed('/build-manifest'));
  for (const form of PUBLIC_FORMS) add('POST', v1(`/public/${form}`), everyone(422), fixed(`/public/${form}`, {}));
  add('GET', v1('/booking/doctors/:doctorId/options'), everyone(200), fixed(`/booking/doctors/${w.sharedDoctor.id}/options`));
  add('GET', v1('/booking/doctors/:doctorId/options'), everyone(404), fixed(`/booking/doctors/${w.inactiveDoctor.id}/options`), { note: 'inactive doctor' });
  add(
    'GET',
    v1('/booking/doctors/:doctorId/slots'),
    everyone(200),
    fixed(`/booking/doctors/${w.sharedDoctor.id}/slots?service_id=${w.serviceS.id}&institution_id=${w.clinicA.id}`),
  );

  // --- Patients: holds and appointments are the patient's own; another patient's are not found. ---
  const patientsOwn = (owner: number) => onlyTypes({ patient: owner }, { otherPatient: 404 });
  add('POST', v1('/booking/holds'), onlyTypes({ patient: 422 }), fixed('/booking/holds', {}));
  add('DELETE', v1('/booking/holds/:id'), patientsOwn(204), async () => ({ url: v1(`/booking/holds/${(await w.fresh.hold()).id}`) }));
  // A well-formed booking naming a city the clinic is not in: the owner gets 422 only after being found the owner.
  const bookBody = {
    city_id: 2_147_483_000,
    specialization_id: w.specialization.id,
    patient: { first_name: 'Олена', last_name: 'Коваль', birthday: '1990-05-17', phone: '+380501234567', email: 'olena@example.com' },
    accept_terms: true,
    accept_privacy: true,
  };
  add('POST', v1('/booking/holds/:id/book'), patientsOwn(422), async () => ({ url: v1(`/booking/holds/${(await w.fresh.hold()).id}/book`), body: bookBody }));
  add('GET', v1('/patients/appointments'), onlyTypes({ patient: 200 }), fixed('/patients/appointments'), {
    shows: { patient: ['appointment A1'], otherPatient: ['appointment B1'] },
  });
  add('GET', v1('/patients/appointments'), onlyTypes({ patient: 200 }), fixed('/patients/appointments?scope=past'), { note: 'past' });
  add('GET', v1('/patients/appointments/:id'), patientsOwn(200), fixed(`/patients/appointments/${w.appointmentA.id}`), {
    shows: { patient: ['a1 patient e-mail'] },
  });
  add('POST', v1('/patients/appointments/:id/cancel'), patientsOwn(200), async () => ({
    url: v1(`/patients/appointments/${(await w.fresh.appointment()).id}/cancel`),
  }));
  // A time long past is never free: the owner gets 409 after being found the owner, nothing moves.
  add(
    'POST',
    v1('/patients/appointments/:id/reschedule'),
    patientsOwn(409),
    fixed(`/patients/appointments/${w.appointmentA.id}/reschedule`, { start: '2020-01-06T08:00:00Z' }),
  );
  add('GET', v1('/patients/appointments/:id/ics'), patientsOwn(200), fixed(`/patients/appointments/${w.appointmentA.id}/ics`));
  add('GET', v1('/patients/appointments/:id/payment-decline'), patientsOwn(200), fixed(`/patients/appointments/${w.appointmentA.id}/payment-decline`));
  add('POST', v1('/patients/appointments/:id/pay'), patientsOwn(200), fixed(`/patients/appointments/${w.appointmentA.id}/pay`, {}));
  add('GET', v1('/patients/payments'), onlyTypes({ patient: 200 }), fixed('/patients/payments'));
  add('GET', v1('/patients/notifications'), onlyTypes({ patient: 200 }), fixed('/patients/notifications'), {
    shows: { patient: ['patienta notification'], otherPatient: ['patientb notification'] },
  });
  add('GET', v1('/patients/notifications/unread-count'), onlyTypes({ patient: 200 }), fixed('/patients/notifications/unread-count'));
  add('POST', v1('/patients/notifications/:id/read'), patientsOwn(204), fixed(`/patients/notifications/${w.noticeA.id}/read`));
  add('DELETE', v1('/patients/notifications/:id'), patientsOwn(204), async () => ({ url: v1(`/patients/notifications/${(await w.fresh.notification()).id}`) }));
  add('POST', v1('/patients/notifications/read-all'), onlyTypes({ patient: 200 }), fixed('/patients/notifications/read-all'));
  add('DELETE', v1('/patients/notifications'), onlyTypes({ patient: 200 }), fixed('/patients/notifications'));
  // Her own support requests (docs/decisions/232): patient B reads hers, nobody else does.
  add('GET', v1('/patients/support-requests'), onlyTypes({ patient: 200 }), fixed('/patients/support-requests'), {
    shows: { otherPatient: ['support request message'] },
  });
  // Her ambulance requests (docs/decisions/267): patient B's stay hers.
  add('GET', v1('/patients/emergency-requests'), onlyTypes({ patient: 200 }), fixed('/patients/emergency-requests'), {
    shows: { otherPatient: ['emergency request name'] },
  });

  // --- Partners: the appointments of their legal entity's institutions; a patient's hold is nobody's but the patient's. ---
  const partnersOwn = (owner: number) => onlyTypes({ partner: owner }, { otherPartner: 404 });
  add('GET', v1('/partners/appointments'), onlyTypes({ partner: 200 }), fixed('/partners/appointments'));
  // The planted appointments are the first days' (the fresh ones made by other probes come later).
  const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  add('GET', v1('/partners/appointments'), onlyTypes({ partner: 200 }), fixed(`/partners/appointments?to=${soon}`), {
    note: 'the next days',
    shows: { partner: ['appointment A1', 'appointment A2'], otherPartner: ['appointment B1'] },
  });
  add('GET', v1('/partners/appointments/filters'), onlyTypes({ partner: 200 }), fixed('/partners/appointments/filters'));
  add('GET', v1('/partners/appointments/:id'), partnersOwn(200), fixed(`/partners/appointments/${w.appointmentA.id}`), {
    shows: { partner: ['a1 patient phone'] },
  });
  add('GET', v1('/partners/appointments/:id'), onlyTypes({ partner: 404 }), async () => ({ url: v1(`/partners/appointments/${(await w.fresh.hold()).id}`) }), {
    note: 'a live hold',
  });
  add('GET', v1('/partners/appointments/:id'), onlyTypes({ partner: 404 }), fixed(`/partners/appointments/${w.releasedHoldA.id}`), {
    note: 'a hold let go before booking',
  });
  add('POST', v1('/partners/appointments/:id/approve'), partnersOwn(200), async () => ({
    url: v1(`/partners/appointments/${(await w.fresh.appointment()).id}/approve`),
    body: {},
  }));
  add('POST', v1('/partners/appointments/:id/reject'), partnersOwn(200), async () => ({
    url: v1(`/partners/appointments/${(await w.fresh.appointment()).id}/reject`),
    body: {},
  }));
  // Their clinics and the report (docs/decisions/237, 238): another partner's clinic is 404, even to a body its rules refuse.
  add('GET', v1('/partners/medical-institutions'), onlyTypes({ partner: 200 }), fixed('/partners/medical-institutions'));
  add('GET', v1('/partners/medical-institutions/:id'), partnersOwn(200), fixed(`/partners/medical-institutions/${w.clinicA.id}`));
  add('PATCH', v1('/partners/medical-institutions/:id'), partnersOwn(422), fixed(`/partners/medical-institutions/${w.clinicA.id}`, PROBE_BODY));
  const period = `from=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}&to=${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}`;
  add('GET', v1('/partners/reports'), onlyTypes({ partner: 200 }), fixed(`/partners/reports?${period}`));
  add('GET', v1('/partners/reports/options'), onlyTypes({ partner: 200 }), fixed('/partners/reports/options'));
  add('GET', v1('/partners/reports/export'), onlyTypes({ partner: 200 }), fixed(`/partners/reports/export?${period}`));
  // Its waitlist tab (docs/decisions/305): the same scope; the partner filter is the back office's only.
  add('GET', v1('/partners/reports/waitlist'), onlyTypes({ partner: 200 }), fixed(`/partners/reports/waitlist?${period}`));
  add('GET', v1('/partners/reports/waitlist/export'), onlyTypes({ partner: 200 }), fixed(`/partners/reports/waitlist/export?${period}`));

  // Their doctors and the doctors' services (docs/decisions/234): doctor A works at clinic A only, so for partner B it is not found.
  add('POST', v1('/partners/doctors'), onlyTypes({ partner: 422 }), fixed('/partners/doctors', PROBE_BODY));
  // The doctors list with photos and statuses, and the cabinet invitation sent again (docs/decisions/274):
  // doctor A's cabinet already has its password, so its own partner is told 409; another partner 404.
  add('GET', v1('/partners/doctors'), onlyTypes({ partner: 200 }), fixed('/partners/doctors'));
  add('POST', v1('/partners/doctors/:id/cabinet-invitation'), partnersOwn(409), fixed(`/partners/doctors/${w.doctorA.id}/cabinet-invitation`));
  add('GET', v1('/partners/doctors/:id'), partnersOwn(200), fixed(`/partners/doctors/${w.doctorA.id}`), { shows: { partner: ['doctor A contact e-mail'] } });
  add('PUT', v1('/partners/doctors/:id'), partnersOwn(422), fixed(`/partners/doctors/${w.doctorA.id}`, PROBE_BODY));
  add('GET', v1('/partners/doctors/:id/services'), partnersOwn(200), fixed(`/partners/doctors/${w.doctorA.id}/services`));
  add('POST', v1('/partners/doctors/:id/services'), partnersOwn(422), fixed(`/partners/doctors/${w.doctorA.id}/services`, PROBE_BODY));
  add(
    'PATCH',
    v1('/partners/doctors/:id/services/:serviceId'),
    partnersOwn(422),
    fixed(`/partners/doctors/${w.doctorA.id}/services/${w.serviceA.id}`, PROBE_BODY),
  );
  add('DELETE', v1('/partners/doctors/:id/services/:serviceId'), partnersOwn(204), async () => ({
    url: v1(`/partners/doctors/${w.doctorA.id}/services/${(await w.fresh.doctorService()).id}`),
  }));

  // --- Calendar feeds: a partner's feed of a doctor it employs, the doctor's own; the feed itself is read by token. ---
  add('POST', v1('/partners/doctors/:id/calendar-feed'), partnersOwn(200), fixed(`/partners/doctors/${w.doctorA.id}/calendar-feed`), {
    follow: feedUrl,
    shows: { partner: ['appointment A1'] },
  });
  add('POST', v1('/partners/doctors/:id/calendar-feed'), onlyTypes({ partner: 200 }), fixed(`/partners/doctors/${w.sharedDoctor.id}/calendar-feed`), {
    note: 'shared doctor',
    follow: feedUrl,
    shows: { partner: ['appointment A2'], otherPartner: ['appointment B1'] },
  });
  // --- The doctor cabinet: the doctor's own visits, whom each is for and the contact's phone (docs/decisions/183). ---
  add('GET', v1('/doctors/me/appointments'), onlyTypes({ doctor: 200 }), fixed('/doctors/me/appointments'), {
    shows: { doctor: ['a1 patient last name', 'a1 patient phone'] },
  });
  add('GET', v1('/doctors/me/appointments'), onlyTypes({ doctor: 200 }), fixed('/doctors/me/appointments?scope=past'), { note: 'past' });
  // The card of the patient of his visit (docs/decisions/227): A1 is doctor A's; A2 is doctor S's, not his (403).
  const card = `/doctors/me/appointments/${w.appointmentA.id}/medical-card`;
  add('GET', v1('/doctors/me/appointments/:id/medical-card'), onlyTypes({ doctor: 200 }), fixed(card), {
    shows: { doctor: ['patienta allergy', 'patienta document name'] },
  });
  add('GET', v1('/doctors/me/appointments/:id/medical-card'), onlyTypes({}), fixed(`/doctors/me/appointments/${w.sharedAppointmentA.id}/medical-card`), {
    note: "another doctor's visit",
  });
  add(
    'GET',
    v1('/doctors/me/appointments/:id/medical-card/documents/:documentId'),
    onlyTypes({ doctor: 200 }),
    fixed(`${card}/documents/${w.medicalDocumentA.id}`),
    {
      shows: { doctor: ['patienta document content'] },
    },
  );
  // A document of another patient through his own visit is not found.
  add(
    'GET',
    v1('/doctors/me/appointments/:id/medical-card/documents/:documentId'),
    onlyTypes({ doctor: 404 }),
    fixed(`${card}/documents/${w.medicalDocumentB.id}`),
    {
      note: "another patient's document",
    },
  );
  add(
    'GET',
    v1('/doctors/me/appointments/:id/medical-card/documents/:documentId'),
    onlyTypes({}),
    fixed(`/doctors/me/appointments/${w.sharedAppointmentA.id}/medical-card/documents/${w.medicalDocumentA.id}`),
    {
      note: "another doctor's visit",
    },
  );
  add('POST', v1('/doctors/me/calendar-feed'), onlyTypes({ doctor: 200 }), fixed('/doctors/me/calendar-feed'), {
    follow: feedUrl,
    shows: { doctor: ['appointment A1'] },
  });
  add('GET', v1('/calendar/:file'), everyone(404), fixed('/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics'));

  // --- Payment provider and the sandbox: no session involved; unknown orders are not found. ---
  add('POST', v1('/payments/liqpay/callback'), everyone(400), fixed('/payments/liqpay/callback', {}));
  for (const method of ['GET', 'POST'] as const) add(method, v1('/payments/return/:orderId'), everyone(303), fixed('/payments/return/unknown-order'));
  add('GET', v1('/payments/sandbox/:orderId'), everyone(404), fixed('/payments/sandbox/unknown-order'));
  add('POST', v1('/payments/sandbox/:orderId/complete'), everyone(422), fixed('/payments/sandbox/unknown-order/complete', {}));
  // Staff with the right to change appointments may send a refused refund again; A1 has none to retry.
  add('POST', v1('/payments/refunds/:id/retry'), expected(403, { staffWith: 409, administrator: 409 }), fixed(`/payments/refunds/${w.appointmentA.id}/retry`), {
    permissions: [REFUND_PERMISSION],
  });

  // --- Timesheets: staff with the right over every doctor, a partner over its institutions' doctors. ---
  const sheets = (owner: number, other = 404, staff = owner) => expected(403, { partner: owner, otherPartner: other, staffWith: staff, administrator: staff });
  const timesheetRights = { permissions: TIMESHEET_RIGHTS };
  const a = w.timesheetA;
  add('GET', v1('/timesheets/doctors'), sheets(200, 200), fixed('/timesheets/doctors'), timesheetRights);
  add('GET', v1('/timesheets/institutions'), sheets(200, 200), fixed('/timesheets/institutions'), timesheetRights);
  // One doctor's and one clinic's timesheets, at their paths and, until the next release, at their former ones (docs/decisions/225).
  for (const [doctors, clinics] of [
    ['/doctor-timesheets', '/institution-timesheets'],
    ['/timesheets/doctors', '/timesheets/institutions'],
  ]) {
    add('GET', v1(`${doctors}/:doctorId`), sheets(200), fixed(`${doctors}/${w.doctorA.id}`), timesheetRights);
    add('GET', v1(`${clinics}/:institutionId`), sheets(200), fixed(`${clinics}/${w.clinicA.id}?from=2030-03-04&to=2030-03-10`), {
      ...timesheetRights,
      shows: { partner: ['timesheet of S at clinic A'] },
    });
    add('GET', v1(`${doctors}/:doctorId`), sheets(200, 200), fixed(`${doctors}/${w.sharedDoctor.id}`), {
      ...timesheetRights,
      note: 'shared doctor',
      shows: { partner: ['timesheet of S at clinic A'], otherPartner: ['timesheet of S at clinic B'] },
    });
    add(
      'POST',
      v1(`${doctors}/:doctorId`),
      sheets(201),
      async () => ({ url: v1(`${doctors}/${(await w.fresh.doctorAtClinicA()).id}`), body: { institution_id: w.clinicA.id } }),
      timesheetRights,
    );
    add('PATCH', v1(`${doctors}/:doctorId/:id`), sheets(200), fixed(`${doctors}/${w.doctorA.id}/${a.id}`, { slot_duration: 30 }), timesheetRights);
    add(
      'DELETE',
      v1(`${doctors}/:doctorId/:id`),
      sheets(204),
      async () => {
        const { doctor, timesheet } = await w.fresh.timesheetAtClinicA();
        return { url: v1(`${doctors}/${doctor.id}/${timesheet.id}`) };
      },
      timesheetRights,
    );
  }
  add('POST', v1('/timesheets/:id/activate'), sheets(200), fixed(`/timesheets/${a.id}/activate`), timesheetRights);
  add(
    'POST',
    v1('/timesheets/:id/deactivate'),
    sheets(200),
    async () => ({ url: v1(`/timesheets/${(await w.fresh.timesheetAtClinicA()).timesheet.id}/deactivate`) }),
    timesheetRights,
  );
  add('GET', v1('/timesheets/:id/calendar'), sheets(200), fixed(`/timesheets/${a.id}/calendar?from=2030-03-04&to=2030-03-10`), timesheetRights);
  add('GET', v1('/timesheets/:id/calendar'), sheets(404, 200, 200), fixed(`/timesheets/${w.sharedTimesheetB.id}/calendar?from=2030-03-04&to=2030-03-10`), {
    ...timesheetRights,
    note: "shared doctor, the other entity's timesheet",
  });
  add(
    'POST',
    v1('/timesheets/:id/entries'),
    sheets(201),
    async () => ({
      url: v1(`/timesheets/${(await w.fresh.timesheetAtClinicA()).timesheet.id}/entries`),
      body: { kind: 'work', weekday: 3, start_time: '09:00', end_time: '12:00' },
    }),
    timesheetRights,
  );
  add('PATCH', v1('/timesheets/:id/entries/:entryId'), sheets(200), fixed(`/timesheets/${a.id}/entries/${w.entryA.id}`, {}), timesheetRights);
  add(
    'DELETE',
    v1('/timesheets/:id/entries/:entryId'),
    sheets(204),
    async () => {
      const { timesheet, entry } = await w.fresh.timesheetAtClinicA();
      return { url: v1(`/timesheets/${timesheet.id}/entries/${entry.id}`) };
    },
    timesheetRights,
  );

  probes.push(...staffProbes(w), ...careProbes(w));
  return probes;
}
