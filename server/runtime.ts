/**
 * The runtime the project declares: Node.js 24 LTS, installed by `npm install` as the `node` package
 * (node_modules/.bin/node). npm puts that first on the PATH of every script it runs, so `npm start` and
 * `npm test` run on it while the machine's own Node only starts npm (docs/decisions/298).
 */
export const RUNTIME_MAJOR = 24;

/** Stops with a plain message when this process runs on another major version of Node. */
export function requireRuntime(what: string): void {
  const major = Number(process.versions.node.split('.')[0]);
  if (major === RUNTIME_MAJOR) return;
  console.error(
    `${what} runs on Node.js ${RUNTIME_MAJOR}, and this is Node.js ${process.versions.node}. ` +
      'Run it through npm (`npm start`, `npm test`), which uses the Node.js that `npm install` put in node_modules/.bin.',
  );
  process.exit(1);
}
