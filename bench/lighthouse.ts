/**
 * `npm run bench:lighthouse`: Lighthouse's mobile scores (Performance, Accessibility, Best Practices, SEO)
 * of the main public pages, for a person to read (docs/decisions/160). Targets: Performance ≥ 95, the
 * others 100.
 *
 * Builds when the build is older than the sources, starts the production server in this process on the
 * small demo data set (as the browser tests do), starts Debian's Chromium headless with a debugging port
 * and runs Lighthouse's default mobile audit (emulated phone, simulated slow 4G and a 4× slower CPU) on
 * each page. Nothing is fetched from the internet: the pages use no third-party resources, and map tiles
 * are not on these pages' first screen.
 *
 *   npm run bench:lighthouse
 *   npm run bench:lighthouse -- --runs 3      # the median of three runs per page
 *   npm run bench:lighthouse -- --details     # also each failed audit
 *   npm run bench:lighthouse -- --only list --save /tmp/lh   # pages whose name contains "list"; full reports
 */
import '../tests/e2e/support/production-mode.ts';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { ensureBuild } from '../scripts/build.ts';
import { freePort } from './free-port.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/browser.ts';
import { startE2EServer } from '../tests/e2e/support/server.ts';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, details: { type: 'boolean', default: false }, only: { type: 'string' }, save: { type: 'string' } },
});
const RUNS = Math.max(1, Number(args.runs) || 1);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

const PAGES: { name: string; path: string; follow?: RegExp }[] = [
  { name: 'home', path: '/' },
  { name: 'doctor list', path: '/doctors' },
  { name: 'doctor profile', path: '/doctors', follow: /href="?(\/doctor\/[^"#?\s>]+)/ },
  { name: 'clinic profile', path: '/med-centers', follow: /href="?(\/clinic\/[^"#?\s>]+)/ },
];

/** Debian's Chromium, headless, listening for Lighthouse on a free debugging port. */
async function startChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'vizyt-lighthouse-'));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, `--remote-debugging-port=${port}`, 'about:blank'], { stdio: 'ignore' });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    }
    // Chromium's helper processes may still be writing the profile for a moment after the browser exits;
    // a profile left in the temporary directory is not worth losing the figures over.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      console.warn(`Could not remove ${profile}`);
    }
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { port, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`Chromium (${CHROMIUM_PATH}) did not open its debugging port`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await ensureBuild();
const server = await startE2EServer();
const chromium = await startChromium();
const rows: { name: string; path: string; scores: Record<string, number>; metrics: Record<string, string> }[] = [];
try {
  for (const page of PAGES.filter((candidate) => !args.only || candidate.name.includes(args.only))) {
    let path = page.path;
    if (page.follow) {
      const link = page.follow.exec(await (await fetch(server.url + page.path)).text())?.[1];
      if (!link) throw new Error(`${page.name}: no link on ${page.path}`);
      path = link;
    }
    const runs: Record<string, number>[] = [];
    let metrics: Record<string, string> = {};
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(server.url + path, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`${page.name}: Lighthouse gave no result`);
      const { categories, audits } = result.lhr;
      if (args.save) {
        mkdirSync(args.save, { recursive: true });
        writeFileSync(join(args.save, `${page.name.replaceAll(' ', '-')}-${run + 1}.json`), JSON.stringify(result.lhr));
      }
      runs.push(Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])));
      metrics = Object.fromEntries(
        ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map((id) => [
          id,
          audits[id]?.displayValue ?? '',
        ]),
      );
      if (args.details && run === RUNS - 1) {
        console.log(`\n${page.name} (${path}): audits below 1`);
        for (const id of ['server-response-time', 'render-blocking-resources', 'total-byte-weight', 'dom-size', 'bootup-time']) {
          const audit = audits[id];
          if (audit) console.log(`  (${id}) ${audit.displayValue ?? ''} ${audit.numericValue !== undefined ? Math.round(audit.numericValue) : ''}`);
        }
        for (const id of CATEGORIES) {
          for (const ref of categories[id]?.auditRefs ?? []) {
            const audit = audits[ref.id];
            if (ref.weight === 0 || !audit || audit.score === null || audit.score >= 1) continue;
            console.log(`  [${id}] ${audit.id}: ${audit.title} ${audit.displayValue ?? ''}`);
            const items = audit.details && 'items' in audit.details ? (audit.details.items as Record<string, unknown>[]) : [];
            for (const item of items.slice(0, 5)) console.log(`      ${JSON.stringify(item).slice(0, 240)}`);
          }
        }
      }
    }
    rows.push({ name: page.name, path, scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((scores) => scores[id]))])), metrics });
  }
} finally {
  await chromium.stop();
  await server.close();
}

console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile: emulated phone, simulated slow 4G, 4× CPU slowdown\n`);
const header = `${'page'.padEnd(16)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'best'.padStart(6)}${'seo'.padStart(6)}   ${'FCP'.padStart(7)}${'LCP'.padStart(8)}${'TBT'.padStart(9)}${'CLS'.padStart(7)}`;
console.log(header);
console.log('-'.repeat(header.length));
for (const row of rows) {
  const score = (id: (typeof CATEGORIES)[number]) => `${row.scores[id]}${row.scores[id] < TARGETS[id] ? '!' : ''}`.padStart(6);
  const m = row.metrics;
  console.log(
    `${row.name.padEnd(16)}${score('performance')}${score('accessibility')}${score('best-practices')}${score('seo')}   ${m['first-contentful-paint'].padStart(7)}${m['largest-contentful-paint'].padStart(8)}${m['total-blocking-time'].padStart(9)}${m['cumulative-layout-shift'].padStart(7)}`,
  );
}
console.log(`\nTargets: performance ≥ ${TARGETS.performance}, the others ${TARGETS.accessibility}; "!" marks a miss.`);
