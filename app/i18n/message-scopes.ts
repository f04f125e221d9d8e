import { unlocalizedPath } from './locale.ts';

/** The parts of the site, by what their pages translate. */
export const MESSAGE_SCOPES = ['site', 'cabinet', 'backOffice'] as const;
export type MessageScope = (typeof MESSAGE_SCOPES)[number];

/**
 * Keys the browser receives only in some parts of the site, by prefix (the longest matching prefix
 * decides). Every other key goes to every page, so a new area file needs nothing here unless its keys
 * are for cabinets or the back office only. Keys are grouped by prefix, not by file: area files mix
 * them (`schema.*` in admin.ts is for every form; `handbook.support_topics.*` is on /support).
 * `message-scopes.test.ts` checks that public code only uses keys of the `site` scope.
 */
const SCOPED_PREFIXES: Readonly<Record<string, readonly MessageScope[]>> = {
  'admin.': ['backOffice'],
  'resources.': ['backOffice'],
  'field.': ['backOffice'],
  'handbook.': ['cabinet', 'backOffice'],
  'handbook.support_topics.': ['site', 'cabinet', 'backOffice'],
  'timesheet.': ['cabinet', 'backOffice'],
  'schedule.': ['cabinet', 'backOffice'],
  'service.': ['cabinet', 'backOffice'],
  'calendar.': ['cabinet', 'backOffice'],
  'payments.history.': ['cabinet', 'backOffice'],
  'action-log.': ['backOffice'],
  'upload.': ['cabinet', 'backOffice'],
  'video.': ['cabinet', 'backOffice'],
  // The partner cabinet's clinics and report (docs/decisions/237, 238); the clinic form reuses the back
  // office's position, opening-hours and image inputs, so their words go to cabinets too.
  'partner.clinics.': ['cabinet', 'backOffice'],
  'report.': ['cabinet', 'backOffice'],
  'admin.geo.': ['cabinet', 'backOffice'],
  'admin.hours.': ['cabinet', 'backOffice'],
  'admin.form.image.': ['cabinet', 'backOffice'],
  'field.latitude': ['cabinet', 'backOffice'],
  'field.longitude': ['cabinet', 'backOffice'],
  'medcard.': ['cabinet', 'backOffice'],
  'patient-support.': ['cabinet', 'backOffice'],
  // The partner cabinet's doctors and profile; the image field of their form is the back office's.
  'partner.': ['cabinet', 'backOffice'],
  'redirects.': ['backOffice'],
  // The patient's reviews and referral program (docs/decisions/229, 230).
  'myreviews.': ['cabinet', 'backOffice'],
  'referral.': ['cabinet', 'backOffice'],
  // The waitlist's screens are the cabinet's; the ways into it stand on the booking page too (docs/decisions/303).
  'waitlist.': ['cabinet', 'backOffice'],
  'waitlist.entry.': ['site', 'cabinet', 'backOffice'],
  // Moving every visit of a range: the partner cabinet's, the patient's cabinet's and the back office's (docs/decisions/309).
  'visit.move.': ['cabinet', 'backOffice'],
  // The alert feed's and the alert buttons' refusals are the API's and the back office's (docs/decisions/308).
  'alert.feed.': ['backOffice'],
  'alert.already_': ['backOffice'],
};
const PREFIXES = Object.keys(SCOPED_PREFIXES).sort((a, b) => b.length - a.length);

/** The part of the site a page path belongs to (`/ru` or not). */
export function messageScopeOfPath(pathname: string): MessageScope {
  const path = unlocalizedPath(pathname.replace(/\.data$/, ''));
  if (/^\/admins(\/|$)/.test(path)) return 'backOffice';
  if (/^\/(patients|partners|cabinet-doctor)(\/|$)/.test(path)) return 'cabinet';
  return 'site';
}

export function isKeyInScope(key: string, scope: MessageScope): boolean {
  const prefix = PREFIXES.find((candidate) => key.startsWith(candidate));
  return prefix === undefined || SCOPED_PREFIXES[prefix].includes(scope);
}
