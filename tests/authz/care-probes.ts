import { ALERT_STAFF_PERMISSION } from '../../contracts/alerts.ts';
import { APPOINTMENT_DECISION_PERMISSION, APPOINTMENT_READ_PERMISSION } from '../../contracts/appointment-decisions.ts';
import { MISSING_ID, type Probe } from './probe.ts';
import { createProbeList } from './probe-list.ts';
import { everyone, expected, onlyTypes } from './roles.ts';
import type { World } from './world.ts';

/**
 * The routes of care that keeps going: the patient's waitlist (docs/decisions/303), a clinic's status now
 * (docs/decisions/306), air-raid alerts by region (docs/decisions/308) and moving every visit of a range (docs/decisions/309). Records named here belong to party A; party B gets 404 for them.
 */
export function careProbes(w: World): Probe[] {
  const { probes, add, v1, fixed } = createProbeList();
  const patientsOwn = (owner: number) => onlyTypes({ patient: owner }, { otherPatient: 404 });
  const partnersOwn = (owner: number) => onlyTypes({ partner: owner }, { otherPartner: 404 });

  // Her waitlist (docs/decisions/303): requests and offers are hers; another patient's are not found.
  add('GET', v1('/patients/waitlist'), onlyTypes({ patient: 200 }), fixed('/patients/waitlist'));
  add('POST', v1('/patients/waitlist'), onlyTypes({ patient: 422 }), fixed('/patients/waitlist', {}));
  add('GET', v1('/patients/waitlist/:id'), patientsOwn(200), async () => ({ url: v1(`/patients/waitlist/${(await w.fresh.waitlistRequest()).id}`) }));
  add('PUT', v1('/patients/waitlist/:id'), patientsOwn(422), async () => ({
    url: v1(`/patients/waitlist/${(await w.fresh.waitlistRequest()).id}`),
    body: { date_from: '2020-01-01', date_to: '2020-01-01', weekdays: [1], day_parts: ['morning'] },
  }));
  add('POST', v1('/patients/waitlist/:id/leave'), patientsOwn(200), async () => ({
    url: v1(`/patients/waitlist/${(await w.fresh.waitlistRequest()).id}/leave`),
  }));
  add('GET', v1('/patients/waitlist-offers/:id'), patientsOwn(200), async () => ({
    url: v1(`/patients/waitlist-offers/${(await w.fresh.waitlistOffer()).id}`),
  }));
  add('POST', v1('/patients/waitlist-offers/:id/accept'), patientsOwn(200), async () => ({
    url: v1(`/patients/waitlist-offers/${(await w.fresh.waitlistOffer()).id}/accept`),
  }));
  add('POST', v1('/patients/waitlist-offers/:id/decline'), patientsOwn(200), async () => ({
    url: v1(`/patients/waitlist-offers/${(await w.fresh.waitlistOffer()).id}/decline`),
  }));
  // The clinic's status now (docs/decisions/306): its own partner's; another partner's clinic is not found.
  const statusPath = `/partners/medical-institutions/${w.clinicA.id}/status`;
  add('GET', v1('/partners/medical-institutions/:id/status'), partnersOwn(200), fixed(statusPath));
  add('PUT', v1('/partners/medical-institutions/:id/status'), partnersOwn(200), fixed(statusPath, { status: 'generator', note: 'probe' }));
  add('DELETE', v1('/partners/medical-institutions/:id/status'), partnersOwn(204), fixed(statusPath));
  // Alerts by region (docs/decisions/308): the feed refuses everyone while no secret is configured (this server has
  // none; the signature's rules are server/api/alerts.test.ts's), the alerts on now are public, and staff holding the
  // regions' update right start and end one (a missing region is not found).
  add('POST', v1('/alerts/feed'), everyone(403), fixed('/alerts/feed', {}));
  add('GET', v1('/alerts/active'), everyone(200), fixed('/alerts/active'));
  const alertRight = expected(403, { staffWith: 404, administrator: 404 });
  const holding = { permissions: [ALERT_STAFF_PERMISSION] };
  add('POST', v1('/alert-regions/:id/alert/start'), alertRight, fixed(`/alert-regions/${MISSING_ID}/alert/start`), holding);
  add('POST', v1('/alert-regions/:id/alert/end'), alertRight, fixed(`/alert-regions/${MISSING_ID}/alert/end`), holding);
  // Moving every visit of a closed range (docs/decisions/309): a partner moves its own clinics' visits and reads its
  // moves; staff with the appointments' rights do it for any clinic; the patient answers for her own moved visit.
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const range = { institution_id: w.clinicA.id, day, start_time: '03:00', end_time: '04:00' };
  add(
    'GET',
    v1('/partners/visit-moves/preview'),
    partnersOwn(200),
    fixed(`/partners/visit-moves/preview?${new URLSearchParams(Object.entries(range).map(([k, v]) => [k, String(v)]))}`),
  );
  add('POST', v1('/partners/visit-moves'), partnersOwn(201), fixed('/partners/visit-moves', range));
  add('GET', v1('/partners/visit-moves'), onlyTypes({ partner: 200 }), fixed('/partners/visit-moves'));
  add('GET', v1('/partners/visit-moves/:id'), partnersOwn(200), async () => ({ url: v1(`/partners/visit-moves/${(await w.fresh.movedVisit()).moveId}`) }));
  const readRight = expected(403, { staffWith: 200, administrator: 200 });
  const reading = { permissions: [APPOINTMENT_READ_PERMISSION] };
  const missingClinic = { ...range, institution_id: MISSING_ID };
  add(
    'GET',
    v1('/admin/visit-moves/preview'),
    expected(403, { staffWith: 404, administrator: 404 }),
    fixed(`/admin/visit-moves/preview?${new URLSearchParams(Object.entries(missingClinic).map(([k, v]) => [k, String(v)]))}`),
    reading,
  );
  add('POST', v1('/admin/visit-moves'), expected(403, { staffWith: 404, administrator: 404 }), fixed('/admin/visit-moves', missingClinic), {
    permissions: [APPOINTMENT_DECISION_PERMISSION],
  });
  add('GET', v1('/admin/visit-moves'), readRight, fixed('/admin/visit-moves'), reading);
  add('GET', v1('/admin/visit-moves/:id'), readRight, async () => ({ url: v1(`/admin/visit-moves/${(await w.fresh.movedVisit()).moveId}`) }), reading);
  add('GET', v1('/patients/visit-moves/:id'), patientsOwn(200), async () => ({
    url: v1(`/patients/visit-moves/${(await w.fresh.movedVisit()).appointmentId}`),
  }));
  add('POST', v1('/patients/visit-moves/:id/reschedule'), patientsOwn(409), async () => ({
    url: v1(`/patients/visit-moves/${(await w.fresh.movedVisit()).appointmentId}/reschedule`),
    body: { start: '2020-01-01T08:00:00Z' },
  }));
  add('POST', v1('/patients/visit-moves/:id/cancel'), patientsOwn(200), async () => ({
    url: v1(`/patients/visit-moves/${(await w.fresh.movedVisit()).appointmentId}/cancel`),
  }));
  return probes;
}
