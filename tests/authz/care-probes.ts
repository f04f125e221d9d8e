import type { Probe } from './probe.ts';
import { createProbeList } from './probe-list.ts';
import { onlyTypes } from './roles.ts';
import type { World } from './world.ts';

/**
 * The routes of care that keeps going: the patient's waitlist (docs/decisions/303) and a clinic's status now
 * (docs/decisions/306). Records named here belong to party A; party B gets 404 for them.
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
  return probes;
}
