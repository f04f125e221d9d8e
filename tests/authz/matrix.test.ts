import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources/registry.ts';
import { createApiTestContext, type ApiTestContext } from '../../server/api/testing.ts';
import { TEST_DATABASE_URL } from '../support/test-db.ts';
import { KNOWN_OPEN } from './known-open.ts';
import { leakedMarkers } from './leaks.ts';
import { isDenied, type Probe } from './probe.ts';
import { resourceProbes, type ResourceTargets } from './resource-probes.ts';
import { ROLES, type Role } from './roles.ts';
import { documentedRoutes, registeredRoutes, routeKey, servedBy } from './route-table.ts';
import { serviceProbes } from './service-probes.ts';
import { resourceTargets } from './targets.ts';
import { createSessions, type Sessions } from './sessions.ts';
import { createWorld, type World } from './world.ts';

/**
 * The authorization matrix (ARCHITECTURE §5, SPEC §6): every route the server registers, asked by every
 * party about a record of party A, must answer the status its rule gives, and no answer may carry a value
 * planted in a record its receiver may not see. One server per file; requests go through `inject`.
 */

interface Failure {
  probe: string;
  role: Role;
  problem: string;
}

let ctx: ApiTestContext;
let world: World;
let sessions: Sessions;
let targets: Map<string, ResourceTargets>;
const observed: Failure[] = [];
const HEADERS = { 'sec-fetch-site': 'same-origin', 'accept-language': 'ua' };

beforeAll(async () => {
  ctx = await createApiTestContext();
  world = await createWorld(ctx.database.db);
  sessions = await createSessions(ctx.database.db, ctx.services, world.parties);
  targets = await resourceTargets(ctx.database.db, world);
}, 120_000);
afterAll(async () => ctx?.close());

const isKnownOpen = (failure: Failure) =>
  KNOWN_OPEN.some((known) => known.probe === failure.probe && known.roles.includes(failure.role) && known.problem.test(failure.problem));

/** Runs one probe as one role; returns what went wrong (status, markers received, markers in a followed feed). */
async function ask(probe: Probe, role: Role): Promise<Failure[]> {
  const want = probe.expect[role];
  const cookie = await sessions.cookie(role, { held: probe.permissions, fresh: probe.endsSession });
  const { url, body } = await probe.request(role, !isDenied(want));
  const response = await ctx.app.inject({ method: probe.method, url, payload: body as object | undefined, headers: { ...HEADERS, ...cookie } });
  const failures: Failure[] = [];
  const fail = (problem: string) => failures.push({ probe: probe.label, role, problem });
  if (response.statusCode !== want) fail(`status ${response.statusCode}, expected ${want} (${url}): ${response.body.slice(0, 160)}`);
  for (const what of leakedMarkers(response.body, role, world.markers)) fail(`received ${what} (${url})`);
  let shown = response.body;
  const next = probe.follow && response.statusCode < 300 ? probe.follow(response.json()) : undefined;
  if (next) {
    // A calendar application reads the feed without any session.
    const feed = await ctx.app.inject({ method: 'GET', url: next });
    if (feed.statusCode !== 200) fail(`feed answered ${feed.statusCode}`);
    for (const what of leakedMarkers(feed.body, role, world.markers)) fail(`feed shows ${what}`);
    shown = feed.body;
  }
  for (const what of probe.method === 'HEAD' ? [] : (probe.shows?.[role] ?? [])) {
    const marker = world.markers.find((candidate) => candidate.what === what);
    if (!marker) throw new Error(`${probe.label}: no marker named ${what}`);
    if (!marker.pattern.test(shown.replace(/\r?\n[ \t]/g, ''))) fail(`missing ${what}, the role's own data`);
  }
  return failures;
}

/**
 * HEAD answers as GET does, without a body: each GET route's main probe is asked again as HEAD (its
 * variants, such as populate or trash, are the same handler and are asked as GET only).
 */
const withHead = (probes: Probe[]): Probe[] =>
  probes.flatMap((probe) =>
    probe.method === 'GET' && probe.label === `GET ${probe.route}`
      ? [probe, { ...probe, method: 'HEAD' as const, label: `HEAD${probe.label.slice(3)}`, follow: undefined }]
      : [probe],
  );

/** Asks every probe as every role; fails on anything not in KNOWN_OPEN. */
async function check(probes: Probe[]): Promise<void> {
  const unexpected: Failure[] = [];
  for (const probe of withHead(probes)) {
    for (const role of ROLES) {
      for (const failure of await ask(probe, role)) {
        observed.push(failure);
        if (!isKnownOpen(failure)) unexpected.push(failure);
      }
    }
  }
  expect(unexpected.map((failure) => `${failure.probe} as ${failure.role}: ${failure.problem}`)).toEqual([]);
}

