import { MEDICAL_CARD_STAFF_PERMISSION } from '../../contracts/routes/medical-card.ts';
import { STAFF_ACCESS_PERMISSIONS } from '../../contracts/staff-access.ts';
import { MISSING_ID, PROBE_BODY, type Probe } from './probe.ts';
import { createProbeList } from './probe-list.ts';
import { expected, onlyTypes } from './roles.ts';
import type { World } from './world.ts';

/**
 * The routes outside the generic table that staff work with, past the patients' and partners' own (see
 * service-probes.ts): access rights, answered visits, the report across partners, credentials, uploads,
 * imports, video records and patients' medical cards.
 */
export function staffProbes(w: World): Probe[] {
  const { probes, add, v1, fixed } = createProbeList();
  // --- Staff access rights and set-password links (docs/decisions/202, 203): staff holding the resource's right. ---
  const staffRight = (allowed: number) => expected(403, { staffWith: allowed, administrator: allowed });
  const holding = (permission: string) => ({ permissions: [permission] });
  const { readEmployees, updateEmployees, readRoles, updateRoles } = STAFF_ACCESS_PERMISSIONS;
  add('GET', v1('/employees/:id/access'), staffRight(200), fixed(`/employees/${w.parties.staffWithout}/access`), holding(readEmployees));
  add('PUT', v1('/employees/:id/access'), staffRight(422), fixed(`/employees/${w.parties.staffWithout}/access`, {}), holding(updateEmployees));
  add('POST', v1('/employees/:id/password-link'), staffRight(404), fixed(`/employees/${MISSING_ID}/password-link`), holding(updateEmployees));
  add('GET', v1('/roles/:id/permissions'), staffRight(404), fixed(`/roles/${MISSING_ID}/permissions`), holding(readRoles));
  add('PUT', v1('/roles/:id/permissions'), staffRight(422), fixed(`/roles/${MISSING_ID}/permissions`, {}), holding(updateRoles));

  // --- Visits answered by staff (docs/decisions/206): the appointments' rights; a missing visit is not found, a reason is required. ---
  add('POST', v1('/appointments/:id/approve'), staffRight(404), fixed(`/appointments/${MISSING_ID}/approve`, {}), holding('appointments.update'));
  add('POST', v1('/appointments/:id/reject'), staffRight(422), fixed(`/appointments/${MISSING_ID}/reject`, {}), holding('appointments.update'));
  add('GET', v1('/appointments/:id/history'), staffRight(404), fixed(`/appointments/${MISSING_ID}/history`), holding('appointments.read'));

  // --- The appointment report across partners (docs/decisions/275): staff reading appointments; partners, patients and doctors refused. ---
  const reportPeriod = `from=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}&to=${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}`;
  add(
    'GET',
    v1('/admin/reports/appointments'),
    staffRight(200),
    fixed(`/admin/reports/appointments?${reportPeriod}&partner_id=${w.entityA.id}`),
    holding('appointments.read'),
  );
  add('GET', v1('/admin/reports/appointments/options'), staffRight(200), fixed('/admin/reports/appointments/options'), holding('appointments.read'));
  add(
    'GET',
    v1('/admin/reports/appointments/export'),
    staffRight(200),
    fixed(`/admin/reports/appointments/export?${reportPeriod}`),
    holding('appointments.read'),
  );
  // Its waitlist tab (docs/decisions/305): the same staff.
  add(
    'GET',
    v1('/admin/reports/waitlist'),
    staffRight(200),
    fixed(`/admin/reports/waitlist?${reportPeriod}&partner_id=${w.entityA.id}`),
    holding('appointments.read'),
  );
  add('GET', v1('/admin/reports/waitlist/export'), staffRight(200), fixed(`/admin/reports/waitlist/export?${reportPeriod}`), holding('appointments.read'));

  // --- Doctors' cabinets, representatives' credentials and passwords: the resource's update right; a missing record is not found. ---
  add('POST', v1('/doctors/:id/cabinet-invitation'), staffRight(404), fixed(`/doctors/${MISSING_ID}/cabinet-invitation`), holding('doctors.update'));
  // --- Promotions' start and finish (docs/decisions/286): the promotions' update right; a missing promotion is not found. ---
  for (const command of ['start', 'finish'])
    add('POST', v1(`/promotions/:id/${command}`), staffRight(404), fixed(`/promotions/${MISSING_ID}/${command}`), holding('promotions.update'));
  // --- A content page's block order (docs/decisions/288): the blocks' update right; a missing page is not found. ---
  add(
    'PUT',
    v1('/content-pages/:id/blocks/order'),
    staffRight(404),
    fixed(`/content-pages/${MISSING_ID}/blocks/order`, { section: 'advantages', ids: [1] }),
    holding('content-blocks.update'),
  );
  for (const command of ['api-credentials', 'api-credentials/regenerate', 'api-credentials/delete', 'password/sms', 'password/email']) {
    add('POST', v1(`/representatives/:id/${command}`), staffRight(404), fixed(`/representatives/${MISSING_ID}/${command}`), holding('representatives.update'));
  }

  // --- Uploads: any staff member or partner; what is sent here is no image (415). ---
  add('POST', v1('/uploads/images'), onlyTypes({ partner: 415, staff: 415 }), fixed('/uploads/images', {}));

  // --- Imports (docs/decisions/204): staff holding the kind's create right; a missing import is not found. ---
  add('GET', v1('/imports/templates/:file'), staffRight(200), fixed('/imports/templates/doctors.csv'), holding('doctors.create'));
  add('POST', v1('/imports/:kind|:id'), staffRight(404), fixed(`/imports/doctors?target_id=${MISSING_ID}`, {}), holding('doctors.create'));
  // Staff without the right cannot tell a missing import from another kind's: both are not found.
  const staffFind = expected(403, { staffWithout: 404, staffWith: 404, administrator: 404 });
  add('GET', v1('/imports/jobs/:id'), staffFind, fixed(`/imports/jobs/${MISSING_ID}`), holding('doctors.create'));
  add('POST', v1('/imports/jobs/:id/cancel'), staffFind, fixed(`/imports/jobs/${MISSING_ID}/cancel`), holding('doctors.create'));
  // The former paths of an import, served until the next release (docs/decisions/225).
  add('GET', v1('/imports/:kind|:id'), staffFind, fixed(`/imports/${MISSING_ID}`), holding('doctors.create'));
  add('POST', v1('/imports/:kind|:id/cancel'), staffFind, fixed(`/imports/${MISSING_ID}/cancel`), holding('doctors.create'));
  // --- Video consultations (docs/decisions/214): the two parties of an online visit; staff read the record with the appointments' right. ---
  const room = async (tail = '') => ({ url: v1(`/video-consultations/${(await w.fresh.onlineAppointment()).id}${tail}`) });
  const parties = (status: number) => expected(403, { patient: status, doctor: status });
  add('GET', v1('/video-consultations'), onlyTypes({ patient: 200 }), fixed('/video-consultations'));
  add('GET', v1('/video-consultations'), onlyTypes({ patient: 200 }), fixed('/video-consultations?scope=past'), { note: 'past' });
  add('GET', v1('/doctors/me/video-consultations'), onlyTypes({ doctor: 200 }), fixed('/doctors/me/video-consultations'));
  add('GET', v1('/video-consultations/:id'), parties(200), () => room());
  // Without the WebSocket upgrade a party is told to upgrade (426); the socket itself is tested in server/api/video-signal.test.ts.
  add('GET', v1('/video-consultations/:id/signal'), parties(426), () => room('/signal'));
  // What the matrix sends is no multipart form: a party learns that (422), anyone else is refused first.
  add('POST', v1('/video-consultations/:id/files'), parties(422), async () => ({ ...(await room('/files')), body: {} }));
  add(
    'GET',
    v1('/video-consultations/:id/files/:fileId'),
    expected(403, { patient: 404, doctor: 404, staffWith: 404, administrator: 404 }),
    () => room(`/files/${MISSING_ID}`),
    holding('appointments.read'),
  );
  add('PUT', v1('/video-consultations/:id/conclusion'), expected(403, { doctor: 422 }), async () => ({ ...(await room('/conclusion')), body: PROBE_BODY }));
  // --- A patient's medical card for staff holding the patients' read right (docs/decisions/227); a document of another patient is not found. ---
  const patientsRead = holding(MEDICAL_CARD_STAFF_PERMISSION);
  const staffCard = `/admin/patients/${w.patientA.id}/medical-card`;
  add('GET', v1('/admin/patients/:id/medical-card'), staffRight(200), fixed(staffCard), {
    ...patientsRead,
    shows: { staffWith: ['patienta allergy', 'patienta document name'] },
  });
  add('GET', v1('/admin/patients/:id/medical-card'), staffRight(200), async () => ({ url: v1(`${staffCard}?member=${(await w.fresh.familyMember()).id}`) }), {
    ...patientsRead,
    note: "a family member's card (docs/decisions/276)",
  });
  add('GET', v1('/admin/patients/:id/medical-card/documents/:documentId'), staffRight(200), fixed(`${staffCard}/documents/${w.medicalDocumentA.id}`), {
    ...patientsRead,
    shows: { staffWith: ['patienta document content'] },
  });
  add('GET', v1('/admin/patients/:id/medical-card/documents/:documentId'), staffRight(404), fixed(`${staffCard}/documents/${w.medicalDocumentB.id}`), {
    ...patientsRead,
    note: "another patient's document",
  });
  add(
    'GET',
    v1('/admin/video-consultations/:id'),
    staffRight(200),
    async () => ({ url: v1(`/admin/video-consultations/${(await w.fresh.onlineAppointment()).id}`) }),
    holding('appointments.read'),
  );
  return probes;
}
