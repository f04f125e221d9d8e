import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core's own browser bundle, read once for the run and evaluated once per document. (The Playwright wrapper
 * evaluates it on every call and finishes each run in a new blank page: about five times the time, measured on
 * the back office's list and form screens, docs/decisions/283.)
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Only the violations are collected: the passes and the inapplicable rules are counted but not described,
 * which is most of axe's time on a long page; every rule still runs.
 */
const RUN_OPTIONS: RunOptions = { resultTypes: ['violations'] };

interface AxeWindow {
  axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
}

/** Fails when axe finds a serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  let severe = await severeViolations(page);
  // Axe reads the page for a while on a busy machine: a toast that starts to fade out meanwhile is measured half
  // transparent. What a person sees at rest is what counts, so a finding is confirmed by a second look.
  if (severe.length > 0) severe = await severeViolations(page);
  if (severe.length === 0) return;
  const lines = severe.map(
    (violation) =>
      `  [${violation.impact}] ${violation.id}: ${violation.help}\n` +
      violation.nodes
        .slice(0, 3)
        .map((node) => `      ${node.target.join(' ')}: ${(node.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`)
        .join('\n'),
  );
  throw new Error(`axe found ${severe.length} serious or critical violation(s) on ${page.url()}:\n${lines.join('\n')}`);
}

async function severeViolations(page: Page): Promise<Result[]> {
  await settleAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate((options) => (window as unknown as AxeWindow).axe.run(document, options), RUN_OPTIONS);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * Waits for running finite animations and transitions (a page sliding in, a list fading back from its
 * loading state, a toast fading in or out): axe measures colours as they are at that instant, and a
 * half-faded link would fail contrast though the settled page passes, and a page still sliding in stands
 * off its place for a test that measures it. A transition React is about to start (state set, style not
 * yet applied) is not running yet, so it looks again two frames later until nothing finite runs. Spinners
 * (infinite) are not waited for; 2 s at most.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const deadline = performance.now() + 2000;
    // Quiet once: nothing finite ran at the last look, two frames ago.
    let quiet = false;
    while (performance.now() < deadline) {
      // No named helpers in here: the page does not have the bundler's `__name`.
      const finite = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity && animation.playState === 'running');
      if (finite.length === 0) {
        if (quiet) return;
        quiet = true;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        continue;
      }
      quiet = false;
      const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())))]);
    }
  });
}
