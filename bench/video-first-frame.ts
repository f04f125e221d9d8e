/**
 * `npm run bench:video`: how long a video consultation takes to show each side the other, for a person to
 * read (issue 13: under 2 s on loopback). From the doctor's click on "start consultation" to the first video
 * frame each page decodes from the other side (`framesDecoded` of the page's `RTCPeerConnection`, read with
 * `getStats` every 10 ms inside the page, so the bench's own polling adds nothing).
 *
 * The production build in this process, as the browser tests run it: one app instance for the patient, a
 * second on the same database for the doctor (each with a connection pool of its own on PostgreSQL), a new
 * patient, doctor and online visit for every run, Debian's Chromium with a fake camera and microphone.
 *
 *   npm run bench:video                      # 5 runs on the embedded PGlite
 *   npm run bench:video -- --runs 10
 *   npm run bench:video -- --postgres postgres://postgres@127.0.0.1:5432/postgres   # two pools, LISTEN / NOTIFY
 *   npm run bench:video -- --relay           # relay-only ICE through a local coturn (TURN_RELAY_ONLY=1)
 */
import '../tests/e2e/support/production-mode.ts';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { ensureBuild } from '../scripts/build.ts';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, relay: { type: 'boolean', default: false }, postgres: { type: 'string' } },
});
const RUNS = Math.max(1, Number(args.runs) || 5);
const TARGET_MS = 2_000;
// Read by the test database's module when it loads: set before the imports below.
if (args.postgres) process.env.TEST_DATABASE_URL = args.postgres;

const { startE2EServer } = await import('../tests/e2e/support/server.ts');
const { startAppInstance } = await import('../tests/e2e/support/instances.ts');
const { waitForHydration } = await import('../tests/e2e/support/navigation.ts');
const { createVideoVisit, launchVideoBrowser, signIn } = await import('../tests/e2e/support/video.ts');
const { startTurnServer, TURN_SERVER_MISSING, turnServerAvailable } = await import('../tests/support/turn-server.ts');
type E2EServer = Awaited<ReturnType<typeof startE2EServer>>;

/** Starts watching the page's connection for the first decoded remote frame; its wall-clock time lands in `__vizytVideo.firstFrameAt`. */
function watchFirstFrame(page: Page): Promise<void> {
  return page.evaluate(() => {
    const handle = (window as unknown as { __vizytVideo: { pc?: RTCPeerConnection | null; firstFrameAt?: number } }).__vizytVideo;
    // No named helpers in here: the page does not have the bundler's `__name`.
    const timer = setInterval(() => {
      const pc = handle.pc;
      if (!pc || handle.firstFrameAt) return;
      void pc.getStats().then((report) => {
        let decoded = 0;
        report.forEach((entry: { type: string; kind?: string; framesDecoded?: number }) => {
          if (entry.type === 'inbound-rtp' && entry.kind === 'video') decoded += entry.framesDecoded ?? 0;
        });
        if (decoded > 0 && !handle.firstFrameAt) {
          handle.firstFrameAt = performance.timeOrigin + performance.now();
          clearInterval(timer);
        }
      });
    }, 10);
  });
}

const firstFrameAt = (page: Page) => page.evaluate(() => (window as unknown as { __vizytVideo: { firstFrameAt?: number } }).__vizytVideo.firstFrameAt ?? null);

