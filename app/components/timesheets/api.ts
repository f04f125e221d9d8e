import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '../../../contracts/routes/timesheets.ts';
import type { TCreateTimesheetRequest, TTimesheetEntryRequest, TUpdateTimesheetRequest } from '../../../contracts/timesheets.ts';
import { call } from '../../api/call.ts';

/**
 * The timesheet screens' calls (`/api/v1/timesheets/...`, `/api/v1/doctor-timesheets/...`, docs/api.md). `scope` keeps the cache keys under
 * the area's prefix, so signing out of the back office or a cabinet forgets them with the rest.
 */
export type CacheScope = 'admin' | 'cabinet';

export const doctorsQuery = (scope: CacheScope, search: string) =>
  queryOptions({
    queryKey: [scope, 'timesheets', 'doctors', search],
    queryFn: async () => (await call(routes.schedulableDoctors, { query: { search } })).data,
    placeholderData: keepPreviousData,
  });

export const boardQuery = (scope: CacheScope, doctorId: number) =>
  queryOptions({
    queryKey: [scope, 'timesheets', 'board', doctorId],
    queryFn: async () => (await call(routes.doctorTimesheets, { params: { doctorId }, expected: [404] })).data,
  });

export const calendarQuery = (scope: CacheScope, timesheetId: number, from: string, to: string) =>
  queryOptions({
    queryKey: [scope, 'timesheets', 'calendar', timesheetId, from, to],
    queryFn: async () => (await call(routes.timesheetCalendar, { params: { id: timesheetId }, query: { from, to } })).data,
    placeholderData: keepPreviousData,
  });

/** Every write refreshes the board and the calendars of the doctor's timesheets. */
export function useTimesheetWrites(scope: CacheScope, doctorId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [scope, 'timesheets', 'board', doctorId] }),
      queryClient.invalidateQueries({ queryKey: [scope, 'timesheets', 'calendar'] }),
    ]);
  const useWrite = <TArgs, TResult>(send: (args: TArgs) => Promise<TResult>) => useMutation({ mutationFn: send, onSuccess: refresh });
  return {
    createTimesheet: useWrite((body: TCreateTimesheetRequest) => call(routes.createTimesheet, { params: { doctorId }, body, expected: [422] })),
    updateTimesheet: useWrite(({ id, body }: { id: number; body: TUpdateTimesheetRequest }) =>
      call(routes.updateTimesheet, { params: { doctorId, id }, body, expected: [422] }),
    ),
    removeTimesheet: useWrite((id: number) => call(routes.removeTimesheet, { params: { doctorId, id } })),
    setActive: useWrite(({ id, active }: { id: number; active: boolean }) =>
      call(active ? routes.activateTimesheet : routes.deactivateTimesheet, { params: { id }, expected: [422] }),
    ),
    saveEntry: useWrite(({ timesheetId, entryId, body }: { timesheetId: number; entryId?: number; body: TTimesheetEntryRequest }) =>
      entryId === undefined
        ? call(routes.addTimesheetEntry, { params: { id: timesheetId }, body, expected: [422] })
        : call(routes.updateTimesheetEntry, { params: { id: timesheetId, entryId }, body, expected: [422] }),
    ),
    removeEntry: useWrite(({ timesheetId, entryId }: { timesheetId: number; entryId: number }) =>
      call(routes.removeTimesheetEntry, { params: { id: timesheetId, entryId } }),
    ),
  };
}
