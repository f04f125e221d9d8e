/**
 * Imports 10,000 doctors from a generated XLSX through the API (docs/decisions/205) and prints how long each
 * phase took, the progress the browser would have seen, and rows per second. The target: under 60 s.
 *
 *   npx tsx bench/import-doctors.ts                 # embedded PGlite, in memory
 *   DATABASE_URL=postgres://… npx tsx bench/import-doctors.ts [rows]
 *
 * On PostgreSQL the database is used as it is (a scratch database, please): one clinic and a few
 * dictionary rows are added for the run.
 */
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import type { SessionUser } from '../features/accounts/permissions.ts';
import { createServices } from '../features/services.ts';
import { buildServer } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { createAccount } from '../tests/support/factories/accounts.ts';
import { createImportWorld, doctorsTable, toXlsx } from '../tests/support/factories/imports.ts';
import type { TImportJob } from '../contracts/imports.ts';

const rows = Number(process.argv[2] ?? 10_000);
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(2);

const opened = performance.now();
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: 'memory://' });
await migrate(database);
console.log(`database (${database.kind}) ready in ${seconds(opened)} s`);

const world = await createImportWorld(database.db);
const { id } = await createAccount(database, { user_type: 'user' });
const administrator: SessionUser = { id, user_type: 'user', is_administrator: true, permissions: [], roles: [] };
const config = readConfig({});
const app = await buildServer({ config, services: createServices(database, { payments: { settings: config } }) });
app.addHook('onRequest', async (request) => {
  request.sessionUser = administrator;
});
await app.ready();

const generated = performance.now();
const file = await toXlsx(doctorsTable(rows, world));
console.log(`generated ${rows} doctors as XLSX (${(file.length / 1024).toFixed(0)} KB) in ${seconds(generated)} s`);

const started = performance.now();
const answer = await app.inject({
  method: 'POST',
  url: `/api/v1/imports/doctors?target_id=${world.clinic.id}&file_name=bench.xlsx`,
  headers: { 'content-type': 'application/octet-stream' },
  payload: file,
});
if (answer.statusCode !== 202) throw new Error(`start answered ${answer.statusCode}: ${answer.body}`);
const importId = (answer.json() as { data: TImportJob }).data.id;
console.log(`accepted (202) in ${seconds(started)} s`);

// Polls as the browser does. The longest wait between two answers shows how long other requests would
// wait: on PGlite the writing transaction holds the one connection (and its statements the event loop).
const seen: string[] = [];
let longestGapMs = 0;
let lastAnswer = performance.now();
let job: TImportJob;
for (;;) {
  job = ((await app.inject({ method: 'GET', url: `/api/v1/imports/jobs/${importId}` })).json() as { data: TImportJob }).data;
  longestGapMs = Math.max(longestGapMs, performance.now() - lastAnswer);
  lastAnswer = performance.now();
  const step = `${job.status} ${job.percent}%`;
  if (seen.at(-1) !== step) seen.push(step);
  if (['succeeded', 'failed', 'cancelled'].includes(job.status)) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const total = (performance.now() - started) / 1000;
console.log(`progress seen: ${seen.join(' → ')}`);
console.log(`status ${job.status}: ${JSON.stringify(job.created)}${job.message ? ` — ${job.message}` : ''}`);
console.log(`longest wait between two progress answers (polling every 250 ms): ${(longestGapMs / 1000).toFixed(2)} s`);
console.log(
  `import of ${rows} doctors: ${total.toFixed(2)} s, ${(rows / total).toFixed(0)} rows/s (target < 60 s: ${total < 60 ? 'met' : 'MISSED'}, ${(60 / total).toFixed(1)}× under)`,
);
await app.close();
await database.close();
