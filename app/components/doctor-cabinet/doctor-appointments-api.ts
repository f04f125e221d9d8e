import { queryOptions } from '@tanstack/react-query';
import { doctorAppointments } from '../../../contracts/routes/doctor-appointments.ts';
import { call } from '../../api/call.ts';
import type { AppointmentScope } from '../booking/booking-api.ts';

export const doctorAppointmentKeys = { all: ['doctor-cabinet', 'appointments'] as const };

/** GET /doctors/me/appointments: one page of the doctor's upcoming or past visits. */
export const doctorAppointmentsQuery = (scope: AppointmentScope, page: number) =>
  queryOptions({
    queryKey: [...doctorAppointmentKeys.all, scope, page],
    queryFn: async () => call(doctorAppointments, { query: { scope, page } }),
  });
