import type { AdministratorSignIn } from './prepare-data.ts';

/** What a person needs after `npm start`: where the site is and how to reach the back office. */
export function signInMessage(url: string, administrator: AdministratorSignIn): string[] {
  const lines = [`Vizyt is running at ${url}`, `Back office: ${url}/admins/login`, `  e-mail:   ${administrator.email}`];
  if (administrator.generatedPassword) {
    lines.push(
      `  password: ${administrator.generatedPassword}`,
      '  (generated now and shown only this once; set ADMIN_PASSWORD and restart to choose another)',
    );
  } else if (administrator.passwordReset) {
    lines.push('  password: the value of ADMIN_PASSWORD (the previous password was replaced and its sessions ended)');
  } else if (administrator.passwordFromEnvironment) {
    lines.push('  password: the value of ADMIN_PASSWORD');
  } else {
    lines.push('  password: printed at the first start; set ADMIN_PASSWORD and restart to reset it');
  }
  return [...lines, ...demoLines(url, administrator.demo), ...demoApiLines(url, administrator.demoApi)];
}

/** How to sign in as the demo patient, partner, doctor and employee (README "Demo accounts"). */
function demoLines(url: string, demo: AdministratorSignIn['demo']): string[] {
  if (demo.accounts.length === 0) return [];
  const where: Record<string, string> = { patient: '/patients/login', partner: '/partners/login', doctor: '/cabinet-doctor/login', user: '/admins/login' };
  const lines = ['Demo accounts (e-mail or phone):'];
  for (const account of demo.accounts) lines.push(`  ${account.type.padEnd(8)} ${account.email} / ${account.phone}  ${url}${where[account.type] ?? ''}`);
  if (demo.generatedPassword) {
    lines.push(`  password: ${demo.generatedPassword}`, '  (generated now and shown only this once; set DEMO_PASSWORD and restart to choose another)');
  } else if (demo.passwordReset) {
    lines.push('  password: the value of DEMO_PASSWORD (the previous password was replaced)');
  } else {
    lines.push('  password: DEMO_PASSWORD, or the one printed at the first start (set DEMO_PASSWORD and restart to reset it)');
  }
  return lines;
}

/** The demo partner's API client (docs/partner-api): the secret only on the start that made it. */
function demoApiLines(url: string, credentials: AdministratorSignIn['demoApi']): string[] {
  if (!credentials) return [];
  const lines = [`Demo partner API: ${url}/api/partner/v1 (token: POST /api/partner/v1/oauth/token)`, `  client_id:     ${credentials.client_id}`];
  if (credentials.client_secret)
    lines.push(
      `  client_secret: ${credentials.client_secret}`,
      '  (generated now and shown only this once; a new one from the partner cabinet, /partners/general-information)',
    );
  else lines.push('  client_secret: printed at the first start; make a new one in the partner cabinet, /partners/general-information');
  return lines;
}
