import type { RouteDeclaration } from './define.ts';
import * as account from './account.ts';
import * as adminAppointments from './admin-appointments.ts';
import * as auth from './auth.ts';
import * as booking from './booking.ts';
import * as build from './build.ts';
import * as calendar from './calendar.ts';
import * as catalog from './catalog.ts';
import * as contentPages from './content-pages.ts';
import * as doctorAppointments from './doctor-appointments.ts';
import * as doctors from './doctors.ts';
import * as handbooks from './handbooks.ts';
import * as imports from './imports.ts';
import * as medicalCard from './medical-card.ts';
import * as notifications from './notifications.ts';
import * as partners from './partners.ts';
import * as partnerCabinet from './partner-cabinet.ts';
import * as patientSupport from './patient-support.ts';
import * as partnerDoctors from './partner-doctors.ts';
import * as patientCabinet from './patient-cabinet.ts';
import * as partnerIntegration from './partner-integration.ts';
import * as payments from './payments.ts';
import * as publicForms from './public-forms.ts';
import * as staffAccess from './staff-access.ts';
import * as staffReports from './staff-reports.ts';
import * as timesheets from './timesheets.ts';
import * as uploads from './uploads.ts';
import * as video from './video.ts';
import * as waitlist from './waitlist.ts';
import * as visitMoves from './visit-moves.ts';
import * as clinicStatus from './clinic-status.ts';
import * as alerts from './alerts.ts';

const declarations = (module: Record<string, unknown>) =>
  Object.values(module).filter((value): value is RouteDeclaration => typeof value === 'object' && value !== null && 'operationId' in value);

/** Every declared route of `/api/v1` (the generic resource routes are described by their definitions instead). */
export const declaredRoutes: readonly RouteDeclaration[] = [
  catalog,
  handbooks,
  auth,
  account,
  booking,
  notifications,
  calendar,
  doctorAppointments,
  payments,
  publicForms,
  timesheets,
  uploads,
  adminAppointments,
  partners,
  imports,
  staffAccess,
  doctors,
  video,
  partnerCabinet,
  medicalCard,
  patientSupport,
  partnerDoctors,
  patientCabinet,
  partnerIntegration,
  build,
  staffReports,
  waitlist,
  visitMoves,
  clinicStatus,
  alerts,
  contentPages,
].flatMap(declarations);
