/** What the page and the worker say to each other (docs/decisions/250). */

/** Page → worker: forget the kept appointments (sign-out in this tab, even when the request failed). */
export const FORGET_PERSONAL = 'vz:forget-personal';

export interface WorkerMessage {
  type: typeof FORGET_PERSONAL;
}

export function isWorkerMessage(value: unknown): value is WorkerMessage {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === FORGET_PERSONAL;
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
