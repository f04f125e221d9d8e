import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { action_log, alert_feed_calls, alert_regions, cities, clinic_live_status, region_alerts } from '../../db/schema/index.ts';
import { ALERT_FEED_HEADERS, ALERT_STAFF_PERMISSION, type TActiveAlert, type TAlertFeedAnswer } from '../../contracts/alerts.ts';
import { permissionName } from '../../resources/define.ts';
import { alertRegions } from '../../resources/alert-regions.ts';
import { ALERT_REGIONS, regionKey } from '../../features/alerts/regions.ts';
import { signFeedCall } from '../../features/alerts/feed-signature.ts';
import { alertBody, type AlertToSend } from '../../scripts/alert-sender.ts';
import { createCity, createInstitution } from '../../tests/support/factories.ts';
import { sessionUser, createAccount } from '../../tests/support/factories/accounts.ts';
import { loadClinicProfile } from '../../app/routes/public/clinic-profile.server.ts';
import { loadDoctorProfile } from '../../app/routes/public/doctor-profile.server.ts';
import { loadDoctorAppointment } from '../../app/routes/public/doctor-appointment.server.ts';
import { useAlertsApi } from './alerts-testing.ts';

/**
 * Air-raid alerts by region (docs/decisions/308): the signed feed starts and ends a region's alert and refuses what
 * is not signed, stale or replayed; a change older than the region's last is ignored; staff start and end one by
 * hand, logged; the clinic, doctor and booking pages of the region carry it while it is on; a clinic that went to
 * the shelter during it is back when it ends. On real PostgreSQL with TEST_DATABASE_URL, else PGlite.
 */

const SECRET = 'test-alert-feed-secret-0123456789abcdef';
const KYIV_OBLAST = '14';

