import type { TAppointmentFormat } from '../../../contracts/booking.ts';

/** What the request form starts from: the doctor's booking choice, or the visit to move. */
export interface WaitlistStart {
  doctorId: number;
  serviceId?: number | null;
  institutionId?: number | null;
  format?: TAppointmentFormat | null;
  /** Her booked visit an offer would move. */
  visitId?: number | null;
}

/** `/patients/waitlist/new?doctor=…`: unlocalized, for `localizedPath`. Public pages link here, so this file imports nothing heavy. */
export function waitlistFormPath(start: WaitlistStart): string {
  const query = new URLSearchParams({ doctor: String(start.doctorId) });
  if (start.serviceId) query.set('service', String(start.serviceId));
  if (start.institutionId) query.set('institution', String(start.institutionId));
  if (start.format) query.set('format', start.format);
  if (start.visitId) query.set('visit', String(start.visitId));
  return `/patients/waitlist/new?${query.toString()}`;
}

const idParam = (params: URLSearchParams, name: string) => {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** The form's address read back; anything malformed is simply left out (the form then offers its defaults). */
export function readWaitlistStart(params: URLSearchParams): WaitlistStart | null {
  const doctorId = idParam(params, 'doctor');
  if (doctorId === null) return null;
  const format = params.get('format');
  return {
    doctorId,
    serviceId: idParam(params, 'service'),
    institutionId: idParam(params, 'institution'),
    format: format === 'clinic' || format === 'online' ? format : null,
    visitId: idParam(params, 'visit'),
  };
}

export const waitlistOfferPath = (offerId: number) => `/patients/waitlist/offers/${offerId}`;
