import { sql } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import type { Locale } from '../../../app/i18n/locale.ts';
import type { TCheckout } from '../../../contracts/payments.ts';
import { expectEqual } from '../harness.ts';
import type { E2EServer } from './server.ts';

/** Signs the demo patient in through the API; the page shares the browser context's cookies. Returns the patient's id. */
export async function signInDemoPatient(context: BrowserContext, server: E2EServer): Promise<number> {
  const response = await context.request.post('/api/v1/auth/patients/login', {
    headers: { accept: 'application/json', origin: server.url },
    data: { login: server.demo.patient, password: server.demo.password },
  });
  expectEqual(response.status(), 200, 'demo patient sign-in');
  const [patient] = await server.database.rows<{ id: number }>(
    sql`select id from users where lower(email) = ${server.demo.patient} and user_type = 'patient' and deleted_at is null`,
  );
  return Number(patient.id);
}

/**
 * What <PayButton> does: starts the checkout of an appointment, then posts the signed form to the provider's
 * page (the sandbox here). Returns the checkout; the page is on its way to the provider.
 */
export async function startCheckout(page: Page, context: BrowserContext, server: E2EServer, appointmentId: number, locale: Locale): Promise<TCheckout> {
  const started = await context.request.post(`/api/v1/patients/appointments/${appointmentId}/pay`, {
    headers: { accept: 'application/json', origin: server.url, 'accept-language': locale },
  });
  expectEqual(started.status(), 200, 'starting the checkout');
  const { data: checkout } = (await started.json()) as { data: TCheckout };
  await page.evaluate((form: TCheckout) => {
    const element = document.createElement('form');
    element.method = form.method;
    element.action = form.action_url;
    for (const [name, value] of Object.entries(form.fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      element.append(input);
    }
    document.body.append(element);
    element.submit();
  }, checkout);
  return checkout;
}