describe('air-raid alerts by region', () => {
  const suite = useAlertsApi({ ALERT_FEED_SECRET: SECRET });
  const db = () => suite.ctx.database.db;

  /** The world's clinic is in a city of this region (factory cities belong to none). */
  async function placeWorldIn(feedUid: string) {
    const [region] = await db().select().from(alert_regions).where(eq(alert_regions.feed_uid, feedUid));
    await db().update(cities).set({ alert_region_id: region.id }).where(eq(cities.id, suite.world.city.id));
    return region;
  }

  /** Forgets the alerts of previous tests: each starts with no alert and no last change of any region. */
  async function noAlerts() {
    await db().delete(region_alerts);
  }

  const feed = (body: string, headers: Record<string, string>) =>
    suite.api<{ data: TAlertFeedAnswer; message?: string; errors?: Record<string, string[]> }>('POST', '/alerts/feed', body, {
      'content-type': 'application/json',
      ...headers,
    });
  const send = (alert: AlertToSend, signing: { timestamp?: number; nonce?: string } = {}) => {
    const body = alertBody(alert);
    return feed(body, signFeedCall(SECRET, body, signing));
  };
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const context = () => ({ services: suite.ctx.services, publicConfig: { mapTileUrl: '' }, logError: () => undefined }) as unknown as AppLoadContext;
  const pageRequest = (path: string) => new Request(`http://localhost${path}`);

  it('brings the regions of the public feeds, and finds the region of a city by its region name as the migration does', async () => {
    const stored = await db().select({ feed_uid: alert_regions.feed_uid, name_ua: alert_regions.name_ua, name_ru: alert_regions.name_ru }).from(alert_regions);
    expect(stored.sort((a, b) => Number(a.feed_uid) - Number(b.feed_uid))).toEqual([...ALERT_REGIONS]);
    expect(permissionName(alertRegions, 'update')).toBe(ALERT_STAFF_PERMISSION);

    const named = ['Київська обл.', 'м. Київ', 'Львівська область', 'місто Київ', 'Автономна Республіка Крим', 'Невідома'];
    const made = await Promise.all(named.map((region_ua) => createCity(db(), { region_ua })));
    const migration = readFileSync(new URL('../../db/migrations/0040_alerts_and_visit_moves.sql', import.meta.url), 'utf8');
    const mapping = migration.slice(migration.indexOf('update cities c set alert_region_id'));
    await db().execute(sql.raw(mapping));
    const regions = await db().select().from(alert_regions);
    for (const city of made) {
      const [row] = await db().select({ region: cities.alert_region_id }).from(cities).where(eq(cities.id, city.id));
      const expected = regions.find((region) => regionKey(region.name_ua) === regionKey(city.region_ua!));
      expect(row.region, city.region_ua!).toBe(expected?.id ?? null);
    }
    const uidOf = async (city: { id: number }) =>
      (
        await db()
          .select({ uid: alert_regions.feed_uid })
          .from(cities)
          .leftJoin(alert_regions, eq(alert_regions.id, cities.alert_region_id))
          .where(eq(cities.id, city.id))
      )[0].uid;
    expect(await Promise.all(made.map(uidOf))).toEqual(['14', '31', '27', '31', '29', null]);
  });

  it('a signed start puts the alert on the clinic, doctor and booking pages and the API; a signed end takes it off', async () => {
    await noAlerts();
    const region = await placeWorldIn(KYIV_OBLAST);
    const { world } = suite;
    const startedAt = minutesAgo(3);

    const started = await send({ region: KYIV_OBLAST, state: 'active', at: startedAt });
    expect(started.status).toBe(200);
    expect(started.body.data).toEqual({
      outcome: 'started',
      alert: { region: { id: region.id, feed_uid: KYIV_OBLAST, name: 'Київська область' }, started_at: startedAt.toISOString(), source: 'feed' },
    });

    const active = await suite.api<{ data: TActiveAlert[] }>('GET', '/alerts/active', undefined, { 'accept-language': 'ru' });
    expect(active.body.data).toContainEqual({
      region: { id: region.id, feed_uid: KYIV_OBLAST, name: 'Киевская область' },
      started_at: startedAt.toISOString(),
      source: 'feed',
    });

    const clinicPage = await loadClinicProfile({
      request: pageRequest(`/clinic/${world.institution.slug}`),
      params: { slug: world.institution.slug },
      context: context(),
    });
    expect(clinicPage.alerts.map((alert) => alert.region.feed_uid)).toEqual([KYIV_OBLAST]);
    const doctorPage = await loadDoctorProfile({
      request: pageRequest(`/ru/doctor/${world.doctor.slug}`),
      params: { slug: world.doctor.slug },
      context: context(),
    });
    expect(doctorPage.alerts[0]).toMatchObject({ region: { name: 'Киевская область' }, started_at: startedAt.toISOString() });
    const bookingPage = await loadDoctorAppointment({
      request: pageRequest(`/doctor/${world.doctor.slug}/appointment`),
      params: { slug: world.doctor.slug },
      context: context(),
    });
    expect(bookingPage.alerts.map((alert) => alert.region.name)).toEqual(['Київська область']);

    // A second start while it is on changes nothing; the end closes it at the feed's time.
    expect((await send({ region: KYIV_OBLAST, state: 'active', at: minutesAgo(2) })).body.data.outcome).toBe('unchanged');
    const endedAt = minutesAgo(1);
    const ended = await send({ region: KYIV_OBLAST, state: 'ended', at: endedAt });
    expect(ended.body.data).toEqual({ outcome: 'ended', alert: null });
    const [stored] = await db().select().from(region_alerts).where(eq(region_alerts.region_id, region.id));
    expect(stored).toMatchObject({ started_at: startedAt, ended_at: endedAt, source: 'feed' });
    expect((await send({ region: KYIV_OBLAST, state: 'ended' })).body.data).toEqual({ outcome: 'unchanged', alert: null });

    const after = await loadClinicProfile({
      request: pageRequest(`/clinic/${world.institution.slug}`),
      params: { slug: world.institution.slug },
      context: context(),
    });
    expect(after.alerts).toEqual([]);
    const afterBooking = await loadDoctorAppointment({
      request: pageRequest(`/doctor/${world.doctor.slug}/appointment`),
      params: { slug: world.doctor.slug },
      context: context(),
    });
    expect(afterBooking.alerts).toEqual([]);
    // The booking page keeps watching the region while it stays open.
    expect(afterBooking.alertRegionIds).toEqual([region.id]);
  });

  it('refuses a wrong signature (401), a stale or future timestamp (401), a replayed nonce (409), unsigned calls (401), and answers in the API error format', async () => {
    await noAlerts();
    const body = alertBody({ region: KYIV_OBLAST, state: 'active' });
    const wrong = await feed(body, signFeedCall('another-secret-0123456789abcdef-0123', body));
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Підпис виклику не збігається.');
    const tampered = await feed(body.replace(KYIV_OBLAST, '31'), signFeedCall(SECRET, body));
    expect(tampered.status).toBe(401);

    const now = Math.floor(Date.now() / 1000);
    const stale = await feed(body, signFeedCall(SECRET, body, { timestamp: now - 301 }));
    expect(stale.status).toBe(401);
    expect(stale.body.message).toBe('Час підпису відрізняється від часу сервера більш ніж на 5 хвилин.');
    expect((await feed(body, signFeedCall(SECRET, body, { timestamp: now + 301 }))).status).toBe(401);

    const unsigned = await suite.api<{ message: string }>('POST', '/alerts/feed', body, { 'content-type': 'application/json', 'accept-language': 'ru' });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.message).toMatch(/^Вызов не подписан/);
    const { [ALERT_FEED_HEADERS.nonce]: _nonce, ...withoutNonce } = signFeedCall(SECRET, body);
    expect((await feed(body, withoutNonce)).status).toBe(401);

    const headers = signFeedCall(SECRET, body);
    expect((await feed(body, headers)).status).toBe(200);
    const replayed = await feed(body, headers);
    expect(replayed.status).toBe(409);
    expect(replayed.body.message).toBe('Цей виклик уже отримано: nonce використано.');

    // Signed but wrong inside: an unknown region, a state the feed does not have.
    const unknown = await send({ region: '999', state: 'active' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ region_id: ['Невідомий регіон.'] });
    const odd = JSON.stringify({ region_id: KYIV_OBLAST, state: 'maybe', at: new Date().toISOString() });
    expect((await feed(odd, signFeedCall(SECRET, odd))).status).toBe(422);
  });

  it('keeps nonces only while a call carrying them could still be fresh', async () => {
    await db()
      .insert(alert_feed_calls)
      .values({ nonce: 'an-old-nonce-from-long-ago', received_at: minutesAgo(11) });
    await send({ region: KYIV_OBLAST, state: 'ended' });
    expect(await db().select().from(alert_feed_calls).where(eq(alert_feed_calls.nonce, 'an-old-nonce-from-long-ago'))).toEqual([]);
  });

  it("ignores a change older than the region's last one (a retry arriving after a newer call)", async () => {
    await noAlerts();
    const region = await placeWorldIn(KYIV_OBLAST);
    await send({ region: KYIV_OBLAST, state: 'active', at: minutesAgo(10) });
    await send({ region: KYIV_OBLAST, state: 'ended', at: minutesAgo(4) });
    const late = await send({ region: KYIV_OBLAST, state: 'active', at: minutesAgo(7) });
    expect(late.body.data).toEqual({ outcome: 'out_of_order', alert: null });
    const open = await db()
      .select()
      .from(region_alerts)
      .where(and(eq(region_alerts.region_id, region.id), sql`${region_alerts.ended_at} is null`));
    expect(open).toEqual([]);
  });

  it('staff start and end an alert by hand, each written to the action log; a second start or end is refused', async () => {
    await noAlerts();
    const region = await placeWorldIn(KYIV_OBLAST);
    const account = await createAccount(suite.ctx.database, { permissions: [ALERT_STAFF_PERMISSION] });
    const staff = { ...sessionUser(account.id, 'user'), permissions: [{ name: ALERT_STAFF_PERMISSION }, { name: 'alert-regions.read' }] };

    suite.ctx.actAs(sessionUser(account.id, 'user'));
    expect((await suite.api('POST', `/alert-regions/${region.id}/alert/start`)).status).toBe(403);
    suite.ctx.actAs(staff);
    const started = await suite.api<{ data: TActiveAlert }>('POST', `/alert-regions/${region.id}/alert/start`);
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ region: { feed_uid: KYIV_OBLAST }, source: 'staff' });
    expect((await suite.api('POST', `/alert-regions/${region.id}/alert/start`)).status).toBe(409);
    expect((await suite.api('POST', '/alert-regions/999999/alert/start')).status).toBe(404);

    // The back office's list of regions shows it on, with its start.
    const list = await suite.api<{ data: Record<string, unknown>[] }>('GET', `/alert-regions?filters[feed_uid][$eq]=${KYIV_OBLAST}`);
    expect(list.body.data[0]).toMatchObject({ feed_uid: KYIV_OBLAST, alert: 'on', alert_started_at: started.body.data.started_at });

    expect((await suite.api('POST', `/alert-regions/${region.id}/alert/end`)).status).toBe(204);
    expect((await suite.api('POST', `/alert-regions/${region.id}/alert/end`)).status).toBe(409);
    const [alert] = await db()
      .select()
      .from(region_alerts)
      .where(eq(region_alerts.region_id, region.id))
      .orderBy(sql`${region_alerts.id} desc`)
      .limit(1);
    expect(alert).toMatchObject({ source: 'staff', set_by: account.id });
    expect(alert.ended_at).not.toBeNull();
    const logged = await db().select({ action: action_log.action, record: action_log.record_id }).from(action_log).where(eq(action_log.user_id, account.id));
    expect(logged).toEqual([
      { action: 'alert-start', record: region.id },
      { action: 'alert-end', record: region.id },
    ]);
    suite.ctx.actAs(null);
  });

  it('a clinic that went to the shelter during the alert, with no end of its own, is back when the alert ends; others stay', async () => {
    await noAlerts();
    await placeWorldIn(KYIV_OBLAST);
    const { world } = suite;
    const before = await createInstitution(db(), { city: world.city, status: 'active' });
    const ownEnd = await createInstitution(db(), { city: world.city, status: 'active' });
    const elsewhere = await createInstitution(db(), { status: 'active' });
    await db()
      .insert(clinic_live_status)
      .values({ institution_id: before.id, status: 'paused', set_at: minutesAgo(30) });
    await send({ region: KYIV_OBLAST, state: 'active', at: minutesAgo(20) });

    suite.ctx.actAs(world.partner);
    const paused = await suite.api('PUT', `/partners/medical-institutions/${world.institution.id}/status`, { status: 'paused', note: 'Усі в укритті' });
    expect(paused.status).toBe(200);
    suite.ctx.actAs(null);
    const until = new Date(Date.now() + 3 * 3_600_000);
    await db()
      .insert(clinic_live_status)
      .values([
        { institution_id: ownEnd.id, status: 'paused', until, set_at: minutesAgo(5) },
        { institution_id: elsewhere.id, status: 'paused', set_at: minutesAgo(5) },
      ]);
    const statusOf = async (id: number) => (await suite.ctx.services.catalog.clinicProfile((await slugOf(id))!, 'ua'))?.live_status?.status ?? null;
    const slugOf = async (id: number) => [world.institution, before, ownEnd, elsewhere].find((clinic) => clinic.id === id)?.slug;
    expect(await statusOf(world.institution.id)).toBe('paused');

    const endedAt = new Date();
    await send({ region: KYIV_OBLAST, state: 'ended', at: endedAt });
    const [own] = await db().select().from(clinic_live_status).where(eq(clinic_live_status.institution_id, world.institution.id));
    expect(own.until).toEqual(endedAt);
    expect(await statusOf(world.institution.id)).toBeNull();
    // Said before the alert, with an end of its own, or in another region: as the partner left it.
    expect(await statusOf(before.id)).toBe('paused');
    expect(await statusOf(ownEnd.id)).toBe('paused');
    expect(await statusOf(elsewhere.id)).toBe('paused');
  });
});

describe('air-raid alerts without a configured feed', () => {
  const suite = useAlertsApi();

  it('refuses every feed call with 403 in the error format; the alerts on now still answer', async () => {
    const body = alertBody({ region: KYIV_OBLAST, state: 'active' });
    const refused = await suite.api<{ message: string }>('POST', '/alerts/feed', body, { 'content-type': 'application/json', ...signFeedCall(SECRET, body) });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Прийом тривог від зовнішнього джерела на цьому сервері не налаштовано.');
    expect((await suite.api('GET', '/alerts/active')).status).toBe(200);
  });
});
