import { z } from 'zod';
import { ZAppointmentReport, ZAppointmentReportExportQuery, ZAppointmentReportOptions, ZAppointmentReportQuery } from '../appointment-report.ts';
import { ZPartnerClinic, ZPartnerClinicListItem } from '../partner-clinics.ts';
import { ZWaitlistReport, ZWaitlistReportExportQuery, ZWaitlistReportQuery } from '../waitlist-report.ts';
import { dataEnvelope } from './booking-answers.ts';
import { route } from './define.ts';

/**
 * The partner cabinet's clinics and report (SPEC §2, §6; docs/decisions/237, 238). Every answer is limited to
 * the signed-in partner's legal entity; a clinic of another one is 404.
 */

const tag = 'partner-cabinet';
const partnerRoute = { access: { accounts: ['partner'] }, noStore: true, tag } as const;

export const partnerClinics = route({
  ...partnerRoute,
  method: 'GET',
  path: 'partners/medical-institutions',
  answer: {
    status: 200,
    schema: dataEnvelope(z.array(ZPartnerClinicListItem)),
    description: "{data: [...]}: the entity's clinics, each main clinic before its branches",
  },
  operationId: 'partnerClinics',
  summary: "The partner's clinics and branches",
});

export const partnerClinic = route({
  ...partnerRoute,
  method: 'GET',
  path: 'partners/medical-institutions/:id',
  answer: { status: 200, schema: dataEnvelope(ZPartnerClinic), description: '{data: clinic}' },
  errors: { 404: 'not found or not of your legal entity' },
  operationId: 'partnerClinic',
  summary: "One of the partner's clinics, with its public data in both languages",
});

export const updatePartnerClinic = route({
  ...partnerRoute,
  method: 'PATCH',
  path: 'partners/medical-institutions/:id',
  body: z
    .record(z.string(), z.unknown())
    .describe(
      'any of name_ua, name_ru, short_description_ua, short_description_ru, description_ua, description_ru, address_ua, address_ru, phone, email, website, logo, image, features (ids), working_hours, latitude, longitude, and the version read; the rules of medical-institutions',
    ),
  bodyUnchecked: true,
  answer: { status: 200, schema: dataEnvelope(ZPartnerClinic), description: '{data: clinic} as saved' },
  errors: {
    404: 'not found or not of your legal entity',
    409: 'changed since it was read (version)',
    422: 'a field does not fit, or is not one a partner edits',
  },
  operationId: 'updatePartnerClinic',
  summary: "Save a clinic's public data; it shows on the clinic's page at once",
});

export const partnerReport = route({
  ...partnerRoute,
  method: 'GET',
  path: 'partners/reports',
  query: ZAppointmentReportQuery,
  answer: { status: 200, schema: ZAppointmentReport, description: 'a page of rows, totals, days and rejection reasons' },
  operationId: 'partnerReport',
  summary: "Approved and rejected appointments at the partner's clinics, by period and filters",
});

export const partnerReportOptions = route({
  ...partnerRoute,
  method: 'GET',
  path: 'partners/reports/options',
  answer: { status: 200, schema: dataEnvelope(ZAppointmentReportOptions), description: '{data: {institutions, doctors, specializations}}' },
  operationId: 'partnerReportOptions',
  summary: "The partner's clinics, doctors and specializations, for the report's filters",
});

export const partnerReportCsv = route({
  ...partnerRoute,
  method: 'GET',
  path: 'partners/reports/export',
  query: ZAppointmentReportExportQuery,
  answer: { status: 200, file: 'text/csv', description: 'every row of the report under the same filters, as CSV' },
  operationId: 'partnerReportCsv',
  summary: 'The report as a CSV file',
});

export const partnerWaitlistReport = route({
  ...partnerRoute,
  method: 'GET',
  path: 'partners/reports/waitlist',
  query: ZWaitlistReportQuery,
  answer: { status: 200, schema: ZWaitlistReport, description: 'a page of doctors, totals and days' },
  operationId: 'partnerWaitlistReport',
  summary: "Patients waiting for an earlier time with the partner's doctors, and the offers of freed times, by period and filters",
});

export const partnerWaitlistReportCsv = route({
  ...partnerRoute,
  method: 'GET',
  path: 'partners/reports/waitlist/export',
  query: ZWaitlistReportExportQuery,
  answer: { status: 200, file: 'text/csv', description: 'every doctor of the waitlist report under the same filters, as CSV' },
  operationId: 'partnerWaitlistReportCsv',
  summary: 'The waitlist report as a CSV file',
});
