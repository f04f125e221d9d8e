/**
 * `npm run bench:catalog`: server-side time of the catalogue's read models, for a person to read (not a
 * test). Seeds the demo data into a fresh database, then times the service calls the pages make: the
 * 50-card doctor listing with next free slots, 14 days of one doctor's slots, the next slots of 50 doctors,
 * and, for context, the other listings, profiles and search. Targets (issue "Public catalogue"): listing
 * p95 < 50 ms on the demo data, one doctor's 14 days < 5 ms, 50 doctors' next slots < 20 ms.
 *
 *   npm run bench:catalog                          # embedded PGlite in memory, demo data at scale 1
 *   npm run bench:catalog -- --runs 500 --scale 2
 *   npm run bench:catalog -- --data-dir d          # an already seeded PGlite folder (no seeding)
 *   npm run bench:catalog -- --postgres postgres://postgres@127.0.0.1:5432/postgres
 *                                                  # a fresh database on that server, dropped afterwards
 *   npm run bench:catalog -- --skip-analyze        # as the seed leaves it: no planner statistics
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData } from '../seed/index.ts';
import { ZDoctorListPageQuery, type DoctorListPageQueryInput } from '../contracts/catalog.ts';
import { createCatalogService } from '../features/catalog/catalog.ts';
import { loadFreeSlots } from '../features/schedule/slot-loader.ts';
import { createBookingService } from '../features/booking/booking.ts';
import { createMessenger } from '../features/messaging/messenger.ts';
import { DEFAULT_BOOKING_SETTINGS } from '../features/services.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    scale: { type: 'string', default: '1' },
    'data-dir': { type: 'string' },
    postgres: { type: 'string' },
    'skip-analyze': { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);

interface Figure {
  name: string;
  samples: number[];
  target?: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];

/** Runs `fn` `runs` times after a few warm-up calls (JIT, caches), returning the milliseconds of each run. */
async function time(runs: number, fn: (run: number) => Promise<unknown>, warmUp = 3): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await fn(i);
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await fn(run);
    samples.push(performance.now() - started);
  }
  return samples;
}

async function openBenchDatabase(): Promise<{ database: Database; label: string; dispose(): Promise<void> }> {
  if (args.postgres) {
    const name = `vizyt_bench_catalog_${Date.now()}`;
    const admin = await openDatabase({ url: args.postgres, poolSize: 1 });
    await admin.exec(`create database ${name}`);
    await admin.close();
    const url = new URL(args.postgres);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 10 });
    return {
      database,
      label: 'PostgreSQL (node-postgres pool)',
      async dispose() {
        await database.close();
        const cleanup = await openDatabase({ url: args.postgres!, poolSize: 1 });
        await cleanup.exec(`drop database if exists ${name} with (force)`);
        await cleanup.close();
      },
    };
  }
  const database = await openDatabase({ dataDir: args['data-dir'] ?? 'memory://' });
  return { database, label: `embedded PGlite (${args['data-dir'] ?? 'in memory'})`, dispose: () => database.close() };
}

