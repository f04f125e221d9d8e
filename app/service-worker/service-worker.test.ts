import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TAppointment } from '../../contracts/booking.ts';
import { PERSONAL_CACHE, shellCacheName, staleCaches } from './cache-names.ts';
import { FORGET_PERSONAL, isWorkerMessage, KEEP_UPCOMING } from './messages.ts';
import { offlineAppointments, readOfflineAppointments } from './offline-appointments.ts';
import { OFFLINE_PAGE_POLICY, offlinePageHtml, RETRY_SCRIPT, RETRY_SCRIPT_HASH } from './offline-page.ts';
import { isNewVersion, UPDATE_CHECK_MS } from './register.ts';
import { requestKind } from './request-kinds.ts';

const ORIGIN = 'https://vizyt.example';
const get = (path: string, mode = 'cors') => ({ url: `${ORIGIN}${path}`, method: 'GET', mode });

function appointment(overrides: Partial<TAppointment> = {}): TAppointment {
  return {
    id: 7,
    application_number: 'VZ-000123',
    status: 'booked',
    payment_status: 'not_paid',
    format: 'clinic',
    start: '2030-03-04T08:30:00.000Z',
    end: '2030-03-04T09:00:00.000Z',
    date: '2030-03-04',
    time: '10:30',
    cost: 50000,
    comment: 'болить коліно',
    referral_number: null,
    doctor: { id: 1, slug: 'ivanenko', name: 'Іваненко Іван', photo: null },
    institution: { id: 2, slug: 'clinic', name: 'Клініка «Здоровʼя»', address: 'вул. Хрещатик, 1', live_status: null },
    service: { id: 3, name: 'Консультація', duration: 30 },
    specialization: null,
    city: null,
    patient: {
      first_name: 'Олена',
      last_name: 'Тестенко',
      middle_name: null,
      birthday: '1991-04-23',
      phone: '380671234567',
      email: 'olena@example.com',
      age: 38,
      relation: 'self',
      family_member_id: null,
    },
    contact: null,
    consent_at: null,
    booked_at: null,
    decided_at: null,
    cancelled_at: null,
    can_cancel: true,
    can_pay: false,
    being_moved: false,
    ...overrides,
  };
}

describe('cache names', () => {
  it('names the shell after the build and deletes only older shells at activation', () => {
    expect(shellCacheName('abc')).toBe('vz-shell-abc');
    expect(staleCaches(['vz-shell-old', 'vz-shell-abc', PERSONAL_CACHE, 'someone-else'], 'abc')).toEqual(['vz-shell-old']);
  });
});

describe('which requests the worker handles', () => {
  it('answers pages and hashed files, and keeps only the first page of upcoming appointments', () => {
    expect(requestKind(get('/ru/doctors/kyiv', 'navigate'), ORIGIN)).toBe('page');
    expect(requestKind(get('/assets/root-abc.js'), ORIGIN)).toBe('asset');
    expect(requestKind(get('/api/v1/patients/appointments?scope=upcoming&page=1'), ORIGIN)).toBe('upcoming-appointments');
    expect(requestKind(get('/api/v1/patients/appointments'), ORIGIN)).toBe('upcoming-appointments');
  });

  it('passes every other API call, other pages of the list, the past, and other sites straight through', () => {
    expect(requestKind(get('/api/v1/patients/appointments?scope=past&page=1'), ORIGIN)).toBe('pass');
    expect(requestKind(get('/api/v1/patients/appointments?scope=upcoming&page=2'), ORIGIN)).toBe('pass');
    expect(requestKind(get('/api/v1/patients/appointments?scope=upcoming&extra=1'), ORIGIN)).toBe('pass');
    expect(requestKind(get('/api/v1/patients/appointments/7'), ORIGIN)).toBe('pass');
    expect(requestKind(get('/api/v1/account/profile'), ORIGIN)).toBe('pass');
    expect(requestKind(get('/api/v1/patients/appointments/7/ics', 'navigate'), ORIGIN)).toBe('pass');
    expect(requestKind(get('/sw.js', 'navigate'), ORIGIN)).toBe('pass');
    expect(requestKind({ url: 'https://www.googletagmanager.com/gtm.js', method: 'GET', mode: 'no-cors' }, ORIGIN)).toBe('pass');
    expect(requestKind({ url: `${ORIGIN}/assets/x.js`, method: 'POST', mode: 'cors' }, ORIGIN)).toBe('pass');
  });

  it('sees every sign-in, sign-out and registration', () => {
    for (const path of ['/api/v1/auth/logout', '/api/v1/auth/patients/login', '/api/v1/auth/partners/login', '/api/v1/auth/patients/register']) {
      expect(requestKind({ url: `${ORIGIN}${path}`, method: 'POST', mode: 'cors' }, ORIGIN)).toBe('session-change');
    }
  });
});

