import { z } from 'zod';

/**
 * A clinic's status right now (docs/decisions/306): what its partner says in one tap, shown to patients on the
 * clinic page, on every card and booking page of its doctors and on a coming visit's card. `paused` is reception
 * paused (the staff and patients are in the shelter); `closed` is closed for today. A status with an end stops
 * showing when the end passes.
 */
export const CLINIC_STATUS_VALUES = ['working', 'generator', 'paused', 'closed'] as const;
export type TClinicStatusKind = (typeof CLINIC_STATUS_VALUES)[number];
export const CLINIC_STATUS_NOTE_MAX = 200;
/** A status lasts at most this long; a closed or paused one is about today, not next week. */
export const CLINIC_STATUS_MAX_HOURS = 48;
/** The two clinic features that go with it (a listing filter and an SEO filter value each). */
export const SHELTER_FEATURE = 'shelter';
export const BLACKOUT_FEATURE = 'works_in_blackout';

export const ZClinicStatusUpdate = z
  .strictObject({
    status: z.enum(CLINIC_STATUS_VALUES, { error: 'validation.required' }),
    note: z.string().trim().max(CLINIC_STATUS_NOTE_MAX).optional(),
    /** When it ends by itself (ISO instant); left out: until the partner changes it. */
    until: z.iso.datetime({ offset: true, error: 'validation.date' }).optional(),
  })
  .superRefine((value, context) => {
    if (value.until === undefined) return;
    const until = Date.parse(value.until);
    if (until <= Date.now()) context.addIssue({ code: 'custom', path: ['until'], message: 'clinic.status.until.past' });
    else if (until > Date.now() + CLINIC_STATUS_MAX_HOURS * 3_600_000)
      context.addIssue({ code: 'custom', path: ['until'], message: 'clinic.status.until.far' });
  });
export type TClinicStatusUpdate = z.output<typeof ZClinicStatusUpdate>;

export const ZClinicStatus = z.object({
  status: z.enum(CLINIC_STATUS_VALUES),
  note: z.string().nullable(),
  until: z.string().nullable().describe('ISO instant'),
  set_at: z.string().describe('ISO instant'),
});
export type TClinicStatus = z.output<typeof ZClinicStatus>;

/** Worth a patient's attention: anything but plain "working". */
export const isNotice = (status: TClinicStatus | null | undefined): status is TClinicStatus => !!status && status.status !== 'working';