async function waitForFirstFrame(page: Page, who: string, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const at = await firstFrameAt(page);
    if (at) return at;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${who}: no remote video frame within ${timeoutMs / 1000} s`);
}

/** One consultation: both in the room, the doctor clicks "start"; milliseconds to each side's first remote frame. */
async function oneRun(browser: Browser, server: E2EServer, urls: { patient: string; doctor: string }): Promise<{ doctor: number; patient: number }> {
  const visit = await createVideoVisit(server);
  const [patient, doctor] = await Promise.all([
    signIn(browser, urls.patient, 'patients', visit.patient, 'ua'),
    signIn(browser, urls.doctor, 'doctors', visit.doctor, 'ua'),
  ]);
  try {
    await patient.page.goto(`/patients/video-consultation/${visit.appointmentId}`);
    await waitForHydration(patient.page);
    await doctor.page.goto(`/cabinet-doctor/video-consultations/${visit.appointmentId}`);
    await waitForHydration(doctor.page);
    await doctor.page.locator('[data-presence="patient"][data-online="true"]').waitFor();
    await patient.page.locator('[data-presence="doctor"][data-online="true"]').waitFor();
    const start = doctor.page.getByRole('button', { name: 'Розпочати консультацію' });
    await start.waitFor();
    await Promise.all([watchFirstFrame(patient.page), watchFirstFrame(doctor.page)]);
    await doctor.page.evaluate(() => {
      const handle = (window as unknown as { __vizytVideo: { clickedAt?: number } }).__vizytVideo;
      document.addEventListener('click', () => (handle.clickedAt = performance.timeOrigin + performance.now()), { capture: true, once: true });
    });
    await start.click();
    const [doctorFrame, patientFrame] = await Promise.all([waitForFirstFrame(doctor.page, 'doctor'), waitForFirstFrame(patient.page, 'patient')]);
    const clickedAt = await doctor.page.evaluate(() => (window as unknown as { __vizytVideo: { clickedAt?: number } }).__vizytVideo.clickedAt ?? null);
    if (!clickedAt) throw new Error('the click on "start consultation" was not seen');
    return { doctor: doctorFrame - clickedAt, patient: patientFrame - clickedAt };
  } finally {
    await Promise.all([patient.context.close(), doctor.context.close()]);
  }
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

if (args.relay && !turnServerAvailable()) {
  console.log(`--relay: ${TURN_SERVER_MISSING}`);
  process.exit(1);
}

await ensureBuild();
const server = await startE2EServer({ seed: false });
const turn = args.relay ? await startTurnServer() : null;
const env: NodeJS.ProcessEnv = turn ? { TURN_URLS: turn.urls.join(','), TURN_SECRET: turn.secret, TURN_RELAY_ONLY: '1' } : {};
// Relay-only: both parties on instances told of the TURN server (the run's own is not).
const [first, second] = await Promise.all([startAppInstance(server, { env }), turn ? startAppInstance(server, { env }) : null]);
const instances = second ? [first, second] : [first];
const urls = second ? { patient: first.url, doctor: second.url } : { patient: server.url, doctor: first.url };
const browser = await launchVideoBrowser();
const results: { doctor: number; patient: number }[] = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const result = await oneRun(browser, server, urls);
    results.push(result);
    console.log(`run ${String(run + 1).padStart(2)}: doctor ${Math.round(result.doctor)} ms, patient ${Math.round(result.patient)} ms`);
  }
} finally {
  await browser.close();
  await Promise.all(instances.map((instance) => instance.close()));
  await turn?.stop();
  await server.close();
}

const database = args.postgres || process.env.TEST_DATABASE_URL ? 'PostgreSQL, a pool per instance' : 'embedded PGlite';
console.log(
  `\nFirst decoded remote video frame after "start consultation": ${RUNS} runs, two app instances on loopback (${database}), ${turn ? 'relay-only through coturn' : 'direct (host candidates)'}\n`,
);
console.log(`${'side'.padEnd(9)}${'p50'.padStart(9)}${'max'.padStart(9)}   target ${TARGET_MS} ms: p50 / max as a share of it`);
for (const side of ['doctor', 'patient'] as const) {
  const values = results.map((result) => result[side]);
  const p50 = percentile(values, 50);
  const max = Math.max(...values);
  console.log(
    `${side.padEnd(9)}${`${Math.round(p50)} ms`.padStart(9)}${`${Math.round(max)} ms`.padStart(9)}   ${(p50 / TARGET_MS).toFixed(2)}× / ${(max / TARGET_MS).toFixed(2)}×${max > TARGET_MS ? '  (over the target)' : ''}`,
  );
}
