import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DoctorTimesheets,
  NamedOption,
  TCreateTimesheetRequest,
  Timesheet,
  TimesheetCalendar,
  TimesheetEntry,
  TTimesheetEntryRequest,
  TUpdateTimesheetRequest,
} from '../../../contracts/timesheets.ts';
import { browserApi } from '../../api/browser.ts';

/**
 * The timesheet screens' calls (`/api/v1/timesheets/...`, docs/api.md). `scope` keeps the cache keys under
 * the area's prefix, so signing out of the back office or a cabinet forgets them with the rest.
 */
export type CacheScope = 'admin' | 'cabinet';

const api = () => browserApi();

export const doctorsQuery = (scope: CacheScope, search: string) =>
  queryOptions({
    queryKey: [scope, 'timesheets', 'doctors', search],
    queryFn: async () => (await api().get<{ data: NamedOption[] }>('timesheets/doctors', { query: { search } })).data,
    placeholderData: keepPreviousData,
  });

export const boardQuery = (scope: CacheScope, doctorId: number) =>
  queryOptions({
    queryKey: [scope, 'timesheets', 'board', doctorId],
    queryFn: async () => (await api().get<{ data: DoctorTimesheets }>(`timesheets/doctors/${doctorId}`, { expected: [404] })).data,
  });

export const calendarQuery = (scope: CacheScope, timesheetId: number, from: string, to: string) =>
  queryOptions({
    queryKey: [scope, 'timesheets', 'calendar', timesheetId, from, to],
    queryFn: async () => (await api().get<{ data: TimesheetCalendar }>(`timesheets/${timesheetId}/calendar`, { query: { from, to } })).data,
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
  const write = <TArgs, TResult>(call: (args: TArgs) => Promise<TResult>) => useMutation({ mutationFn: call, onSuccess: refresh });
  return {
    createTimesheet: write((body: TCreateTimesheetRequest) => api().post<{ data: Timesheet }>(`timesheets/doctors/${doctorId}`, body, { expected: [422] })),
    updateTimesheet: write(({ id, body }: { id: number; body: TUpdateTimesheetRequest }) =>
      api().patch<{ data: Timesheet }>(`timesheets/doctors/${doctorId}/${id}`, body, { expected: [422] }),
    ),
    removeTimesheet: write((id: number) => api().delete<void>(`timesheets/doctors/${doctorId}/${id}`)),
    setActive: write(({ id, active }: { id: number; active: boolean }) =>
      api().post<{ data: Timesheet }>(`timesheets/${id}/${active ? 'activate' : 'deactivate'}`, undefined, { expected: [422] }),
    ),
    saveEntry: write(({ timesheetId, entryId, body }: { timesheetId: number; entryId?: number; body: TTimesheetEntryRequest }) =>
      entryId === undefined
        ? api().post<{ data: TimesheetEntry }>(`timesheets/${timesheetId}/entries`, body, { expected: [422] })
        : api().patch<{ data: TimesheetEntry }>(`timesheets/${timesheetId}/entries/${entryId}`, body, { expected: [422] }),
    ),
    removeEntry: write(({ timesheetId, entryId }: { timesheetId: number; entryId: number }) => api().delete<void>(`timesheets/${timesheetId}/entries/${entryId}`)),
  };
}
