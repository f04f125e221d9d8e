import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogs } from './catalogs.ts';
import { isKeyInScope, messageScopeOfPath } from './message-scopes.ts';

const APP = join(import.meta.dirname, '..');
/** Code that runs on public pages (the `site` scope): everything but the back office and the cabinets' own routes. */
const CABINET_OR_BACK_OFFICE =
  /^(routes\/(admins|patients|partners|cabinet-doctor)|components\/(admin|timesheets|calendar|video|partner-cabinet|medical-card|patient-support|partners|patient-cabinet|waitlist|visit-moves)|components\/payments\/payment-history\.tsx)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|server)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const keys = Object.keys(catalogs.ua);

describe('message scopes', () => {
  it('puts each path in its part of the site', () => {
    expect(messageScopeOfPath('/')).toBe('site');
    expect(messageScopeOfPath('/ru/doctors/kyiv')).toBe('site');
    expect(messageScopeOfPath('/admins/doctors')).toBe('backOffice');
    expect(messageScopeOfPath('/ru/admins')).toBe('backOffice');
    expect(messageScopeOfPath('/ru/patients/wishlist')).toBe('cabinet');
    expect(messageScopeOfPath('/partners.data')).toBe('cabinet');
    expect(messageScopeOfPath('/cabinet-doctor/login')).toBe('cabinet');
    expect(messageScopeOfPath('/administrators')).toBe('site');
  });

  it('sends the back office everything, and public pages neither back-office nor cabinet-only keys', () => {
    expect(keys.every((key) => isKeyInScope(key, 'backOffice'))).toBe(true);
    expect(isKeyInScope('admin.list.deleted', 'site')).toBe(false);
    expect(isKeyInScope('handbook.support_topics.other', 'site')).toBe(true);
    expect(isKeyInScope('schema.invalid.type', 'site')).toBe(true);
  });

  it('gives public code every key it uses', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(APP)) {
      const name = relative(APP, file);
      if (CABINET_OR_BACK_OFFICE.test(name)) continue;
      const code = readFileSync(file, 'utf8');
      for (const [, key] of code.matchAll(/['"]([a-z][\w-]*(?:\.[\w-]+)+)['"]/g)) {
        if (Object.hasOwn(catalogs.ua, key) && !isKeyInScope(key, 'site')) missing.push(`${name}: ${key}`);
      }
      for (const [, prefix] of code.matchAll(/`([a-z][\w-]*\.(?:[\w-]+\.)*)\$\{/g)) {
        for (const key of keys.filter((candidate) => candidate.startsWith(prefix))) {
          if (!isKeyInScope(key, 'site')) missing.push(`${name}: ${key} (\`${prefix}\${…}\`)`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps the catalogs out of public pages: public code imports them as types only (translate from messages.ts)', () => {
    const offenders = sourceFiles(APP)
      .filter((file) => !CABINET_OR_BACK_OFFICE.test(relative(APP, file)))
      .filter((file) =>
        /import\s+\{[^}]*\b(catalogs|translate)\b[^}]*\}\s+from\s+'[./]*(i18n\/)?catalogs\.ts'/.test(
          readFileSync(file, 'utf8').replace(/import type[^;]+;/g, ''),
        ),
      )
      .map((file) => relative(APP, file));
    expect(offenders).toEqual([]);
  });
});
