import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TVisitMoveCreate, TVisitMoveRange } from '../../../contracts/visit-moves.ts';
import type { ZPatientVisitMove, ZVisitMove, ZVisitMovePreview } from '../../../contracts/routes/visit-moves-answers.ts';
import * as routes from '../../../contracts/routes/visit-moves.ts';
import * as timesheets from '../../../contracts/routes/timesheets.ts';
import { call } from '../../api/call.ts';
import type { Locale } from '../../i18n/locale.ts';

/** The visit-move calls of contracts/routes/visit-moves.ts, as the browser makes them (docs/decisions/309). */

export type TVisitMove = z.output<typeof ZVisitMove>;
export type TVisitMoveItem = TVisitMove['items'][number];
export type TVisitMovePreview = z.output<typeof ZVisitMovePreview>;
export type TPatientVisitMove = z.output<typeof ZPatientVisitMove>;

/**
 * Where the move screen gets its data: the partner cabinet (its legal entity's clinics) and the back office (every
 * clinic) are one screen over two APIs. Clinics and their doctors come from the timesheet routes both sides share.
 */
export interface VisitMoveSource {
  /** The first parts of its cached queries' keys (the back office's start with `admin`, forgotten on sign-out). */
  key: readonly string[];
  /** The screen's address, unlocalized: `/partners/visit-moves`. */
  basePath: string;
  /** Many clinics to choose from: a search narrows the list. */
  searchClinics: boolean;
  preview: (range: TVisitMoveRange, signal?: AbortSignal) => Promise<TVisitMovePreview>;
  move: (body: TVisitMoveCreate) => Promise<TVisitMove>;
  list: (institutionId: number | undefined, signal?: AbortSignal) => Promise<TVisitMove[]>;
  one: (id: number, signal?: AbortSignal) => Promise<TVisitMove>;
}

/** 404 (not theirs) and 422 (a range refused) are the form's own to explain. */
const REFUSALS = [404, 422];

export const partnerVisitMoveSource: VisitMoveSource = {
  key: ['partner-cabinet', 'visit-moves'],
  basePath: '/partners/visit-moves',
  searchClinics: false,
  preview: async (query, signal) => (await call(routes.partnerVisitMovePreview, { query, signal, expected: REFUSALS })).data,
  move: async (body) => (await call(routes.partnerMoveVisits, { body, expected: REFUSALS })).data,
  list: async (institutionId, signal) =>
    (await call(routes.partnerVisitMoves, { query: institutionId === undefined ? {} : { institution_id: institutionId }, signal })).data,
  one: async (id, signal) => (await call(routes.partnerVisitMove, { params: { id }, signal, expected: [404] })).data,
};

export const staffVisitMoveSource: VisitMoveSource = {
  key: ['admin', 'visit-moves'],
  basePath: '/admins/visit-moves',
  searchClinics: true,
  preview: async (query, signal) => (await call(routes.staffVisitMovePreview, { query, signal, expected: REFUSALS })).data,
  move: async (body) => (await call(routes.staffMoveVisits, { body, expected: REFUSALS })).data,
  list: async (institutionId, signal) =>
    (await call(routes.staffVisitMoves, { query: institutionId === undefined ? {} : { institution_id: institutionId }, signal })).data,
  one: async (id, signal) => (await call(routes.staffVisitMove, { params: { id }, signal, expected: [404] })).data,
};

/** While someone has not answered, the move's page asks again this often. */
export const MOVE_POLL_MS = 20_000;

const unanswered = (move: TVisitMove | undefined) => move?.items.some((item) => item.state === 'waiting' || item.state === 'offered') ?? true;

export const visitMoveQuery = (source: VisitMoveSource, id: number, locale: Locale) =>
  queryOptions({
    queryKey: [...source.key, 'one', id, locale],
    queryFn: ({ signal }) => source.one(id, signal),
    retry: false,
    staleTime: 0,
    refetchInterval: (query) => (unanswered(query.state.data) ? MOVE_POLL_MS : false),
  });

export const visitMovesQuery = (source: VisitMoveSource, institutionId: number | undefined, locale: Locale) =>
  queryOptions({
    queryKey: [...source.key, 'list', institutionId ?? null, locale],
    queryFn: ({ signal }) => source.list(institutionId, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const moveClinicsQuery = (source: VisitMoveSource, search: string, locale: Locale) =>
  queryOptions({
    queryKey: [...source.key, 'clinics', search, locale],
    queryFn: async ({ signal }) => (await call(timesheets.schedulableInstitutions, { query: search ? { search } : {}, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** The clinic's doctors who work there now (a move names only those), read from its timesheets of that day. */
export const moveDoctorsQuery = (source: VisitMoveSource, institutionId: number, day: string, locale: Locale) =>
  queryOptions({
    queryKey: [...source.key, 'doctors', institutionId, day, locale],
    queryFn: async ({ signal }) => {
      const clinic = (await call(timesheets.institutionTimesheets, { params: { institutionId }, query: { from: day, to: day }, signal, expected: [404] })).data;
      return { institution: clinic.institution, doctors: clinic.doctors.filter((doctor) => doctor.attached).map(({ id, name }) => ({ id, name })) };
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });

// ---------------------------------------------------------------------------------------------------
// The patient's side

const patientVisitMoveKey = (appointmentId: number) => ['visit-moves', 'patient', appointmentId] as const;

export const patientVisitMoveQuery = (appointmentId: number) =>
  queryOptions({
    queryKey: patientVisitMoveKey(appointmentId),
    queryFn: async ({ signal }) => (await call(routes.patientVisitMove, { params: { id: appointmentId }, signal, expected: [404] })).data,
    retry: false,
    // The countdown runs from `seconds_left` as it was answered: never from a stale copy.
    staleTime: 0,
  });

/** 404, 409 (answered meanwhile, the time taken) and 422 are the page's own to explain. */
export const ANSWER_REFUSALS: readonly number[] = [404, 409, 410, 422];

export const pickMovedVisitTime = async (appointmentId: number, start: string) =>
  (await call(routes.pickVisitMoveTime, { params: { id: appointmentId }, body: { start }, expected: ANSWER_REFUSALS })).data;

export const cancelMovedVisit = async (appointmentId: number) =>
  (await call(routes.cancelMovedVisit, { params: { id: appointmentId }, expected: ANSWER_REFUSALS })).data;
