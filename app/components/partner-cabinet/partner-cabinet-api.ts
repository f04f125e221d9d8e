import { queryOptions } from '@tanstack/react-query';
import type { TAppointmentReportFilters } from '../../../contracts/appointment-report.ts';
import type { TPartnerClinicUpdate } from '../../../resources/medical-institutions-partner.ts';
import * as routes from '../../../contracts/routes/partner-cabinet.ts';
import { call } from '../../api/call.ts';
import { routeUrl } from '../../api/route-url.ts';
import type { ReportSource } from './report-source.ts';

/** The partner cabinet's clinic and report calls (contracts/routes/partner-cabinet.ts), as the browser makes them. */

export const partnerCabinetKeys = {
  clinics: ['partner-cabinet', 'clinics'] as const,
  clinic: (id: number) => ['partner-cabinet', 'clinics', id] as const,
};

export const partnerClinicsQuery = () =>
  queryOptions({ queryKey: partnerCabinetKeys.clinics, queryFn: async ({ signal }) => (await call(routes.partnerClinics, { signal })).data });

export const partnerClinicQuery = (id: number) =>
  queryOptions({
    queryKey: partnerCabinetKeys.clinic(id),
    queryFn: async ({ signal }) => (await call(routes.partnerClinic, { params: { id }, signal, expected: [404] })).data,
    retry: false,
  });

/** 404 (not theirs any more), 409 (changed elsewhere) and 422 are the form's own to explain. */
export async function savePartnerClinic(id: number, body: TPartnerClinicUpdate) {
  return (await call(routes.updatePartnerClinic, { params: { id }, body, expected: [404, 409, 422] })).data;
}

/** The filters as query parameters: empty ones left out. */
export function reportQuery(filters: TAppointmentReportFilters & { page?: number }): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).flatMap(([name, value]) =>
      value === undefined || value === '' || (name === 'page' && value === 1) ? [] : [[name, String(value)]],
    ),
  );
}

/** The partner cabinet's report: its own legal entity's clinics only, no partner filter. */
export const partnerReportSource: ReportSource = {
  key: 'partner-cabinet',
  report: (filters, signal) => call(routes.partnerReport, { query: withoutPartner(filters), signal }),
  choices: async (_partnerId, signal) => (await call(routes.partnerReportOptions, { signal })).data,
  csvUrl: routeUrl(routes.partnerReportCsv),
  appointmentPath: (id) => `/partners/appointments/${id}`,
  withPartner: false,
  waitlist: {
    report: (filters, signal) => call(routes.partnerWaitlistReport, { query: withoutPartner(filters), signal }),
    csvUrl: routeUrl(routes.partnerWaitlistReportCsv),
    doctorPath: (id) => `/partners/doctors/${id}`,
  },
};

function withoutPartner<T extends { partner_id?: number }>(filters: T): Omit<T, 'partner_id'> {
  const { partner_id: _partner, ...rest } = filters;
  return rest;
}

/** The waitlist tab's filters: the period, partner, clinic, doctor and specialization; a format or status of the other tab is left out. */
export function waitlistFilters<T extends TAppointmentReportFilters>(filters: T): Omit<T, 'format' | 'status'> {
  const { format: _format, status: _status, ...rest } = filters;
  return rest;
}

/**
 * The CSV of the same filters, fetched with the page's language (its column names and values) and handed to
 * the browser as a download; a link alone could not send the language.
 */
export async function downloadReportCsv(
  filters: TAppointmentReportFilters,
  locale: string,
  address = routeUrl(routes.partnerReportCsv),
  name = 'report',
): Promise<void> {
  const url = `${address}?${new URLSearchParams(reportQuery(filters)).toString()}`;
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'text/csv', 'Accept-Language': locale } });
  if (!response.ok) throw new Error(`CSV ${response.status}`);
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${name}-${filters.from}-${filters.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
