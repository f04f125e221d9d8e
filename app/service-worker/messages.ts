import { LOCALES, type Locale } from '../../contracts/locale.ts';

/** What the page and the worker say to each other (docs/decisions/250). */

/** Page → worker: forget the kept appointments (sign-out in this tab, even when the request failed). */
export const FORGET_PERSONAL = 'vz:forget-personal';

/**
 * Page → worker, when the worker first takes control of a patient cabinet page: read the upcoming
 * appointments now, since the page asked for them before there was a worker to keep a copy.
 */
export const KEEP_UPCOMING = 'vz:keep-upcoming';

export type WorkerMessage = { type: typeof FORGET_PERSONAL } | { type: typeof KEEP_UPCOMING; locale: Locale };

export function isWorkerMessage(value: unknown): value is WorkerMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type, locale } = value as { type?: unknown; locale?: unknown };
  return type === FORGET_PERSONAL || (type === KEEP_UPCOMING && (LOCALES as readonly unknown[]).includes(locale));
}

/** What the server writes in front of the worker's code: the build it belongs to. */
export interface WorkerBuild {
  /** Changes with every deployment: names the shell cache. */
  version: string;
  /** The app shell and the hashed files of this build, fetched at install. */
  precache: string[];
}

/** The global the server's preamble sets (`self.__vzBuild = {...}`). */
export const BUILD_GLOBAL = '__vzBuild';
