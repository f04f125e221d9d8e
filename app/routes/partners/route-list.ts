import { index, layout, route, type RouteConfigEntry } from '@react-router/dev/routes';
import type { Locale } from '../../../contracts/locale.ts';

/**
 * Partner cabinet routes under `/partners` (SPEC §2). `login` is a server redirect to the sign-in
 * dialog; the rest runs in the browser behind the layout's session guard.
 */
export function partnerRoutes(locale: Locale): RouteConfigEntry[] {
  const id = (name: string) => `${locale}:partners:${name}`;
  return [
    route('login', 'routes/partners/login.tsx', { id: id('login') }),
    layout('routes/partners/layout.tsx', { id: id('layout') }, [
      index('routes/partners/index.tsx', { id: id('index') }),
      route('general-information', 'routes/partners/general-information.tsx', { id: id('general-information') }),
      // Doctors and their timesheets (docs/decisions/130).
      route('doctors', 'routes/partners/doctors.tsx', { id: id('doctors') }),
      // Adding and editing the partner's own doctors (docs/decisions/234).
      route('doctors/add', 'routes/partners/doctor-add.tsx', { id: id('doctor-add') }),
      route('doctors/:id', 'routes/partners/doctor-edit.tsx', { id: id('doctor-edit') }),
      route('doctors/:id/timesheets', 'routes/partners/doctor-timesheets.tsx', { id: id('doctor-timesheets') }),
      // Booking (docs/decisions/145).
      route('appointments', 'routes/partners/appointments.tsx', { id: id('appointments') }),
      route('appointments/:id', 'routes/partners/appointment.tsx', { id: id('appointment') }),
      // Clinics and the report (docs/decisions/237, 238).
      route('medical-institutions', 'routes/partners/medical-institutions.tsx', { id: id('medical-institutions') }),
      route('medical-institutions/:id', 'routes/partners/medical-institution.tsx', { id: id('medical-institution') }),
      route('reports', 'routes/partners/reports.tsx', { id: id('reports') }),
      // Moving every visit of a time range in one action (docs/decisions/309).
      route('visit-moves', 'routes/partners/visit-moves.tsx', { id: id('visit-moves') }),
      route('visit-moves/:id', 'routes/partners/visit-move.tsx', { id: id('visit-move') }),
    ]),
  ];
}