describe('the kept appointments', () => {
  const now = new Date('2030-03-01T10:00:00Z');

  it('keeps when, whom, where and the number, and nothing personal beyond that', () => {
    const kept = offlineAppointments(
      { data: [appointment(), appointment({ id: 8, status: 'cancelled' })], meta: { current_page: 1, total_pages: 1, per_page: 50, total: 2 } },
      now,
    );
    expect(kept).toEqual({
      savedAt: now.toISOString(),
      items: [
        {
          number: 'VZ-000123',
          date: '2030-03-04',
          time: '10:30',
          end: '2030-03-04T09:00:00.000Z',
          format: 'clinic',
          doctor: 'Іваненко Іван',
          service: 'Консультація',
          clinic: 'Клініка «Здоровʼя»',
          address: 'вул. Хрещатик, 1',
        },
      ],
    });
    const text = JSON.stringify(kept);
    for (const secret of ['olena@example.com', '380671234567', '1991-04-23', 'болить коліно', 'Тестенко']) expect(text).not.toContain(secret);
  });

  it('reads nothing from a damaged copy', () => {
    expect(readOfflineAppointments(null)).toBeNull();
    expect(readOfflineAppointments({ savedAt: 1, items: [] })).toBeNull();
    expect(readOfflineAppointments({ savedAt: 'x', items: [] })).toEqual({ savedAt: 'x', items: [] });
  });
});

describe('the offline page', () => {
  const now = new Date('2030-03-01T10:00:00Z');
  const kept = offlineAppointments(
    {
      data: [appointment({ doctor: { id: 1, slug: 'x', name: '<b>Іваненко</b>', photo: null } })],
      meta: { current_page: 1, total_pages: 1, per_page: 50, total: 1 },
    },
    now,
  );

  it('speaks Ukrainian at the root and Russian under /ru', () => {
    expect(offlinePageHtml(`${ORIGIN}/doctors/kyiv`, null, now)).toContain('<html lang="uk">');
    expect(offlinePageHtml(`${ORIGIN}/doctors/kyiv`, null, now)).toContain('Немає зʼєднання з інтернетом');
    const ru = offlinePageHtml(`${ORIGIN}/ru/doctors/kyiv`, null, now);
    expect(ru).toContain('<html lang="ru">');
    expect(ru).toContain('Нет соединения с интернетом');
  });

  it('retries the same address with a reload, or a plain form without scripts; its policy allows that one script only', () => {
    const html = offlinePageHtml(`${ORIGIN}/ru/doctors/kyiv?page=2&sort="x"`, null, now);
    expect(html).toContain(
      '<form method="get" action="/ru/doctors/kyiv" data-retry><input type="hidden" name="page" value="2"><input type="hidden" name="sort" value="&quot;x&quot;">',
    );
    expect(html.match(/<script>([^<]*)<\/script>/g)).toEqual([`<script>${RETRY_SCRIPT}</script>`]);
    expect(RETRY_SCRIPT_HASH).toBe(createHash('sha256').update(RETRY_SCRIPT, 'utf8').digest('base64'));
    expect(OFFLINE_PAGE_POLICY).toContain(`script-src 'sha256-${RETRY_SCRIPT_HASH}'`);
  });

  it('lists the kept appointments with address and number, escaped, and leaves out the ones already over', () => {
    const html = offlinePageHtml(`${ORIGIN}/patients/appointment`, kept, now);
    expect(html).toContain('вул. Хрещатик, 1');
    expect(html).toContain('VZ-000123');
    expect(html).toContain('&lt;b&gt;Іваненко&lt;/b&gt;');
    expect(html).not.toContain('<b>Іваненко');
    expect(offlinePageHtml(`${ORIGIN}/`, kept, new Date('2030-03-05T00:00:00Z'))).not.toContain('data-offline-appointment');
    expect(offlinePageHtml(`${ORIGIN}/`, null, now)).not.toContain('data-offline-appointment');
  });
});

describe('page and worker', () => {
  it('checks for a new worker every 20 s and reloads only when a worker was already in control', () => {
    expect(UPDATE_CHECK_MS).toBe(20_000);
    expect(isNewVersion(true)).toBe(true);
    expect(isNewVersion(false)).toBe(false);
  });

  it('accepts only its own messages', () => {
    expect(isWorkerMessage({ type: FORGET_PERSONAL })).toBe(true);
    expect(isWorkerMessage({ type: KEEP_UPCOMING, locale: 'ru' })).toBe(true);
    expect(isWorkerMessage({ type: KEEP_UPCOMING, locale: 'en' })).toBe(false);
    expect(isWorkerMessage('vz:forget-personal')).toBe(false);
  });
});
