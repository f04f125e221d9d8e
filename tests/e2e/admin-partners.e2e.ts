import { createHash, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { edrpouCheckDigit } from '../../contracts/edrpou.ts';
import { WALK_LOCALES, expect, expectEqual, test } from './harness.ts';
import { AdminResourcePage } from './pages/admin-resource-page.ts';
import { expectAccessible } from './support/a11y.ts';
import { login } from './support/navigation.ts';

/** A random ЄДРПОУ code that passes its check digit, outside the demo data's range (which starts at 30 000 000). */
function validEdrpou(): string {
  const body = String(randomInt(1_000_000, 2_999_999));
  return `${body}${edrpouCheckDigit(body)}`;
}

/** Picks a record in a relation field by typing part of its name. */
async function pick(screen: AdminResourcePage, field: string, typed: string, option: RegExp) {
  const input = screen.field(field);
  await input.click();
  await input.fill(typed);
  await screen.page.getByRole('option', { name: option }).click();
}

// Docs/decisions/200, 201: staff add a partner's legal entity (its code checked), its representative, and API
// credentials whose secret is shown once.
for (const locale of WALK_LOCALES) {
  test(`staff add a legal entity, its representative and API credentials shown once (${locale})`, async ({ page, server }) => {
    const entities = new AdminResourcePage(page, server.url, 'partners/legal-entities', locale);
    const people = new AdminResourcePage(page, server.url, 'partners/representatives', locale);
    const suffix = `${locale}${randomInt(100_000, 999_999)}`;
    const publicName = `ТОВ «Партнер ${suffix}»`;
    const [city] = await server.database.rows<{ id: number; name: string }>(
      sql`select id, ${sql.raw(`name_${locale}`)} as name from cities order by id limit 1`,
    );

    await login(page, server);
    await entities.gotoList();
    await expectAccessible(page);
    await page.goto(entities.url(`${entities.path}/add`));
    await entities.field('public_name').fill(publicName);
    await entities.field('edrpou').fill('14360571');
    await entities.save();
    await entities.fieldError('edrpou').getByText(entities.text('validation.edrpou.checksum')).waitFor();
    await expectAccessible(page);

    const code = validEdrpou();
    await entities.field('edrpou').fill(code);
    await pick(entities, 'city_id', city.name, new RegExp(`^${city.name} · #${city.id}$`));
    await entities.field('organization_phone').fill('+38 (044) 123-45-67');
    await entities.saveAndWait();
    await page.waitForURL(/\/partners\/legal-entities\/\d+$/);
    const [entity] = await server.database.rows<{ id: number; city_id: number; organization_phone: string }>(
      sql`select id, city_id, organization_phone from legal_entities where edrpou = ${code}`,
    );
    expectEqual(entity?.city_id, city.id, 'the legal entity’s city');
    expectEqual(entity?.organization_phone, '380441234567', 'the phone, stored as digits');

    await page.goto(people.url(`${people.path}/add`));
    await people.fill({
      last_name: 'Гончаренко',
      first_name: `Марта`,
      email: `partner.${suffix}@example.com`,
      phone: `067${String(randomInt(1_000_000, 9_999_999))}`,
    });
    await pick(people, 'legal_entity_id', `Партнер ${suffix}`, new RegExp(`${publicName} · #${entity.id}$`));
    await people.field('position').fill('Адміністратор');
    await expectAccessible(page);
    await people.saveAndWait();
    await page.waitForURL(/\/partners\/representatives\/\d+$/);
    const name = 'Гончаренко Марта';

    const generate = page.getByRole('button', { name: `${people.text('admin.partners.action.api-key-generate')}: ${name}` });
    await generate.click();
    await page.getByRole('dialog').getByText(people.text('admin.partners.action.api-key-generate.confirm', { name })).waitFor();
    await people.confirm();
    const dialog = page.getByRole('dialog').filter({ has: page.locator('[data-revealed-values]') });
    await dialog.getByText(people.text('admin.partners.credentials.title')).waitFor();
    await dialog.getByText(people.text('admin.partners.credentials.note')).waitFor();
    const secret = await dialog.locator('[data-revealed="client_secret"]').inputValue();
    const clientId = await dialog.locator('[data-revealed="client_id"]').inputValue();
    expect(/^vzs_[\w-]{43}$/.test(secret), `a 32-byte secret, got ${secret.length} characters`);
    await dialog.getByRole('button', { name: `${people.text('admin.reveal.copy')}: ${people.text('admin.partners.field.api_client_secret')}` }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: people.text('admin.partners.credentials.close') }).click();
    await dialog.waitFor({ state: 'detached' });

    // Gone for good: the page shows the client id and offers a new secret, never the old one again.
    await page.getByRole('button', { name: `${people.text('admin.partners.action.api-key-regenerate')}: ${name}` }).waitFor();
    await page.reload();
    await people
      .field('api_client_id')
      .and(page.locator(`[value="${clientId}"]`))
      .waitFor();
    expect(!(await page.content()).includes(secret), 'the secret is not on the page after the dialog closed');
    const [stored] = await server.database.rows<{ api_client_secret_hash: string }>(
      sql`select api_client_secret_hash from representatives where api_client_id = ${clientId}`,
    );
    expectEqual(stored?.api_client_secret_hash, createHash('sha256').update(secret).digest('hex'), 'only the secret’s hash is stored');
    await expectAccessible(page);

    await people.gotoList(`?search=${encodeURIComponent(`partner.${suffix}`)}`);
    const row = people.row(publicName);
    await row.getByRole('link', { name, exact: true }).waitFor();
    // Four commands apply here: one menu per row keeps the name, entity, e-mail and phone in view.
    await row.getByRole('button', { name: `${people.text('admin.actions.menu')}: ${name}` }).click();
    await page.getByRole('menuitem', { name: people.text('admin.partners.action.password-email') }).waitFor();
    await expectAccessible(page);
  });
}