const allProbes = () => [...resources.flatMap((definition) => resourceProbes(definition, targets.get(definition.name)!)), ...serviceProbes(world)];

describe(`authorization matrix (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('covers every registered API route, and every documented route is registered', async () => {
    const routes = registeredRoutes(ctx.app);
    const registered = new Set(routes.map((route) => routeKey(route.method, route.path)));
    const probed = new Set(withHead(allProbes()).map((probe) => routeKey(probe.method, probe.route)));
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    // The document also describes the partner integration API (/api/partner/v1, bearer tokens, not sessions).
    const served = registeredRoutes(ctx.app, '/api/');
    const undocumented = documentedRoutes(document).filter((route) => !servedBy(served, route));
    expect(
      [...registered].filter((key) => !probed.has(key)),
      'registered routes missing from the matrix',
    ).toEqual([]);
    expect(
      [...probed].filter((key) => !registered.has(key)),
      'matrix rows naming no registered route',
    ).toEqual([]);
    expect(
      undocumented.map((route) => routeKey(route.method, route.path)),
      'documented routes the server does not have',
    ).toEqual([]);
    expect(registered.size).toBeGreaterThan(400);
  });

  for (const definition of resources) {
    it(`generic routes of ${definition.name}`, async () => {
      await check(resourceProbes(definition, targets.get(definition.name)!));
    });
  }

  const AREAS = [
    'auth',
    'account',
    'wishlist',
    'main-page',
    'handbooks',
    'public',
    'booking',
    'patients',
    'partners',
    'doctors',
    'calendar',
    'payments',
    'timesheets',
    'doctor-timesheets',
    'institution-timesheets',
    'employees',
    'roles',
    'appointments',
    'representatives',
    'uploads',
    'imports',
    'video-consultations',
    'admin',
    'promotions',
    'content-pages',
    'build-manifest',
    'alerts',
    'alert-regions',
  ];
  for (const area of AREAS) {
    it(`routes under /api/v1/${area}/`, async () => {
      const probes = serviceProbes(world).filter((probe) => probe.route.split('/')[3] === area);
      expect(probes.length).toBeGreaterThan(0);
      await check(probes);
    });
  }

  it("a feed is its owner's: a new one replaces only the owner's old URL, never another party's", async () => {
    const feed = async (who: Role, path: string) => {
      const response = await ctx.app.inject({ method: 'POST', url: `/api/v1${path}`, headers: { ...HEADERS, ...(await sessions.cookie(who)) } });
      expect(response.statusCode, `${who} ${path}`).toBe(200);
      return new URL(response.json().data.url).pathname;
    };
    const read = (url: string) => ctx.app.inject({ method: 'GET', url });
    const marker = (what: string) => world.markers.find((candidate) => candidate.what === what)!.pattern;
    const shared = `/partners/doctors/${world.sharedDoctor.id}/calendar-feed`;
    const ofB = await feed('otherPartner', shared);
    const ofA = await feed('partner', shared);
    const own = await feed('doctor', '/doctors/me/calendar-feed');
    await feed('partner', `/partners/doctors/${world.doctorA.id}/calendar-feed`);
    const [feedB, feedA, doctorsOwn] = await Promise.all([read(ofB), read(ofA), read(own)]);
    expect([feedB.statusCode, feedA.statusCode, doctorsOwn.statusCode]).toEqual([200, 200, 200]);
    expect(feedB.body).toMatch(marker('appointment B1'));
    expect(feedB.body).not.toMatch(marker('appointment A2'));
    expect(feedA.body).toMatch(marker('appointment A2'));
    expect(feedA.body).not.toMatch(marker('appointment B1'));
    expect(doctorsOwn.body).toMatch(marker('appointment A1'));
    const renewed = await feed('otherPartner', shared);
    expect((await read(ofB)).statusCode).toBe(404);
    expect((await read(renewed)).statusCode).toBe(200);
  });

  it('service routes all belong to an area above', () => {
    expect(
      serviceProbes(world)
        .map((probe) => probe.route.split('/')[3])
        .filter((area) => !AREAS.includes(area)),
    ).toEqual([]);
  });

  it('KNOWN_OPEN lists only cases that still fail (empty an entry when its fix lands)', () => {
    const stale = KNOWN_OPEN.flatMap((known) =>
      known.roles
        .filter((role) => !observed.some((failure) => failure.probe === known.probe && failure.role === role && known.problem.test(failure.problem)))
        .map((role) => `${known.probe} as ${role}`),
    );
    expect(stale).toEqual([]);
  });
});
