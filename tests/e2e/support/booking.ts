import { sql } from 'drizzle-orm';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import {
  DEFAULT_CANCEL_CUTOFF_HOURS,
  type TAppointment,
  type TBookingOptions,
  type TBookingService,
  type TBookingWorkplace,
  type THold,
  type TSlotsResponse,
} from '../../../contracts/booking.ts';
import { translate, type MessageKey } from '../../../app/i18n/catalogs.ts';
import type { Locale } from '../../../app/i18n/locale.ts';
import { claim, claimable } from '../harness.ts';
import type { E2EServer } from './server.ts';

/** Browser-test helpers of the booking screens (tests/e2e/booking*.e2e.ts, docs/decisions/145). */

export const text = (locale: Locale, key: MessageKey, params: Record<string, string | number> = {}) => translate(locale, key, params);
export const localized = (locale: Locale, path: string) => (locale === 'ua' ? path : `/ru${path}`);

export interface BookableDoctor {
  id: number;
  slug: string;
  service: TBookingService;
  workplace: TBookingWorkplace;
  /** Free starts at that workplace, soonest first. */
  starts: string[];
  /** Free starts the patient may still cancel or reschedule whenever the test runs (past the cut-off, with an hour to spare). */
  cancellable: string[];
  /** The e-mail of a representative of the clinic's legal entity (signs in with the demo password, see `partnerLogin`). */
  partnerEmail: string;
}

/**
 * A doctor with an in-clinic service and free time at a clinic that has a partner representative, found
 * through the public booking API (the same answers the page gets). The demo partner's clinics come first;
 * in the small e2e data set they may have no doctors, so any represented clinic will do. The doctor is the
 * test's until it ends: tests running beside it get other doctors, so nobody takes the times it counts on.
 */
export async function findBookableDoctor(request: APIRequestContext, server: E2EServer, { minFree = 4 } = {}): Promise<BookableDoctor> {
  const candidates = await server.database.rows<{ id: number; slug: string; institution_id: number; email: string }>(sql`
    select distinct on (d.id) d.id, d.slug, w.institution_id, u.email
    from doctors d
    join doctor_workplaces w on w.doctor_id = d.id
    join medical_institutions mi on mi.id = w.institution_id and mi.deleted_at is null
    join representatives r on r.legal_entity_id = mi.legal_entity_id
    join users u on u.id = r.user_id and u.deleted_at is null and u.email is not null
    where d.deleted_at is null and d.status = 'active'
    order by d.id, (lower(u.email) = ${server.demo.partner}) desc, w.institution_id
    limit 60`);
  candidates.sort((a, b) => Number(b.email.toLowerCase() === server.demo.partner) - Number(a.email.toLowerCase() === server.demo.partner));
  const headers = { accept: 'application/json' };
  for (const candidate of candidates) {
    if (!claimable('bookable doctor', candidate.id)) continue;
    const optionsAnswer = await request.get(`/api/v1/booking/doctors/${candidate.id}/options`, { headers });
    if (!optionsAnswer.ok()) continue;
    const options = ((await optionsAnswer.json()) as { data: TBookingOptions }).data;
    const service = options.services.find((item) => !item.is_online && item.is_default) ?? options.services.find((item) => !item.is_online);
    const workplace = options.workplaces.find((item) => item.institution_id === candidate.institution_id);
    if (!service || !workplace) continue;
    const slotsAnswer = await request.get(`/api/v1/booking/doctors/${candidate.id}/slots?service_id=${service.id}&institution_id=${workplace.institution_id}`, {
      headers,
    });
    if (!slotsAnswer.ok()) continue;
    const { days } = ((await slotsAnswer.json()) as TSlotsResponse).data;
    const starts = days.flatMap((day) => day.slots.map((slot) => slot.start));
    const cancellable = starts.filter((start) => Date.parse(start) > Date.now() + (DEFAULT_CANCEL_CUTOFF_HOURS + 1) * 3_600_000);
    if (cancellable.length >= minFree && claim('bookable doctor', candidate.id))
      return { id: candidate.id, slug: candidate.slug, service, workplace, starts, cancellable, partnerEmail: candidate.email };
  }
  throw new Error('No represented clinic has a doctor with free time in the e2e data set');
}

/**
 * The login of the partner who owns the doctor's clinic. Only the demo accounts get a known password at
 * start (docs/decisions/037), so another representative is given the demo partner's password hash.
 */
