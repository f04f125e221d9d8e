/**
 * Every GET route of the API document, called as each role through a validating proxy written by others
 * (Stoplight Prism), and every answer that breaks the document counted (issue "Reliability"). A check run by
 * hand against a running server with the demo data, not a timed test:
 *
 *   npm start                                   # or any server with the demo data
 *   DEMO_PASSWORD=… ADMIN_PASSWORD=… npx tsx scripts/openapi-proxy-check.ts --base http://127.0.0.1:3000 \
 *     --prism "npx -y @stoplight/prism-cli@5.16.0"
 *
 * Path parameters are filled from the collection above each path (`/doctors/{id}` from `/doctors`), as the role
 * reads it; a path no collection answers is listed as not called. Prints the answers by role and status, and each
 * violation of an answer (Prism's `sl-violations` header, response part).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    prism: { type: 'string', default: 'npx -y @stoplight/prism-cli@5.16.0' },
    port: { type: 'string', default: '4010' },
  },
});
const base = args.base!.replace(/\/$/, '');
const proxy = `http://127.0.0.1:${args.port}`;
const API = '/api/v1';

interface Role {
  name: string;
  area: 'patients' | 'partners' | 'doctors' | 'admins' | null;
  login: string;
  password: string;
}

const demoPassword = process.env.DEMO_PASSWORD ?? '';
const roles: Role[] = [
  { name: 'anonymous', area: null, login: '', password: '' },
  { name: 'patient', area: 'patients', login: 'patient@vizyt.local', password: demoPassword },
  { name: 'partner', area: 'partners', login: 'partner@vizyt.local', password: demoPassword },
  { name: 'doctor', area: 'doctors', login: 'doctor@vizyt.local', password: demoPassword },
  { name: 'staff', area: 'admins', login: process.env.ADMIN_EMAIL ?? 'admin@vizyt.local', password: process.env.ADMIN_PASSWORD ?? '' },
];

/** Signs in at the server itself; the session cookie to send through the proxy. */
async function signIn(role: Role): Promise<string> {
  if (!role.area) return '';
  const response = await fetch(`${base}${API}/auth/${role.area}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ login: role.login, password: role.password }),
  });
  if (response.status !== 200) throw new Error(`${role.name}: sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

type Json = Record<string, unknown>;
const firstOf = (body: unknown): Json | undefined => {
  const data = (body as { data?: unknown })?.data;
  const list = Array.isArray(data) ? data : Array.isArray(body) ? body : undefined;
  return list?.find((item): item is Json => typeof item === 'object' && item !== null);
};

/** `/api/v1/doctors/{id}/reviews` → `/api/v1/doctors/42/reviews`, each parameter from the collection above it; null when none answers. */
async function fillPath(path: string, cookie: string): Promise<string | null> {
  const parts = path.split('/');
  const filled: string[] = [];
  for (const part of parts) {
    const param = /^\{(\w+)\}$/.exec(part)?.[1];
    if (!param) {
      filled.push(part);
      continue;
    }
    const collection = filled.join('/');
    const response = await fetch(`${base}${collection}`, { headers: { cookie } }).catch(() => null);
    const item = response?.ok ? firstOf(await response.json().catch(() => null)) : undefined;
    const value = item?.[param] ?? item?.id ?? item?.slug;
    if (value === undefined || value === null) return null;
    filled.push(encodeURIComponent(String(value)));
  }
  return filled.join('/');
}

interface Violation {
  location?: string[];
  message?: string;
}

async function waitForProxy(): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    if (
      await fetch(`${proxy}${API}/handbooks`).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the proxy did not start');
}

async function main(): Promise<void> {
  const document = (await (await fetch(`${base}/api/docs/openapi.json`)).json()) as { paths: Record<string, Json>; servers?: { url: string }[] };
  // The document's paths carry their prefix (`/api/v1/…`); Prism forwards each to the server's address plus the path.
  const folder = mkdtempSync(join(tmpdir(), 'openapi-proxy-'));
  const file = join(folder, 'openapi.json');
  writeFileSync(file, JSON.stringify({ ...document, servers: [{ url: base }] }));
  const [command, ...rest] = args.prism!.split(' ');
  const prism = spawn(command, [...rest, 'proxy', file, base, '--host', '127.0.0.1', '--port', args.port!], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForProxy();
    const paths = Object.entries(document.paths)
      .filter(([, operations]) => 'get' in operations)
      .map(([path]) => path);
    let answers = 0;
    let broken = 0;
    for (const role of roles) {
      const cookie = await signIn(role);
      const byStatus = new Map<number, number>();
      const notCalled: string[] = [];
      for (const path of paths) {
        const url = await fillPath(path, cookie);
        if (url === null) {
          notCalled.push(path);
          continue;
        }
        const response = await fetch(`${proxy}${url}`, { headers: { cookie, accept: 'application/json' }, redirect: 'manual' });
        await response.arrayBuffer();
        answers += 1;
        byStatus.set(response.status, (byStatus.get(response.status) ?? 0) + 1);
        const header = response.headers.get('sl-violations');
        const violations = header ? (JSON.parse(header) as Violation[]).filter((violation) => violation.location?.[0] === 'response') : [];
        if (violations.length) {
          broken += 1;
          console.log(`  ${role.name} GET ${url} ${response.status}: ${violations.map((v) => `${v.location?.join('.')} ${v.message}`).join('; ')}`);
        }
      }
      const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
      console.log(
        `${role.name}: ${[...byStatus.values()].reduce((sum, n) => sum + n, 0)} answers (${statuses.join(' ')}), ${notCalled.length} paths without a sample id`,
      );
    }
    console.log(`answers: ${answers}, breaking the document: ${broken}`);
    process.exitCode = broken ? 1 : 0;
  } finally {
    prism.kill();
  }
}

await main();
