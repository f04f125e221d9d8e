import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Writes each test file's whole time to `VITEST_FILE_TIMES` as JSON: importing it (and what it imports),
 * Vitest's own preparation, then its tests and hooks — the `beforeAll` that makes a server or seeds data
 * included, which vitest's JSON report leaves out. `npm test` lists the slowest of them.
 */
export default class FileTimesReporter implements Reporter {
  private readonly files: { name: string; ms: number }[] = [];

  onTestModuleEnd(module: TestModule): void {
    const diagnostic = module.diagnostic();
    const ms = diagnostic.prepareDuration + diagnostic.environmentSetupDuration + diagnostic.setupDuration + diagnostic.collectDuration + diagnostic.duration;
    this.files.push({ name: relative(process.cwd(), module.moduleId), ms: Math.round(ms) });
  }

  onTestRunEnd(): void {
    const path = process.env.VITEST_FILE_TIMES;
    if (path) writeFileSync(path, JSON.stringify({ files: this.files }));
  }
}
