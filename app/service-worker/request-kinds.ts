/**
 * What the worker does with a request (docs/decisions/250). Everything it does not name here goes to the
 * network untouched: the worker does not even answer for it, so API calls, uploads, the tag manager and
 * other sites behave exactly as without a worker.
 */
export type RequestKind =
  /** A page: network first, the offline page when the network fails. */
  | 'page'
  /** A hashed build file: from the shell cache, else the network (and kept). */
  | 'asset'
  /** The patient's upcoming appointments, first page: passed through, a trimmed copy kept for offline. */
  | 'upcoming-appointments'
  /** Sign-in, sign-out, registration: the kept appointments belong to nobody any more. */
  | 'session-change'
  | 'pass';

export interface RequestFacts {
  url: string;
  method: string;
  /** `Request.mode`: `navigate` for a page load. */
  mode: string;
}

const API = '/api/';
/** The patient's appointments (contracts/routes/booking.ts `patientAppointments`). */
export const UPCOMING_PATH = '/api/v1/patients/appointments';
const AUTH_PREFIX = '/api/v1/auth/';

/** `?scope=upcoming&page=1`, or either left out (the API's defaults), and nothing else. */
function isFirstUpcomingPage(params: URLSearchParams): boolean {
  for (const key of params.keys()) if (key !== 'scope' && key !== 'page') return false;
  const scope = params.get('scope');
  const page = params.get('page');
  return (scope === null || scope === 'upcoming') && (page === null || page === '1');
}

export function requestKind(request: RequestFacts, origin: string): RequestKind {
  const url = new URL(request.url);
  if (url.origin !== origin) return 'pass';
  if (request.method === 'POST' && url.pathname.startsWith(AUTH_PREFIX)) return 'session-change';
  if (request.method !== 'GET') return 'pass';
  if (request.mode === 'navigate') return url.pathname.startsWith(API) || url.pathname === '/sw.js' ? 'pass' : 'page';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (url.pathname === UPCOMING_PATH && isFirstUpcomingPage(url.searchParams)) return 'upcoming-appointments';
  return 'pass';
}