const { database, label, dispose } = await openBenchDatabase();
const figures: Figure[] = [];
try {
  await migrate(database);
  const seedStarted = performance.now();
  const { seeded } = await seedDemoData(database, { scale: Number(args.scale) });
  if (seeded) console.log(`Demo data seeded at scale ${args.scale} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
  // PGlite has no autovacuum, so nothing ever gathers planner statistics unless asked (see the report).
  if (!args['skip-analyze']) await database.exec('analyze');
  const [{ doctors }] = await database.rows<{ doctors: number }>(sql`select count(*)::int as doctors from doctors where deleted_at is null`);
  console.log(`${label}, ${doctors} doctors${args['skip-analyze'] ? ', no ANALYZE' : ', after ANALYZE'}; ${RUNS} runs each\n`);

  const catalog = createCatalogService(database.db);
  const list = async (path: string, query: DoctorListPageQueryInput = {}) => {
    const listing = await catalog.resolveListing('doctors', path);
    return catalog.doctorList({ locale: 'ua', listing: listing!.filters, query: ZDoctorListPageQuery.parse(query) });
  };
  const first = await list('');
  if (first.data.length !== 50) throw new Error(`expected 50 cards, got ${first.data.length}`);
  console.log(`/doctors: ${first.meta.total} doctors, ${first.data.filter((card) => card.next_slots.length).length} of 50 cards with free slots`);

  figures.push({ name: '/doctors page 1 (50 cards + next slots)', samples: await time(RUNS, () => list('')), target: 50 });

  const cities = (await catalog.catalogDictionaries()).cities.slice(0, 4).map((city) => city.slug);
  const specializations = (await catalog.catalogDictionaries()).specializations.slice(0, 3).map((s) => s.slug);
  const variants: [string, DoctorListPageQueryInput][] = [
    ...cities.flatMap(
      (city) => [[city, {}], ...specializations.map((s): [string, DoctorListPageQueryInput] => [`${city}/${s}`, {}])] as [string, DoctorListPageQueryInput][],
    ),
    ['', { page: '2' }],
    ['', { page: '40' }],
    ['', { sort: 'price' }],
    ['', { sort: 'experience' }],
    [cities[0], { sort: 'price', price_max: '900' }],
    [cities[0], { category: 'higher', experience_min: '10' }],
    [cities[0], { languages: 'en' }],
    [`${cities[0]}/${specializations[0]}`, { sort: 'earliest' }],
    [`${cities[0]}/${specializations[0]}`, { available: 'today' }],
  ];
  const firstSeen: number[] = [];
  const mixed = await time(
    RUNS,
    async (run) => {
      const [path, query] = variants[run % variants.length];
      const started = performance.now();
      await list(path, query);
      if (run < variants.length) firstSeen.push(performance.now() - started);
    },
    0,
  );
  figures.push({ name: `${variants.length} listings in turn (filters, sorts, pages)`, samples: mixed, target: 50 });
  figures.push({ name: '  the first time each was asked (count not cached)', samples: firstSeen });

  const everyone = await time(
    Math.min(RUNS, 20),
    async () => {
      catalog.forgetNextSlots();
      await list('', { sort: 'earliest' });
    },
    1,
  );
  figures.push({ name: '/doctors?sort=earliest, next-slot index empty (all doctors)', samples: everyone });
  figures.push({ name: '/doctors?sort=earliest, index warm', samples: await time(RUNS, () => list('', { sort: 'earliest' })) });

  const ids = (await database.rows<{ id: number }>(sql`select id from doctors where deleted_at is null and status = 'active' order by id`)).map(
    (row) => row.id,
  );
  figures.push({
    name: '14 days of free slots, one doctor',
    samples: await time(RUNS, (run) => loadFreeSlots(database.db, { doctorIds: [ids[(run * 37) % ids.length]], days: 14 })),
    target: 5,
  });
  figures.push({
    name: 'next 6 free slots of 50 doctors',
    samples: await time(RUNS, (run) => {
      const start = (run * 50) % (ids.length - 50);
      return loadFreeSlots(database.db, { doctorIds: ids.slice(start, start + 50), days: 14, limit: 6 });
    }),
    target: 20,
  });

  // The booking form: a 28-day calendar for one service, and taking and letting go of a hold.
  const booking = createBookingService(database, { settings: DEFAULT_BOOKING_SETTINGS, messenger: createMessenger(database), siteOrigin: 'http://localhost' });
  const bookable = await database.rows<{ doctor_id: number; institution_id: number; service_id: number }>(sql`
    select distinct on (t.doctor_id) t.doctor_id, t.institution_id, s.id as service_id from timesheets t
    join doctor_services s on s.doctor_id = t.doctor_id and s.is_default and s.deleted_at is null
    join medical_institutions mi on mi.id = t.institution_id and mi.status = 'active' and not mi.is_work_without_slots and mi.deleted_at is null
    where t.is_active and t.deleted_at is null order by t.doctor_id limit 200`);
  figures.push({
    name: 'booking calendar, 28 days of one doctor',
    samples: await time(RUNS, (run) => {
      const place = bookable[run % bookable.length];
      return booking.slots(place.doctor_id, { service_id: place.service_id, institution_id: place.institution_id });
    }),
  });
  const [patient] = await database.rows<{ id: number }>(sql`select id from users where user_type = 'patient' order by id limit 1`);
  const user = { id: patient.id, user_type: 'patient' as const, is_administrator: false, permissions: [], roles: [] };
  figures.push({
    name: 'hold a free slot and release it',
    samples: await time(Math.min(RUNS, 100), async (run) => {
      const place = bookable[run % bookable.length];
      const { days } = await booking.slots(place.doctor_id, { service_id: place.service_id, institution_id: place.institution_id, days: 7 });
      const slot = days.flatMap((day) => day.slots)[0];
      if (!slot) return;
      const hold = await booking.hold(user, {
        doctor_id: place.doctor_id,
        institution_id: place.institution_id,
        service_id: place.service_id,
        format: 'clinic',
        start: slot.start,
      });
      await booking.release(user, hold.id);
    }),
  });

  const clinics = (await catalog.institutionList({ locale: 'ua' })).data.map((card) => card.slug);
  figures.push({ name: '/med-centers page 1', samples: await time(RUNS, () => catalog.institutionList({ locale: 'ua' })) });
  figures.push({ name: 'doctor profile', samples: await time(RUNS, (run) => catalog.doctorProfile(first.data[run % 50].slug, 'ua')) });
  figures.push({ name: 'clinic profile', samples: await time(RUNS, (run) => catalog.clinicProfile(clinics[run % clinics.length], 'ua')) });
  const queries = ['кардиолог', 'кардіолог', 'кардеолог', 'Петренко', 'петриенко', 'стоматолог', 'гастрит', 'клініка', 'олена', 'kyiv'];
  figures.push({
    name: 'search (10 queries in turn, some with typos)',
    samples: await time(RUNS, (run) => catalog.search({ query: queries[run % queries.length], locale: 'ua' })),
  });
} finally {
  await dispose();
}

console.log('| measure | p50 ms | p95 ms | max ms | target p95 |\n|---|---|---|---|---|');
for (const figure of figures) {
  const sorted = [...figure.samples].sort((a, b) => a - b);
  const verdict = figure.target === undefined ? '' : `< ${figure.target} ${percentile(sorted, 0.95) < figure.target ? 'met' : 'MISSED'}`;
  console.log(
    `| ${figure.name} | ${percentile(sorted, 0.5).toFixed(1)} | ${percentile(sorted, 0.95).toFixed(1)} | ${sorted.at(-1)!.toFixed(1)} | ${verdict} |`,
  );
}