export async function partnerLogin(server: E2EServer, doctor: BookableDoctor): Promise<string> {
  if (doctor.partnerEmail.toLowerCase() !== server.demo.partner) {
    await server.database.rows(sql`
      update users set password_hash = (select password_hash from users where lower(email) = ${server.demo.partner} and user_type = 'partner')
      where lower(email) = ${doctor.partnerEmail.toLowerCase()} and user_type = 'partner'`);
  }
  return doctor.partnerEmail;
}

/** Holds and books a slot through the API as the signed-in patient of `request` (for tests about what follows). */
export async function bookThroughApi(request: APIRequestContext, server: E2EServer, doctor: BookableDoctor, start: string): Promise<TAppointment> {
  const headers = { accept: 'application/json', origin: server.url };
  const holdAnswer = await request.post('/api/v1/booking/holds', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { doctor_id: doctor.id, institution_id: doctor.workplace.institution_id, service_id: doctor.service.id, format: 'clinic', start },
  });
  if (holdAnswer.status() !== 201) throw new Error(`Hold answered ${holdAnswer.status()}: ${await holdAnswer.text()}`);
  const hold = ((await holdAnswer.json()) as { data: THold }).data;
  const profile = ((await (await request.get('/api/v1/account/profile', { headers })).json()) as { data: Record<string, string | null> }).data;
  const bookAnswer = await request.post(`/api/v1/booking/holds/${hold.id}/book`, {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      city_id: doctor.workplace.city_id,
      specialization_id: doctor.service.specialization_id,
      patient: {
        first_name: profile.first_name ?? 'Олена',
        last_name: profile.last_name ?? 'Тестенко',
        birthday: (profile.birthday ?? '1990-01-01').slice(0, 10),
        phone: profile.phone ?? '+380671234567',
        email: profile.email ?? 'e2e@vizyt.test',
      },
      accept_terms: true,
      accept_privacy: true,
    },
  });
  if (bookAnswer.status() !== 201) throw new Error(`Book answered ${bookAnswer.status()}: ${await bookAnswer.text()}`);
  return ((await bookAnswer.json()) as { data: TAppointment }).data;
}

/** The booking page's parts, found by their roles and texts in the page's language. */
export class BookingPage {
  constructor(
    readonly page: Page,
    readonly locale: Locale = 'ua',
  ) {}

  t(key: MessageKey, params: Record<string, string | number> = {}): string {
    return text(this.locale, key, params);
  }

  step(key: MessageKey): Locator {
    return this.page.getByRole('group', { name: this.t(key), exact: true });
  }

  get reserveButton(): Locator {
    return this.page.getByRole('button', { name: this.t('booking.reserve'), exact: true });
  }

  get bookButton(): Locator {
    return this.page.getByRole('button', { name: this.t('booking.book'), exact: true });
  }

  get countdown(): Locator {
    return this.page.locator('[data-countdown]');
  }

  freeDays(): Locator {
    return this.page.locator('input[data-date]:not([disabled])');
  }

  times(): Locator {
    return this.page.locator('input[data-time]');
  }

  /** A form control by its label; required ones carry a hidden " *" marker after the text. */
  field(key: MessageKey): Locator {
    const label = this.t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  }

  consent(which: 'terms' | 'privacy'): Locator {
    return this.page.locator(`input[name="accept_${which}"]`);
  }

  async open(slug: string, query = ''): Promise<void> {
    await this.page.goto(`${localized(this.locale, `/doctor/${slug}/appointment`)}${query}`, { waitUntil: 'load' });
    await this.step('booking.step.service').waitFor();
  }

  /** Service, workplace and format by mouse, then the first free day and its first time; returns the time. */
  async choose(doctor: BookableDoctor): Promise<string> {
    const format = this.step('booking.step.format');
    if (await format.count()) await format.getByRole('radio', { name: this.t('booking.format.clinic') }).check();
    await this.step('booking.step.service').locator(`input[value="${doctor.service.id}"]`).check();
    await this.step('booking.step.workplace').locator(`input[value="${doctor.workplace.institution_id}"]`).check();
    await this.freeDays().first().check();
    const time = this.times().first();
    await time.check();
    return (await time.getAttribute('data-time')) ?? '';
  }
}

/** The partner's appointments narrowed to one visit's doctor and day (the list's own filters). */
export function partnerVisitsOf(doctor: BookableDoctor, appointment: Pick<TAppointment, 'date'>, locale: Locale): string {
  const query = new URLSearchParams({ doctor_id: String(doctor.id), from: appointment.date, to: appointment.date });
  return localized(locale, `/partners/appointments?${query}`);
}
