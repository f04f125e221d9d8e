import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '../../../../contracts/routes/timesheets.ts';
import type { TTimesheetEntryRequest } from '../../../../contracts/timesheets.ts';
import { call } from '../../../api/call.ts';
import type { Locale } from '../../../i18n/locale.ts';

/**
 * The clinic calendar's calls (docs/decisions/208): one read per visible period for the whole clinic, and the
 * per-doctor write routes of decision 130. Keys sit under `admin`, so signing out forgets them, and under
 * `timesheets`, so a write here also refreshes the per-doctor screen; the locale is in the key because names
 * come in the page's language.
 */
export const institutionsQuery = (search: string, locale: Locale) =>
  queryOptions({
    queryKey: ['admin', 'timesheets', 'institutions', search, locale],
    queryFn: async ({ signal }) => (await call(routes.schedulableInstitutions, { query: search ? { search } : {}, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const clinicQuery = (institutionId: number, from: string, to: string, locale: Locale) =>
  queryOptions({
    queryKey: ['admin', 'timesheets', 'clinic', institutionId, from, to, locale],
    queryFn: async ({ signal }) => (await call(routes.institutionTimesheets, { params: { institutionId }, query: { from, to }, signal, expected: [404] })).data,
    placeholderData: keepPreviousData,
  });

/** Writes of the clinic calendar; each refreshes every timesheet view. */
export function useClinicWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'timesheets'] });
  return {
    refresh,
    setActive: useMutation({
      mutationFn: ({ id, active }: { id: number; active: boolean }) =>
        call(active ? routes.activateTimesheet : routes.deactivateTimesheet, { params: { id }, expected: [422] }),
      onSuccess: refresh,
    }),
    removeEntry: useMutation({
      mutationFn: ({ timesheetId, entryId }: { timesheetId: number; entryId: number }) =>
        call(routes.removeTimesheetEntry, { params: { id: timesheetId, entryId } }),
      onSuccess: refresh,
    }),
  };
}

/** A timesheet at the clinic for a doctor who has none there yet (SPEC §5: the doctor must work there). */
export const createClinicTimesheet = (doctorId: number, institutionId: number) =>
  call(routes.createTimesheet, { params: { doctorId }, body: { institution_id: institutionId }, expected: [422] });

export const addEntry = (timesheetId: number, body: TTimesheetEntryRequest) =>
  call(routes.addTimesheetEntry, { params: { id: timesheetId }, body, expected: [422] });
