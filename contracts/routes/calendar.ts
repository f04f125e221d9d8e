import { z } from 'zod';
import { ZCalendarFeed } from './booking-answers.ts';
import { route } from './define.ts';

/** The patient's calendar file lives with booking; these are the doctors' private feeds (docs/decisions/172). */

const partner = { accounts: ['partner'] } as const;
const notOfEntity = { 404: 'not found or not of your legal entity' };
export const doctorCalendarFeed = route({
  method: 'POST',
  path: 'doctors/me/calendar-feed',
  access: { accounts: ['doctor'] },
  noStore: true,
  answer: { status: 200, schema: ZCalendarFeed, description: 'url, shown once' },
  operationId: 'doctorCalendarFeed',
  summary: "Create or replace the signed-in doctor's private ICS feed URL (all of the doctor's appointments)",
  tag: 'calendar',
});

export const partnerCalendarFeed = route({
  method: 'POST',
  path: 'partners/doctors/:id/calendar-feed',
  access: partner,
  noStore: true,
  answer: { status: 200, schema: ZCalendarFeed, description: 'url, shown once' },
  errors: notOfEntity,
  operationId: 'partnerCalendarFeed',
  summary: "Create or replace the legal entity's private ICS feed of one of its doctors: only its own appointments; other entities' feeds are untouched",
  tag: 'calendar',
});

export const calendarFeed = route({
  method: 'GET',
  path: 'calendar/:file',
  documentedPath: 'calendar/{token}.ics',
  params: { file: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/) },
  access: { anyone: true },
  answer: { status: 200, file: 'text/calendar', description: 'text/calendar' },
  errors: { 404: 'unknown token' },
  operationId: 'calendarFeed',
  summary: "A doctor's appointments (patients by initials)",
  tag: 'calendar',
});
