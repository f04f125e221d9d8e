import { queryOptions } from '@tanstack/react-query';
import type { TDoctorAppointmentList } from '../../../contracts/doctor-appointments.ts';
import { browserApi } from '../../api/browser.ts';
import type { AppointmentScope } from '../booking/booking-api.ts';

export const doctorAppointmentKeys = { all: ['doctor-cabinet', 'appointments'] as const };

/** GET /doctors/me/appointments: one page of the doctor's upcoming or past visits. */
export const doctorAppointmentsQuery = (scope: AppointmentScope, page: number) =>
  queryOptions({
    queryKey: [...doctorAppointmentKeys.all, scope, page],
    queryFn: async () => browserApi().get<TDoctorAppointmentList>('doctors/me/appointments', { query: { scope, page } }),
  });
