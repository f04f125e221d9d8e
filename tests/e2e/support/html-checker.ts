import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../../scripts/build.ts';

/** The W3C Nu HTML Checker as the `vnu-jar` package ships it; it runs on Java. */
const VNU_JAR = join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');

export interface HtmlProblem {
  document: string;
  line?: number;
  message: string;
  extract?: string;
}

/** Stops the test with the reason and the remedy when there is no Java to run the checker with. */
function requireJava(): void {
  const probe = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'The HTML checker (vnu.jar) needs a Java runtime, and `java` was not found on the PATH. ' +
        'Install one (Debian/Ubuntu: `sudo apt-get install default-jre-headless`; .ci/run does this on CI), then run the test again.',
    );
  }
}

/**
 * Checks documents with the Nu HTML Checker in one Java process (it takes a few seconds to start) and
 * returns its errors; warnings and notes are left out. `documents` maps a name to the served HTML.
 */
export async function checkHtml(documents: Record<string, string>): Promise<HtmlProblem[]> {
  requireJava();
  const dir = mkdtempSync(join(tmpdir(), 'vizyt-vnu-'));
  try {
    const files = Object.entries(documents).map(([name, html], index) => {
      const file = join(dir, `${String(index).padStart(3, '0')}.html`);
      writeFileSync(file, html);
      return { file, name };
    });
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', '--stdout', ...files.map((f) => f.file)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let text = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`vnu.jar exited with ${code}`))));
    });
    const nameOf = new Map(files.map(({ file, name }) => [`file:${file}`, name]));
    const { messages } = JSON.parse(output) as { messages: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[] };
    return messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((message) => ({
        document: nameOf.get(message.url ?? '') ?? message.url ?? '?',
        line: message.lastLine,
        message: message.message,
        extract: message.extract,
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
